import { waitFor } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from '../safe-html';
import { renderWithTheme } from './render-with-theme';

describe('SafeHtml', () => {
  it('keeps ordinary formatting and links', async () => {
    const { container } = renderWithTheme(
      <SafeHtml
        html={
          '<h2>Rules</h2><p>Park in <strong>your</strong> space. <a href="https://example.org/info">More</a></p>'
        }
      />,
    );
    await waitFor(() => expect(container.querySelector('h2')).toHaveTextContent('Rules'));
    expect(container.querySelector('strong')).toHaveTextContent('your');
    expect(container.querySelector('a')).toHaveAttribute('href', 'https://example.org/info');
  });

  it('strips scripts, event handlers and javascript: URLs', async () => {
    const { container } = renderWithTheme(
      <SafeHtml
        html={
          '<p>Hello</p><script>window.hacked = true</script>' +
          '<img src="x.png" onerror="window.hacked = true" alt="pic">' +
          '<a href="javascript:alert(1)">click</a>' +
          '<iframe src="https://evil.example"></iframe>'
        }
      />,
    );
    await waitFor(() => expect(container).toHaveTextContent('Hello'));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('a')).not.toHaveAttribute('href');
    expect(container.innerHTML).not.toMatch(/javascript:|onerror|hacked/);
    expect(container).toHaveTextContent('Hello');
  });

  it('adds rel=noopener to links that open a new tab', async () => {
    const link = await sanitizeHtml('<a href="https://example.org" target="_top">x</a>');
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
  });

  it('renders nothing for missing HTML', () => {
    const { container } = renderWithTheme(<SafeHtml html={undefined} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});

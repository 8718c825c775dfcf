import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { StatusBanner, type StatusBannerMessage } from '../status-banner';
import { renderWithTheme } from './render-with-theme';

function setup() {
  const status$ = new BehaviorSubject<StatusBannerMessage | null>(null);
  // The bus would publish null on clear; leaving that out proves the banner hides by itself.
  const onClear = jest.fn();
  renderWithTheme(<StatusBanner source={status$} onClear={onClear} />);
  return { status$, onClear };
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => scrollTo(0));

describe('StatusBanner', () => {
  it('shows the latest message from the source in a status region', () => {
    const { status$ } = setup();
    act(() => status$.next({ kind: 'success', text: 'Vehicle Added', id: 1 }));
    act(() => status$.next({ kind: 'error', text: 'Vehicle Not Added', id: 2 }));

    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Vehicle Not Added');
    expect(region).not.toHaveTextContent('Vehicle Added');
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('hides the message when the source clears it', () => {
    const { status$ } = setup();
    act(() => status$.next({ kind: 'info', text: 'Loading vehicles', id: 1 }));
    act(() => status$.next(null));

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('clears the message by hand and tells the bus', async () => {
    const { status$, onClear } = setup();
    act(() => status$.next({ kind: 'success', text: 'Profile Updated', id: 1 }));

    await userEvent.click(screen.getByRole('button', { name: 'Clear message' }));

    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
  });

  it('sits 120 px below the top of the page plus the scroll position', () => {
    const { status$ } = setup();
    act(() => status$.next({ kind: 'info', text: 'At the top', id: 1 }));
    expect(screen.getByRole('status')).toHaveStyle({ top: '120px' });

    scrollTo(500);
    act(() => status$.next({ kind: 'info', text: 'After scrolling', id: 2 }));
    expect(screen.getByRole('status')).toHaveStyle({ top: '620px' });
  });

  it('marks the kind of message so success and error look different', () => {
    const { status$ } = setup();
    act(() => status$.next({ kind: 'error', text: 'Something failed', id: 1 }));
    expect(screen.getByText('Something failed').closest('[data-kind]')).toHaveAttribute(
      'data-kind',
      'error',
    );
  });
});

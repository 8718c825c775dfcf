// The status banner never covers a dialog (the dialog shows the message inside
// itself), and a form opens without the previous form's error.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { clearStatus, currentStatus, publishError, publishSuccess, status$ } from '../../events';
import { InformationDialog } from '../information-dialog';
import { PopupForm } from '../popup-form';
import { StatusBanner } from '../status-banner';
import { TextField } from '../text-field';
import { renderWithTheme } from './render-with-theme';

function Page() {
  const [form, setForm] = useState<'Owner Registration' | 'Modify Owner' | null>(null);
  const [notice, setNotice] = useState(false);
  return (
    <>
      <StatusBanner source={status$} onClear={clearStatus} />
      <button type="button" onClick={() => setForm('Owner Registration')}>
        Add
      </button>
      <button type="button" onClick={() => setForm('Modify Owner')}>
        Modify
      </button>
      {form ? (
        <PopupForm
          open
          title={form}
          onSubmit={() => {
            publishError('Email already registered');
            return false;
          }}
          onClose={() => setForm(null)}
        >
          <TextField label="Email" name="email" />
          <button type="button" onClick={() => setNotice(true)}>
            Details
          </button>
        </PopupForm>
      ) : null}
      <InformationDialog open={notice} message="More" onClose={() => setNotice(false)} />
    </>
  );
}

/** The page banner: the live region outside every dialog. */
function pageBanner(): HTMLElement {
  const banner = screen
    .getAllByRole('status')
    .find((region) => region.getAttribute('aria-live') === 'polite');
  if (!banner) throw new Error('no page banner');
  return banner;
}

afterEach(() => act(() => clearStatus()));

describe('status messages and dialogs', () => {
  it('shows an error of an open form inside the form, not in a banner over it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const form = screen.getByRole('dialog', { name: 'Owner Registration' });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(within(form).getByRole('status')).toHaveTextContent('Email already registered');
    expect(pageBanner()).toBeEmptyDOMElement();
  });

  it('opens the next form without the last form’s error', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const first = screen.getByRole('dialog', { name: 'Owner Registration' });
    await user.click(within(first).getByRole('button', { name: 'Submit' }));
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    // Closed: the page banner has the message back for the rest of its lifetime.
    expect(pageBanner()).toHaveTextContent('Email already registered');

    await user.click(screen.getByRole('button', { name: 'Modify' }));
    const next = screen.getByRole('dialog', { name: 'Modify Owner' });
    expect(within(next).queryByText('Email already registered')).not.toBeInTheDocument();
    expect(screen.queryByText('Email already registered')).not.toBeInTheDocument();
    expect(currentStatus()).toBeNull();
  });

  it('keeps a message when a dialog opens over a form, and shows it in the topmost one', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const form = screen.getByRole('dialog', { name: 'Owner Registration' });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await user.click(within(form).getByRole('button', { name: 'Details' }));

    const notice = screen.getByRole('dialog', { name: 'Information' });
    expect(within(notice).getByRole('status')).toHaveTextContent('Email already registered');
    expect(within(form).queryByText('Email already registered')).not.toBeInTheDocument();
    expect(pageBanner()).toBeEmptyDOMElement();
  });

  it('lets the user clear the message inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const form = screen.getByRole('dialog', { name: 'Owner Registration' });
    act(() => {
      publishSuccess('Owner Modified');
    });
    await user.click(within(form).getByRole('button', { name: 'Clear message' }));
    expect(within(form).queryByText('Owner Modified')).not.toBeInTheDocument();
    expect(currentStatus()).toBeNull();
  });
});

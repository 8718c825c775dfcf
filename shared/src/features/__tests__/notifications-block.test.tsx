// The profile's Notifications block shows the kinds the server names for this user,
// with their stored state, and saves every switch (owner: four kinds; admin: the summary).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsBlock, NOTIFICATIONS_SAVED } from '../profile/notifications-block';
import { currentStatus } from '../../events';
import { fakeServer, renderInPortal, signInAs } from '../../testing';

const OWNER_PREFS = {
  kinds: ['onsite', 'receipt', 'reminder', 'violation'],
  preferences: { onsite: true, receipt: true, reminder: true, violation: false },
};

describe('Notifications block', () => {
  it('shows the owner four kinds as stored and turns reminders off', async () => {
    signInAs('owner');
    let saved: Record<string, boolean> = {};
    const requests = fakeServer({
      'POST /api/users/get_notification_preferences': () => ({
        status: 200,
        body: { ...OWNER_PREFS, preferences: { ...OWNER_PREFS.preferences, ...saved } },
      }),
      'POST /api/users/set_notification_preferences': (request) => {
        saved = request.body as Record<string, boolean>;
        return { status: 200, body: { ...OWNER_PREFS, preferences: saved } };
      },
    });
    const user = userEvent.setup();
    renderInPortal(<NotificationsBlock />);
    const form = within(screen.getByRole('form', { name: 'Notifications' }));
    const reminder = await form.findByRole('checkbox', {
      name: 'Checkout reminder (the day before checkout)',
    });
    expect(reminder).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Vehicle onsite' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Payment receipt' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Violation notice for my unit' })).not.toBeChecked();
    expect(form.queryByRole('checkbox', { name: /Weekly summary/ })).not.toBeInTheDocument();

    await user.click(reminder);
    await user.click(form.getByRole('button', { name: 'Submit' }));

    const set = requests.find((r) => r.url?.endsWith('/set_notification_preferences'));
    expect(set?.body).toEqual({ onsite: true, receipt: true, reminder: false, violation: false });
    expect(set?.headers.authorization).toBe('Bearer token-owner');
    await waitFor(() =>
      expect(form.getByRole('checkbox', { name: /Checkout reminder/ })).not.toBeChecked(),
    );
    // The block reads the stored state again after saving.
    expect(requests.filter((r) => r.url?.endsWith('/get_notification_preferences'))).toHaveLength(
      2,
    );
    expect(currentStatus()?.text).toBe(NOTIFICATIONS_SAVED);
  });

  it('shows the admin the weekly summary only', async () => {
    signInAs('admin');
    fakeServer({
      'POST /api/users/get_notification_preferences': {
        status: 200,
        body: { kinds: ['summary'], preferences: { summary: true } },
      },
    });
    renderInPortal(<NotificationsBlock />);
    const form = within(screen.getByRole('form', { name: 'Notifications' }));
    expect(
      await form.findByRole('checkbox', {
        name: 'Weekly summary (onsite, violations, payments)',
      }),
    ).toBeChecked();
    expect(form.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('says so when the settings cannot be loaded, and offers no save', async () => {
    signInAs('owner');
    fakeServer({
      'POST /api/users/get_notification_preferences': { status: 500, body: { message: 'down' } },
    });
    renderInPortal(<NotificationsBlock />);
    const form = within(screen.getByRole('form', { name: 'Notifications' }));
    expect(
      await form.findByText('Your notification settings could not be loaded.'),
    ).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

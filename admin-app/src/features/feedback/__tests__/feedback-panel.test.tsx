import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentStatus } from '@parking/shared/events';
import { fakeServer, notification, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { FeedbackPanel } from '../components/feedback-panel';

beforeEach(() => signInAdmin());

describe('Feedback panel', () => {
  it("says 'No Feedback' when there is none", async () => {
    fakeServer({ 'POST /api/parking/get_all_notifications': () => ({ body: [] }) });
    renderInPortal(<FeedbackPanel />);
    expect(await screen.findByText('No Feedback')).toBeInTheDocument();
  });

  it('asks the server for the newest first and sends a clicked header as the sort', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_all_notifications': () => ({
        body: [
          notification({ _id: 'a', notify_name: 'Zoe' }),
          notification({ _id: 'b', notify_name: 'Adam' }),
        ],
        headers: { 'X-Total-Count': '2' },
      }),
    });
    renderInPortal(<FeedbackPanel />);
    await screen.findByText('Zoe');
    expect(screen.getByRole('status')).toHaveTextContent('2 feedback');
    expect(requests[0]?.body).toMatchObject({ sort: 'notify_date', order: 'desc', page: 1 });
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() =>
      expect(requests.at(-1)?.body).toMatchObject({ sort: 'notify_name', order: 'asc', page: 1 }),
    );
    await userEvent.type(screen.getByLabelText('Search'), 'nina');
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ q: 'nina' }));
  });

  it('deletes a feedback after confirmation', async () => {
    let items = [notification()];
    const requests = fakeServer({
      'POST /api/parking/get_all_notifications': () => ({ body: items }),
      'POST /api/parking/delete_notification': () => {
        items = [];
        return { body: { message: 'Notification Delete Successful' } };
      },
    });
    renderInPortal(<FeedbackPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete feedback from Nina' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(currentStatus()?.text).toBe('Notification Delete Successful'));
    expect(await screen.findByText('No Feedback')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/parking/delete_notification')?.body).toEqual({
      notificationid: 'n1',
    });
  });
});

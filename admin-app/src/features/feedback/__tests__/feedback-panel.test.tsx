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

  it('sorts by name when the Name header is clicked', async () => {
    fakeServer({
      'POST /api/parking/get_all_notifications': () => ({
        body: [
          notification({ _id: 'a', notify_name: 'Zoe' }),
          notification({ _id: 'b', notify_name: 'Adam' }),
        ],
      }),
    });
    renderInPortal(<FeedbackPanel />);
    await screen.findByText('Zoe');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]!.textContent);
    expect(names).toEqual(['Adam', 'Zoe']);
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

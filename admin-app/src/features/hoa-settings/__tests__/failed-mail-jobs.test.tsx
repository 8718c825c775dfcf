// The admin sees the community's notification mails that failed after their retries.
import { screen, within } from '@testing-library/react';
import { fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { FailedMailJobs, NO_FAILED_JOBS } from '../components/failed-mail-jobs';

beforeEach(() => signInAdmin());

describe('Failed mail jobs', () => {
  it('lists each failed job with its kind, attempts and reason', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_failed_jobs': {
        body: [
          {
            id: 'j1',
            name: 'notify',
            kind: 'reminder',
            failedReason: 'connect ECONNREFUSED 127.0.0.1:25',
            attemptsMade: 5,
            failedAt: '2030-03-06T01:00:00.000Z',
          },
        ],
      },
    });
    renderInPortal(<FailedMailJobs />);
    const list = await screen.findByRole('list', { name: 'Failed mail jobs' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('reminder mail, 5 attempts. connect ECONNREFUSED 127.0.0.1:25');
    expect(requests[0]?.headers.authorization).toBe('Bearer token-admin');
  });

  it('says when nothing has failed', async () => {
    fakeServer({ 'POST /api/parking/get_failed_jobs': { body: [] } });
    renderInPortal(<FailedMailJobs />);
    expect(await screen.findByText(NO_FAILED_JOBS)).toBeInTheDocument();
  });
});

// Notification mails that failed after their last retry, so an admin sees that, say,
// the SMTP server refused them (get_failed_jobs: this community's jobs, newest first).
import { useQuery } from '@tanstack/react-query';
import { getFailedJobs } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import { ErrorBox, Panel } from '@parking/shared/ui';
import { readSessionContext } from '@parking/shared/features';

export const NO_FAILED_JOBS = 'No mail has failed.';
export const FAILED_JOBS_UNAVAILABLE = 'The failed mail jobs could not be loaded.';

export function FailedMailJobs() {
  const { hoaid } = readSessionContext();
  const failed = useQuery({
    queryKey: queryKeys.maintenance.detail(hoaid, 'failed_jobs'),
    queryFn: ({ signal }) => getFailedJobs({ signal }),
    retry: false,
  });
  return (
    <Panel title="Failed mail jobs" headingLevel={3}>
      {failed.isError ? <ErrorBox message={FAILED_JOBS_UNAVAILABLE} /> : null}
      {failed.data && failed.data.length === 0 ? <p>{NO_FAILED_JOBS}</p> : null}
      {failed.data && failed.data.length > 0 ? (
        <ul aria-label="Failed mail jobs">
          {failed.data.map((job) => (
            <li key={job.id}>
              {new Date(job.failedAt).toLocaleString()}: {job.kind} mail, {job.attemptsMade}{' '}
              attempts. {job.failedReason}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

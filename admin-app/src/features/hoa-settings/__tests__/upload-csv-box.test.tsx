import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CsvImportProgress } from '@parking/shared/domain';
import { currentStatus } from '@parking/shared/events';
import { fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { UploadCsvBox } from '../components/upload-csv-box';

const csv =
  'first_name,last_name,email,phone,unitnumber,pincode,password\n' +
  'Ann,Lee,ann@demo.test,555-1,201,1111,secret\n' +
  'Bob,Ray,bob@demo.test,555-2,202,2222,\n';

const importAt = (state: CsvImportProgress['state'], done: number): CsvImportProgress => ({
  jobid: 'job-1',
  state,
  done,
  total: 2,
  imported: state === 'completed' ? 2 : null,
  message: state === 'failed' ? 'Row 2: Email bob@demo.test is already registered' : null,
});

const file = () => new File([csv], 'users.csv', { type: 'text/csv' });

beforeEach(() => signInAdmin());

describe('Upload users CSV box', () => {
  it('previews the parsed rows, shows the progress and the count on success', async () => {
    const requests = fakeServer({
      'POST /api/parking/uploadcsv': () => ({
        uploadProgress: [40, 100],
        body: { message: 'Upload CSV Records Successful', count: 2, jobid: 'job-1' },
      }),
      'GET /api/parking/csv_import/job-1': () => ({ body: importAt('completed', 2) }),
    });
    renderInPortal(<UploadCsvBox />);
    await userEvent.upload(screen.getByLabelText('Users CSV file'), file());
    const preview = await screen.findByRole('table', { name: 'CSV preview' });
    expect(preview).toHaveTextContent('ann@demo.test');
    expect(preview).toHaveTextContent('bob@demo.test');
    expect(preview).not.toHaveTextContent('secret');
    expect(screen.getByText('2 rows in users.csv')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('2 records uploaded')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '100',
    );
    expect(currentStatus()?.text).toBe('Upload CSV Records Successful');
    const sent = requests[0]?.body as FormData;
    expect(sent.get('hoaid')).toBe('demo');
    expect((sent.get('file') as File).name).toBe('users.csv');
  });

  it("follows the import job's progress until the owners are in", async () => {
    const answers = [importAt('waiting', 0), importAt('active', 1), importAt('completed', 2)];
    const requests = fakeServer({
      'POST /api/parking/uploadcsv': () => ({
        body: { message: 'Upload CSV Records Successful', count: 2, jobid: 'job-1' },
      }),
      'GET /api/parking/csv_import/job-1': () => ({
        body: answers.shift() ?? importAt('completed', 2),
      }),
    });
    renderInPortal(<UploadCsvBox />);
    await userEvent.upload(screen.getByLabelText('Users CSV file'), file());
    await screen.findByRole('table', { name: 'CSV preview' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Import queued')).toBeInTheDocument();
    expect(await screen.findByText('Importing owners: 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'value',
      '1',
    );
    expect(
      await screen.findByText('2 owners imported; their e-mails to sign in are on their way'),
    ).toBeInTheDocument();
    const polls = requests.filter((request) => request.url.includes('csv_import'));
    expect(polls).toHaveLength(3);
  });

  it('says so when the import job failed', async () => {
    fakeServer({
      'POST /api/parking/uploadcsv': () => ({
        body: { message: 'Upload CSV Records Successful', count: 2, jobid: 'job-1' },
      }),
      'GET /api/parking/csv_import/job-1': () => ({ body: importAt('failed', 0) }),
    });
    renderInPortal(<UploadCsvBox />);
    await userEvent.upload(screen.getByLabelText('Users CSV file'), file());
    await screen.findByRole('table', { name: 'CSV preview' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(
        'The import failed and nothing was imported: Row 2: Email bob@demo.test is already registered',
      ),
    ).toBeInTheDocument();
  });

  it("lists the server's per-row errors of a refused file", async () => {
    fakeServer({
      'POST /api/parking/uploadcsv': () => ({
        status: 400,
        body: {
          message: 'The file has errors',
          rows: [{ row: 2, message: 'pincode is required' }],
        },
      }),
    });
    renderInPortal(<UploadCsvBox />);
    await userEvent.upload(screen.getByLabelText('Users CSV file'), file());
    await screen.findByRole('table', { name: 'CSV preview' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Row 2: pincode is required')).toBeInTheDocument();
    await waitFor(() => expect(currentStatus()?.text).toBe('The file has errors'));
  });
});

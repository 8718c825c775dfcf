// spec §2 HOA Settings: the upload users CSV box (header first_name,last_name,email,phone,
// unitnumber,pincode[,password,...]): file input, a preview of the parsed rows, a progress bar,
// the server's per-row errors and 'Upload CSV Records Successful' with the count, then the
// progress of the import job that creates the owners and mails them.
import styled from 'styled-components';
import { Button, ButtonRow, ErrorBox, FormField, Panel } from '@parking/shared/ui';
import type { CsvImportProgress } from '@parking/shared/domain';
import { useCsvUpload } from '../hooks/use-csv-upload';

const PREVIEW_ROWS = 10;

const PreviewTable = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

function ImportProgress({ job }: { job: CsvImportProgress }) {
  if (job.state === 'failed') {
    return (
      <ErrorBox message={`The import failed and nothing was imported: ${job.message ?? ''}`} />
    );
  }
  if (job.state === 'completed') {
    return (
      <p role="status">{job.imported} owners imported; their e-mails to sign in are on their way</p>
    );
  }
  if (job.state === 'waiting' || job.total === 0) return <p role="status">Import queued</p>;
  return (
    <>
      <p role="status">
        Importing owners: {job.done} of {job.total}
      </p>
      <progress aria-label="Import progress" max={job.total} value={job.done}>
        {job.done} of {job.total}
      </progress>
    </>
  );
}

export function UploadCsvBox() {
  const { file, preview, progress, rowErrors, uploaded, importProgress, choose, upload } =
    useCsvUpload();
  return (
    <Panel title="Upload users CSV" headingLevel={3}>
      <FormField label="Users CSV file">
        {({ $invalid: _styledOnly, ...control }) => (
          <input
            {...control}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void choose(e.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      {preview ? (
        <Scroll>
          <p>
            {preview.rows.length} rows in {file?.name}
          </p>
          <ErrorBox message={preview.problems.join(' ') || null} />
          <PreviewTable aria-label="CSV preview">
            <thead>
              <tr>
                {preview.fields.map((field) => (
                  <th key={field}>{field}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.slice(0, PREVIEW_ROWS).map((row, index) => (
                <tr key={index}>
                  {preview.fields.map((field) => (
                    <td key={field}>{field === 'password' && row[field] ? '••••' : row[field]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </PreviewTable>
        </Scroll>
      ) : null}
      <ButtonRow>
        <Button variant="primary" disabled={!file} onClick={() => void upload()}>
          Upload
        </Button>
      </ButtonRow>
      {progress !== null ? (
        <progress aria-label="Upload progress" max={100} value={progress}>
          {progress}%
        </progress>
      ) : null}
      {uploaded !== null ? <p role="status">{uploaded} records uploaded</p> : null}
      {importProgress ? <ImportProgress job={importProgress} /> : null}
      {rowErrors.length > 0 ? (
        <ul aria-label="Refused rows">
          {rowErrors.map((e) => (
            <li key={e.row}>
              Row {e.row}: {e.message}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

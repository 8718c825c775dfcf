// spec §2 HOA Settings, upload users CSV: the file is parsed here first so the admin sees the rows
// before sending; the upload reports its progress; a refused file lists its rows' errors
// (400 { message, rows: [{ row, message }] }). An accepted file is imported by a server job:
// its progress is polled by a query until the job has finished (GET csv_import/{jobid}); the
// finished import refreshes the owner and vehicle lists (docs/adr/0011).
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Papa from 'papaparse';
import { getCsvImportProgress, isApiError, uploadCsv } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import { SUCCESS, type CsvImportProgress } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';

export interface CsvPreview {
  fields: string[];
  rows: Record<string, string>[];
  problems: string[];
}

export interface RowError {
  row: number;
  message: string;
}

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

export function parseUsersCsv(text: string): CsvPreview {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return {
    fields: parsed.meta.fields ?? [],
    rows: parsed.data,
    problems: parsed.errors.map((e) => `Row ${(e.row ?? 0) + 1}: ${e.message}`),
  };
}

export const IMPORT_POLL_MS = 500;

const finished = (progress: CsvImportProgress | undefined) =>
  progress?.state === 'completed' || progress?.state === 'failed';

/** Polls the import job's progress until it has finished; null before an upload. */
function useImportProgress(jobid: string | null): CsvImportProgress | null {
  const client = useQueryClient();
  const progress = useQuery({
    queryKey: queryKeys.csvImport(jobid ?? ''),
    queryFn: ({ signal }) => getCsvImportProgress(jobid ?? '', { signal }),
    enabled: jobid !== null,
    retry: false,
    refetchInterval: (query) => (finished(query.state.data) ? false : IMPORT_POLL_MS),
  });
  const state = progress.data?.state;
  const { error } = progress;
  useEffect(() => {
    if (error) reportApiError(error);
  }, [error]);
  // The imported owners and their vehicles are new rows of the admin's lists.
  useEffect(() => {
    if (state !== 'completed') return;
    void client.invalidateQueries({ queryKey: queryKeys.owners.all });
    void client.invalidateQueries({ queryKey: queryKeys.vehicles.all });
  }, [state, client]);
  return jobid === null ? null : (progress.data ?? null);
}

export function useCsvUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // The upload: the accepted file's row count and import job, or the refused file's row errors.
  // The lists are read again when the job has finished (useImportProgress), not here.
  const sending = useMutation({
    mutationFn: (chosen: File) =>
      uploadCsv(
        {
          file: chosen,
          name: chosen.name,
          id: session.get('userid') ?? '',
          hoaid: session.get('hoaid') ?? '',
        },
        (percent) => setProgress(percent),
      ),
    onSuccess: () => publishSuccess(SUCCESS.uploadCsv),
    onError: (failure) => void reportApiError(failure),
  });
  const importProgress = useImportProgress(sending.data?.jobid ?? null);
  const failure = sending.error;
  const rowErrors: RowError[] = failure && isApiError(failure) ? failure.rows : NO_ROW_ERRORS;

  const choose = async (next: File | null) => {
    setFile(next);
    sending.reset();
    setProgress(null);
    setPreview(next ? parseUsersCsv(await readText(next)) : null);
  };

  const upload = async () => {
    if (!file) return;
    setProgress(0);
    await sending.mutateAsync(file).catch(() => undefined);
  };

  return {
    file,
    preview,
    progress,
    rowErrors,
    uploaded: sending.data?.count ?? null,
    importProgress,
    choose,
    upload,
  };
}

const NO_ROW_ERRORS: RowError[] = [];

// Report downloads (spec §2 Reports, Maintenance 'Download Vehicle Report'): a real CSV of the
// rows on show. Cells that a spreadsheet would read as a formula (= + - @, also tab and carriage
// return) get a leading apostrophe, so a plate or a name can never run as a formula (OWASP CSV
// injection).
import Papa from 'papaparse';

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse({
    fields: header.map(neutraliseCell),
    data: rows.map((row) => row.map(neutraliseCell)),
  });
}

/** Hands the CSV to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

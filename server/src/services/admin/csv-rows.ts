// Owner CSV rows (spec §2 HOA Settings "upload users CSV", §7 uploadcsv).
//
// Format: UTF-8 CSV with a header row. Required columns:
//   first_name,last_name,email,phone,unitnumber,pincode
// Optional columns (blank = default):
//   password                  argon2-hashed; when blank the owner gets an unusable password
//                             and a password-reset mail
//   parking_allowed           default 5 (spec §9 owner defaults)
//   parking_allowed_renter    default 2
//   owner_free_parking        default 0
//   renter_free_parking       default 0
// Every row becomes an owner (role owner, crud write). Rows are numbered from 1 (the first
// line after the header).
import Papa from 'papaparse';
import { z } from 'zod';
import { VALIDATION } from '@parking/shared/domain';
import { EMAIL_PATTERN } from '../../routes/schemas/fields';

export const CSV_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'unitnumber', 'pincode'];
export const MAX_CSV_ROWS = 5000;

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
const allowance = (name: string, fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!/^\d{1,4}$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number of at least 0` });
        return z.NEVER;
      }
      return Number(value);
    });

const rowSchema = z.object({
  first_name: text('First name field is required', 100),
  last_name: text('Last name field is required', 100),
  email: text(VALIDATION.ownerEmail, 200)
    .regex(EMAIL_PATTERN, VALIDATION.invalidEmailFormat)
    .transform((email) => email.toLowerCase()),
  phone: text(VALIDATION.ownerPhone, 40),
  unitnumber: text('Unit number field is required', 20),
  pincode: text(VALIDATION.ownerPin, 20),
  password: z.string().max(200, 'At most 200 characters').optional().default(''),
  parking_allowed: allowance('parking_allowed', 5),
  parking_allowed_renter: allowance('parking_allowed_renter', 2),
  owner_free_parking: allowance('owner_free_parking', 0),
  renter_free_parking: allowance('renter_free_parking', 0),
});

export type OwnerCsvRow = z.output<typeof rowSchema>;
export interface RowProblem {
  row: number;
  message: string;
}

export interface ParsedCsv {
  rows: OwnerCsvRow[];
  problems: RowProblem[];
}

/** Parses and checks every row; `taken` holds the e-mails and owner units already in use. */
export function parseOwnerCsv(
  csv: string,
  taken: { emails: Set<string>; units: Set<string> },
): ParsedCsv {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const problems: RowProblem[] = [];
  const header = parsed.meta.fields ?? [];
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    return { rows: [], problems: [{ row: 0, message: `Missing columns: ${missing.join(', ')}` }] };
  }
  if (parsed.data.length === 0) return { rows: [], problems: [{ row: 0, message: 'No rows' }] };
  if (parsed.data.length > MAX_CSV_ROWS) {
    return { rows: [], problems: [{ row: 0, message: `At most ${MAX_CSV_ROWS} rows` }] };
  }
  for (const error of parsed.errors) {
    if (error.row !== undefined) problems.push({ row: error.row + 1, message: error.message });
  }
  const emails = new Map<string, number>();
  const units = new Map<string, number>();
  const rows: OwnerCsvRow[] = [];
  parsed.data.forEach((record, index) => {
    const row = index + 1;
    const result = rowSchema.safeParse(record);
    if (!result.success) {
      const issue = result.error.issues[0];
      problems.push({ row, message: issue?.message ?? 'Invalid row' });
      return;
    }
    const owner = result.data;
    const sameEmail = emails.get(owner.email);
    const sameUnit = units.get(owner.unitnumber);
    if (sameEmail !== undefined) {
      problems.push({ row, message: `Email ${owner.email} repeats row ${sameEmail}` });
    } else if (taken.emails.has(owner.email)) {
      problems.push({ row, message: `Email ${owner.email} is already registered` });
    } else if (sameUnit !== undefined) {
      problems.push({ row, message: `Unit ${owner.unitnumber} repeats row ${sameUnit}` });
    } else if (taken.units.has(owner.unitnumber)) {
      problems.push({ row, message: `Unit ${owner.unitnumber} already has an owner` });
    }
    emails.set(owner.email, emails.get(owner.email) ?? row);
    units.set(owner.unitnumber, units.get(owner.unitnumber) ?? row);
    rows.push(owner);
  });
  problems.sort((a, b) => a.row - b.row);
  return { rows, problems };
}

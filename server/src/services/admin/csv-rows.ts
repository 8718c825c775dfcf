// Owner CSV rows (spec §2 HOA Settings "upload users CSV", §7 uploadcsv).
//
// Format: UTF-8 CSV with a header row. Required columns:
//   first_name,last_name,email,phone,unitnumber,pincode
// Optional columns (blank = default):
//   password                  argon2-hashed; when blank the owner gets an unusable password
//                             and a password-reset mail
//   parking_allowed           blank or "community default" follows the community's setting;
//   parking_allowed_renter    a number is the unit's exception (docs/adr/0007)
//   owner_free_parking
//   renter_free_parking
// Free spots are never above the allowance they belong to, a blank value counting as the
// community's own setting (validateUnitAllowance).
// Every row becomes an owner (role owner, crud write). Rows are numbered from 1 (the first
// line after the header).
import Papa from 'papaparse';
import { z } from 'zod';
import {
  UNIT_ALLOWANCE_KEYS,
  VALIDATION,
  validateUnitAllowance,
  type CommunityAllowance,
} from '@parking/shared/domain';
import { EMAIL_PATTERN, allowanceField } from '@parking/shared/domain';

export const CSV_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'unitnumber', 'pincode'];
export const MAX_CSV_ROWS = 5000;

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

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
  parking_allowed: allowanceField('parking_allowed'),
  parking_allowed_renter: allowanceField('parking_allowed_renter'),
  owner_free_parking: allowanceField('owner_free_parking'),
  renter_free_parking: allowanceField('renter_free_parking'),
});

export type OwnerCsvRow = z.output<typeof rowSchema>;
export interface RowProblem {
  row: number;
  message: string;
}

/** The community's settings a blank allowance follows. */
export type CsvCommunity = Pick<
  CommunityAllowance,
  | 'parking_allowed_unit'
  | 'parking_allowed_renter'
  | 'owner_free_parking_spots'
  | 'renter_free_parking_spots'
>;

export interface ParsedCsv {
  rows: OwnerCsvRow[];
  problems: RowProblem[];
}

/** The first allowance problem of a row, counting a blank value as the community's. */
function allowanceProblem(owner: OwnerCsvRow, community: CsvCommunity): string | undefined {
  const errors = validateUnitAllowance(owner, community);
  return UNIT_ALLOWANCE_KEYS.map((key) => errors[key]).find((message) => message !== undefined);
}

/**
 * Parses and checks every row; `taken` holds the e-mails and owner units already in use,
 * `community` the settings that blank allowances follow.
 */
export function parseOwnerCsv(
  csv: string,
  taken: { emails: Set<string>; units: Set<string> },
  community: CsvCommunity,
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
    const allowance = allowanceProblem(owner, community);
    if (allowance !== undefined) {
      problems.push({ row, message: allowance });
    } else if (sameEmail !== undefined) {
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

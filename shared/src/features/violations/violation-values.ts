// The Violation form's defaults (spec §3): reporter the current username, date today, time now
// as HH:MM:SS, type PARKING_VIOLATION.
import type { z } from 'zod';
import { dstr, type violationFormSchema } from '../../domain';

export const DEFAULT_VIOLATION_TYPE = 'PARKING_VIOLATION';

/** The form's fields as the user fills them in (docs/adr/0035: the schema is the server's). */
export type ViolationValues = z.input<typeof violationFormSchema>;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** spec §3: violation_time defaults to the current time, HH:MM:SS. */
export function timeNow(now: Date = new Date()): string {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

export function initialViolationValues(reporter: string, now: Date = new Date()): ViolationValues {
  return {
    violation_type: DEFAULT_VIOLATION_TYPE,
    violation_reporter: reporter,
    violation_plate: '',
    violation_state: '',
    violation_location: '',
    violation_description: '',
    violation_date: dstr(now),
    violation_time: timeNow(now),
  };
}

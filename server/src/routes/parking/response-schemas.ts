// Response schemas of /api/parking, keyed by success status: Fastify serialises only
// the fields listed, so a response carries what the API contract (and its screens) names and
// nothing a row happens to hold. Routes that answer with a CSV file are left without one.
import type {
  ApiErrorBody,
  CsvImportProgress,
  OverLimits,
  SettingsSaveResponse,
  UploadCsvErrorBody,
  UploadCsvResponse,
} from '@parking/shared/domain';
import { vehicleListSchema } from '@parking/shared/domain';
import {
  communityFields,
  communityOptional,
  exactly,
  integer,
  listOf,
  messageFields,
  notification,
  nullableInteger,
  nullableText,
  owner,
  text,
  vehicleFields,
  type Fields,
} from './response-fields';

const ok = (schema: object) => ({ 200: schema });
const created = (schema: object) => ({ 201: schema });

/** Every { message } answer. */
export const messageResponse = ok(exactly(messageFields));
/** updatehoa and updateowner (docs/adr/0028): the cars over a limit after and before. */
const overLimits = exactly({
  lot: integer,
  unit_cars: integer,
  units: integer,
} satisfies Fields<OverLimits>);
export const settingsSaveResponse = ok(
  exactly({
    ...messageFields,
    over_limits: overLimits,
    over_limits_before: overLimits,
  } satisfies Fields<SettingsSaveResponse>),
);
/** { message, count } of the maintenance calls (adjust_dates, soft and hard delete). */
export const countResponse = ok(exactly({ ...messageFields, count: integer }));

// ---------- community ----------

/** update_contact_info and updatehoahelp: the updated community with the spec §8 message. */
export const communityUpdateResponse = ok(
  exactly({ ...communityFields, ...messageFields }, communityOptional),
);

// ---------- vehicles ----------

/**
 * get_all_vehicles (admin-owners.ts): the shared vehicle list (docs/adr/0035), named here until
 * that route moves.
 */
export const vehicleListResponse = ok(vehicleListSchema);
/** get_car_usage_renter_warning: every row carries the unit owner's contact (spec §3 userdata). */
export const carUsageResponse = ok(listOf(exactly(vehicleFields, ['version'])));

// ---------- owners, violations, notifications ----------

export const ownerListResponse = ok(listOf(owner));
export const notificationCreatedResponse = created(notification);
export const notificationListResponse = ok(listOf(notification));

// ---------- CSV import ----------

/**
 * uploadcsv: 200 the import job; 400 a refused file's rows, or the error handler's
 * { message, errors, code } (both go through this schema).
 */
export const uploadCsvResponse = {
  ...ok(
    exactly({ ...messageFields, count: integer, jobid: text } satisfies Fields<UploadCsvResponse>),
  ),
  400: exactly(
    {
      ...messageFields,
      rows: listOf(exactly({ row: integer, message: text })),
      errors: { type: 'object', additionalProperties: text },
      code: text,
    } satisfies Fields<UploadCsvErrorBody & Omit<ApiErrorBody, 'quote' | 'guest_limits'>>,
    ['rows', 'errors', 'code'],
  ),
};
export const csvImportProgressResponse = ok(
  exactly({
    jobid: text,
    state: { type: 'string', enum: ['waiting', 'active', 'completed', 'failed'] },
    done: integer,
    total: integer,
    imported: nullableInteger,
    message: nullableText,
  } satisfies Fields<CsvImportProgress>),
);

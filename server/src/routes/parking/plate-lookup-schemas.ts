// Request and response schemas of the plate lookup calls.
import { z } from 'zod';
import {
  PLATE_MESSAGES,
  type PlateLookupRequest,
  type PlateLookupResponse,
  type RecentPlateLookup,
  type TowViolation,
} from '@parking/shared/domain';
import { optionalText, requiredText } from '@parking/shared/domain';
import { exactly, flag, integer, listOf, text, type Fields } from './response-fields';

export const plateLookupSchema = z.object({
  plate: requiredText(PLATE_MESSAGES.lookupRequired, 20),
  plate_state: optionalText(20),
}) satisfies z.ZodType<PlateLookupRequest>;

/** No fields: the caller is the token's user. */
export const recentLookupsSchema = z.object({}).strict();

const lookupFields = {
  plate: text,
  authorised: flag,
  unitnumber: text,
  vehicle_type: text,
  make: text,
  model: text,
  plate_state: text,
  enddate: text,
  carownertype: text,
  paid_through: text,
  over_unit_limit: flag,
  over_guest_limit: flag,
  violation_count: integer,
  tow_eligible: flag,
  tow_violations: listOf(
    exactly({
      _id: text,
      violation_date: text,
      violation_time: text,
      violation_type: text,
      violation_location: text,
      violation_state: text,
    } satisfies Fields<TowViolation>),
  ),
  reason: text,
  offsite_since: text,
} satisfies Fields<PlateLookupResponse>;

export const plateLookupResponse = {
  200: exactly(
    lookupFields,
    Object.keys(lookupFields).filter(
      (key) => !['plate', 'authorised', 'violation_count'].includes(key),
    ),
  ),
};

export const recentLookupsResponse = {
  200: listOf(
    exactly({
      _id: text,
      plate: text,
      plate_state: text,
      authorised: flag,
      unitnumber: text,
      looked_up_at: text,
    } satisfies Fields<RecentPlateLookup>),
  ),
};

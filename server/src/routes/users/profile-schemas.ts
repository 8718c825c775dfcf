// Request schemas of the owner profile calls (spec §7 Users), typed against the API contract.
import { z } from 'zod';
import {
  VALIDATION,
  type ChangeAvailabilityRequest,
  type ChangeNameRequest,
  type ChangePinRequest,
  type ChangeRulesAndRegsRequest,
  type DeleteOwnerRequest,
} from '@parking/shared/domain';
import { optionalText, requiredText, uuidField } from '@parking/shared/domain';
import { pinField } from './schemas';

// spec §3 flags are 0 or 1: null, true or '1' is refused, never stored as a guess.
const zeroOrOne = (name: string) =>
  z.union([z.literal(0), z.literal(1)], { error: `${name} must be 0 or 1` });

export const changePinSchema = z.object({
  userid: uuidField('userid'),
  pincode: pinField,
}) satisfies z.ZodType<ChangePinRequest>;

export const changeNameSchema = z.object({
  which: z.literal('owner', { error: "which must be 'owner'" }).optional().default('owner'),
  userid: uuidField('userid'),
  name: optionalText(200),
  fname: requiredText(VALIDATION.vehicleFirstName, 100),
  lname: requiredText(VALIDATION.vehicleLastName, 100),
  unitnumber: optionalText(20),
  phone: requiredText(VALIDATION.ownerPhone, 40),
}) satisfies z.ZodType<ChangeNameRequest>;

export const changeAvailabilitySchema = z.object({
  userid: uuidField('userid'),
  status_flag: zeroOrOne('status_flag'),
}) satisfies z.ZodType<ChangeAvailabilityRequest>;

export const changeRulesSchema = z.object({
  userid: uuidField('userid'),
  terms: zeroOrOne('terms'),
  termsaccepted: z
    .boolean({ error: 'termsaccepted must be true or false' })
    .optional()
    .default(false),
}) satisfies z.ZodType<ChangeRulesAndRegsRequest>;

export const deleteOwnerSchema = z.object({
  userid: uuidField('userid'),
}) satisfies z.ZodType<DeleteOwnerRequest>;

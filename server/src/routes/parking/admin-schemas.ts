// Request schemas of the admin calls (spec §7), typed against the API contract.
import { z } from 'zod';
import {
  VALIDATION,
  isDstr,
  type AdjustDatesRequest,
  type CarUsageRequest,
  type SoftDeleteVehiclesRequest,
  type DeleteNotificationRequest,
} from '@parking/shared/domain';
import { hoaidField, uuidField } from '@parking/shared/domain';

export const deleteNotificationSchema = z.object({
  notificationid: uuidField('notificationid'),
}) satisfies z.ZodType<DeleteNotificationRequest>;

const dstrValue = (name: string) =>
  z.string({ error: `${name} is required` }).refine(isDstr, `${name} must be a YYYY-MM-DD date`);

// spec §2 Admin profile: days to add (default 5); a decade either way is plenty.
export const adjustDatesSchema = z.object({
  numdays: z.coerce
    .number({ error: 'numdays must be a number' })
    .int('numdays must be a whole number')
    .min(-3650, 'numdays is too small')
    .max(3650, 'numdays is too large'),
}) satisfies z.ZodType<AdjustDatesRequest>;

export const softDeleteSchema = z.object({
  enddate: dstrValue('enddate'),
  preview: z.boolean().optional().default(false),
}) satisfies z.ZodType<SoftDeleteVehiclesRequest>;

export const carUsageSchema = z
  .object({
    which: z.enum(['renter', 'owner'], { error: "which must be 'renter' or 'owner'" }),
    begindate: dstrValue('begindate'),
    enddate: dstrValue('enddate'),
    hoaid: hoaidField,
  })
  .refine((input) => input.begindate <= input.enddate, {
    message: 'begindate must not be after enddate',
    path: ['enddate'],
  }) satisfies z.ZodType<CarUsageRequest>;

/** spec §5: an admin resetting an owner's password gets 'Password cannot be empty'. */
export const adminResetSchema = (adminId: string) =>
  z
    .object({
      userid: z.unknown().optional(),
      reset_token: z.unknown().optional(),
      password: z.unknown().optional(),
    })
    .superRefine((body, ctx) => {
      if (body.userid === adminId || body.reset_token !== undefined) return;
      if (typeof body.password !== 'string' || body.password.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION.adminPasswordEmpty,
          path: ['password'],
        });
      }
    });

// The admin's password reset check that runs before the body schema (spec §5).
import { z } from 'zod';
import { VALIDATION } from '@parking/shared/domain';

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

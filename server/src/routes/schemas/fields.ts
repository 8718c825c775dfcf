// Building blocks for request schemas: required texts carry the spec §5 message both for a
// missing field and for an empty one.
import { z } from 'zod';

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const optionalText = (max = 200) =>
  z.string().trim().max(max, `At most ${max} characters`).optional().default('');

export const hoaidField = requiredText('hoaid is required', 40);

export const uuidField = (name: string) => z.uuid({ error: `${name} must be a valid id` });

export const nonNegativeInt = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} cannot be negative`)
    .max(1000, `${name} is too large`)
    .default(fallback);

/** A plain address check, like the forgot-password form's (spec §5 basic e-mail pattern). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

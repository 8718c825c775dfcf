// Request schemas of the /api/parking calls of this issue, typed against the API contract.
import { z } from 'zod';
import { type HoaDstrRequest, type HoaRequest } from '@parking/shared/domain';
import { clientDateField, hoaidField, requiredText } from '@parking/shared/domain';

const dstrField = clientDateField();

/** Public calls: hoaid names the community; signed in, it must be the token's. */
export const hoaSchema = z.object({ hoaid: hoaidField }) satisfies z.ZodType<HoaRequest>;

export const hoaDstrSchema = z.object({
  hoaid: hoaidField,
  dstr: dstrField,
}) satisfies z.ZodType<HoaDstrRequest>;

export const hoaidParamsSchema = z.object({ hoaid: requiredText('hoaid is required', 40) });

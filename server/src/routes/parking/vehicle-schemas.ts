// Request schemas of the count calls (spec §7 Parking), typed against the API contract.
import { z } from 'zod';
import {
  type ActiveCountRequest,
  type OwnerCountRequest,
  clientDateField,
  hoaidField,
  uuidField,
} from '@parking/shared/domain';

export const activeCountSchema = z.object({
  hoaid: hoaidField,
  ownerid: uuidField('ownerid'),
  dstr: clientDateField(),
}) satisfies z.ZodType<ActiveCountRequest>;

export const countByOwnerSchema = z.object({
  ownerid: uuidField('ownerid'),
}) satisfies z.ZodType<OwnerCountRequest>;

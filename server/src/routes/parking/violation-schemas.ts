// Request schemas of the violation calls (spec §5 Violation messages, §7).
import { z } from 'zod';
import {
  VALIDATION,
  type DeleteViolationRequest,
  type InsertViolationRequest,
} from '@parking/shared/domain';
import { hoaidField, optionalText, requiredText, uuidField } from '../../domain/fields';

export const insertViolationSchema = z.object({
  hoaid: hoaidField,
  violation_type: optionalText(40),
  violation_plate: requiredText(VALIDATION.violationPlate, 20),
  violation_state: requiredText(VALIDATION.violationState, 20),
  violation_location: requiredText(VALIDATION.violationLocation, 200),
  violation_description: optionalText(2000),
  violation_reporter: optionalText(100),
  violation_date: optionalText(10),
  violation_time: optionalText(8),
  client_key: z
    .string({ error: 'client_key must be text' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'client_key must be 8 to 64 letters, digits, - or _')
    .optional(),
}) satisfies z.ZodType<InsertViolationRequest>;

export const deleteViolationSchema = z.object({
  violationid: uuidField('violationid'),
}) satisfies z.ZodType<DeleteViolationRequest>;

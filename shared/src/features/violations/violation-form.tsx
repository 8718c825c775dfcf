// spec §2 Violation form: reporter, plate, state, location, description, date, time. Anyone in
// the community may report (spec §6).
// The fields are checked with the server's own schema (violationFormSchema, docs/adr/0035)
// through react-hook-form: an error shows after Submit and clears as soon as the field is right.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { addViolationPhoto, insertViolation, isApiError } from '../../api';
import { queryKeys } from '../../data';
import {
  FAILURE,
  SUCCESS,
  violationFormSchema,
  type InsertViolationRequest,
  type Violation,
} from '../../domain';
import { publishError, publishSuccess } from '../../events';
import styled from 'styled-components';
import { DateField, FieldGrid, PopupForm, TextAreaField, TextField } from '../../ui';
import { checkedValues, useSchemaForm } from '../form-checks';
import { apiErrorMessage, reportApiError } from '../report-api-error';
import { readSessionContext } from '../session-context';
import { initialViolationValues, type ViolationValues } from './violation-values';
import { PhotoPicker, type PickedPhoto } from './violation-photos';

/** The report is saved but a photo is not: said so, and the form stays open to try again. */
export const PHOTO_NOT_SENT =
  'The violation was saved, but a photo could not be sent: Submit tries it again, or remove it.';

export interface ViolationFormProps {
  open: boolean;
  /** Values to start from, e.g. the plate, state, date and time of a plate lookup. */
  prefill?: Partial<ViolationValues>;
  onAdded: (violation: Violation) => void;
  onClose: () => void;
  /**
   * docs/adr/0027: keeps a report made without signal on the device (the patrol page). With it
   * every report carries an idempotency key, so one sent again after a lost answer saves once.
   */
  queueWhenOffline?: (
    request: InsertViolationRequest & { client_key: string },
    photos: Blob[],
  ) => Promise<void>;
  /** Shown when a report was queued instead of sent. */
  queuedMessage?: string;
}

const DescriptionField = styled(TextAreaField)`
  margin-top: ${({ theme }) => theme.space.md};
`;

type TextKey =
  | 'violation_reporter'
  | 'violation_plate'
  | 'violation_state'
  | 'violation_location'
  | 'violation_time';

const TEXT_FIELDS: readonly { key: TextKey; label: string }[] = [
  { key: 'violation_reporter', label: 'Reporter' },
  { key: 'violation_plate', label: 'Plate' },
  { key: 'violation_state', label: 'State' },
  { key: 'violation_location', label: 'Location' },
];

/** 32 random hex characters: the report's idempotency key. */
function newClientKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function ViolationFormBody({
  prefill,
  onAdded,
  onClose,
  queueWhenOffline,
  queuedMessage,
}: Omit<ViolationFormProps, 'open'>) {
  const form = useSchemaForm<ViolationValues, z.output<typeof violationFormSchema>>(
    violationFormSchema,
    { ...initialViolationValues(readSessionContext().username), ...prefill },
  );
  const { errors } = form.formState;
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const savedReport = useRef<Violation | null>(null);
  const [clientKey] = useState(() => (queueWhenOffline ? newClientKey() : undefined));
  const [confirmation, setConfirmation] = useState<string>(SUCCESS.violationInsert);
  const sentPhotos = useRef(new Set<string>());
  const client = useQueryClient();
  // The thumbnails' object URLs go with the form.
  const shown = useRef(photos);
  shown.current = photos;
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  const submit = async (): Promise<boolean> => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      // A report already saved (a photo failed before) is not saved twice.
      const request = {
        ...values,
        hoaid: readSessionContext().hoaid,
        ...(clientKey ? { client_key: clientKey } : {}),
      };
      let saved = savedReport.current;
      if (!saved) {
        try {
          saved = await insertViolation(request);
        } catch (failure) {
          const noSignal = !navigator.onLine || (isApiError(failure) && failure.status === 0);
          if (!queueWhenOffline || !clientKey || !noSignal) throw failure;
          await queueWhenOffline(
            { ...request, client_key: clientKey },
            photos.map((photo) => photo.blob),
          );
          const queued = queuedMessage ?? SUCCESS.violationInsert;
          setConfirmation(queued);
          publishSuccess(queued);
          return true;
        }
      }
      savedReport.current = saved;
      // docs/adr/0027: the photos follow the saved report, one request each.
      for (const photo of photos) {
        if (sentPhotos.current.has(photo.id)) continue;
        try {
          await addViolationPhoto({ violationid: saved._id, file: photo.blob });
          sentPhotos.current.add(photo.id);
        } catch (failure) {
          publishError(`${PHOTO_NOT_SENT} ${apiErrorMessage(failure)}`);
          void client.invalidateQueries({ queryKey: queryKeys.violations.all });
          return false;
        }
      }
      publishSuccess(SUCCESS.violationInsert);
      // docs/adr/0011: the violations lists of the page read again.
      void client.invalidateQueries({ queryKey: queryKeys.violations.all });
      onAdded(saved);
      return true;
    } catch (error) {
      // The server's field errors show under the fields, like the form's own.
      for (const [field, message] of Object.entries(
        reportApiError(error, FAILURE.violationInsert),
      )) {
        form.setError(field as keyof ViolationValues, { type: 'server', message });
      }
      return false;
    }
  };

  return (
    <PopupForm
      open
      title="Violation"
      onSubmit={submit}
      onClose={onClose}
      confirmation={confirmation}
      width="md"
    >
      <FieldGrid>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            {...form.register(field.key)}
            error={errors[field.key]?.message}
          />
        ))}
        <DateField
          label="Date"
          {...form.register('violation_date')}
          error={errors.violation_date?.message}
        />
        <TextField
          label="Time"
          type="time"
          step={1}
          {...form.register('violation_time')}
          error={errors.violation_time?.message}
        />
      </FieldGrid>
      <DescriptionField
        label="Description"
        {...form.register('violation_description')}
        error={errors.violation_description?.message}
      />
      <PhotoPicker photos={photos} onChange={setPhotos} />
    </PopupForm>
  );
}

export function ViolationForm({ open, ...props }: ViolationFormProps) {
  return open ? <ViolationFormBody {...props} /> : null;
}

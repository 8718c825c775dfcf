// spec §2 HOA Settings: every updatehoa setting with its label and check; on success 'HOA Update
// Success', then every community query of the page is read again (spec §7, docs/adr/0011), so the
// fee and card flags every user acts on are the new ones, and so are the owners and vehicle lists
// whose allowances and counts follow the settings.
// The typed values are checked with updatehoa's own rules (hoaSettingsFormSchema) through
// react-hook-form (docs/adr/0035): a message shows after Submit and clears as soon as the field is
// right; the server's field errors are set on the same fields.
import { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateHoa } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import {
  SUCCESS,
  hoaSettingsFormSchema,
  type Community,
  type HoaSettingsValues,
} from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import {
  apiErrorMessage,
  reportApiError,
  setServerErrors,
  signedInCommunityQuery,
  useInvalidateCommunity,
  useSchemaForm,
} from '@parking/shared/features';
import { session } from '@parking/shared/session';
import {
  Button,
  ButtonRow,
  CheckboxField,
  DateField,
  ErrorBox,
  FieldGrid,
  TextField,
  useConfirm,
  type TextFieldProps,
} from '@parking/shared/ui';
import { confirmOverLimits } from '../../../lib/confirm-over-limits';
import {
  GUEST_TYPES_LEGEND,
  GUEST_TYPE_CHOICES,
  guestRuleSettings,
  TOW_COUNT_LABEL,
  TOW_WINDOW_LABEL,
  countSettings,
  toForm,
} from '../hooks/hoa-settings-values';

// The help texts' editor, loaded only when the settings open (docs/adr/0019).
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor'));

export const GUEST_TERMS_LABEL = 'Guest terms and conditions';
export const GUEST_TERMS_NOTE =
  'Guests accept these on their invitation page. Until you save guest terms of your own, guests read the Renter TC, shown here to start from.';

const GuestTerms = styled.fieldset`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type Checked = z.output<typeof hoaSettingsFormSchema>;
/** What updatehoa is sent besides hoaid (and preview). */
type HoaSettings = Checked & { guest_tc?: string };
/** The settings typed as text. */
type TextSetting = {
  [K in keyof HoaSettingsValues]: HoaSettingsValues[K] extends string ? K : never;
}[keyof HoaSettingsValues];

/** The updatehoa calls with what follows a save: the page's community, owner and vehicle data. */
function useSaveSettings(hoaid: string, onError: (failure: unknown) => void) {
  const invalidateCommunity = useInvalidateCommunity();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: HoaSettings) => updateHoa({ ...settings, hoaid }),
    onSuccess: async () => {
      publishSuccess(SUCCESS.hoaUpdate);
      // The owners list shows each unit's allowances and the vehicle lists the active counts,
      // both computed from these settings (docs/adr/0007): they are refreshed with them.
      await Promise.all([
        invalidateCommunity(),
        client.invalidateQueries({ queryKey: queryKeys.owners.all }),
        client.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
      ]);
    },
    onError,
  });
}

function SettingsFields({ community, hoaid }: { community: Community; hoaid: string }) {
  const form = useSchemaForm<HoaSettingsValues, Checked>(hoaSettingsFormSchema, toForm(community));
  const { errors, isSubmitting } = form.formState;
  // docs/adr/0030: the guest terms as edited; null while unchanged (updatehoa keeps them).
  const [guestTerms, setGuestTerms] = useState<string | null>(null);
  const showServerErrors = (failure: unknown) =>
    setServerErrors(form, reportApiError(failure), hoaSettingsFormSchema.shape);
  const update = useSaveSettings(hoaid, showServerErrors);
  const { confirm, dialog } = useConfirm();

  const save = form.handleSubmit(async (values) => {
    const settings = { ...values, ...(guestTerms !== null ? { guest_tc: guestTerms } : {}) };
    // docs/adr/0028: a lower lot or unit limit than the cars onsite asks the admin first.
    try {
      const check = await updateHoa({ ...settings, hoaid, preview: true });
      if (!(await confirmOverLimits(check, confirm))) return;
    } catch (failure) {
      showServerErrors(failure);
      return;
    }
    await update.mutateAsync(settings).catch(() => undefined);
  });

  const text = (key: TextSetting, label: string, props: Partial<TextFieldProps> = {}) => (
    <TextField
      key={key}
      label={label}
      {...props}
      {...form.register(key)}
      error={errors[key]?.message}
    />
  );

  return (
    <>
      <form
        aria-label="HOA Settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FieldGrid>
          {countSettings.map(([key, label]) => text(key, label, { inputMode: 'numeric' }))}
          {text('season_parking_fee_factor', 'Seasonal parking fee factor', {
            inputMode: 'decimal',
          })}
          {text('parking_information_url', 'Parking information URL', { type: 'url' })}
          {text('reminder_time', 'Checkout reminder time', { type: 'time' })}
          {text('tow_violation_count', TOW_COUNT_LABEL, { inputMode: 'numeric' })}
          {text('tow_window_days', TOW_WINDOW_LABEL, { inputMode: 'numeric' })}
          <CheckboxField
            label="Use availability factor"
            {...form.register('use_availability_factor')}
          />
          <CheckboxField label="Use warning status" {...form.register('use_warning_status')} />
          {/* docs/adr/0028: the last day of warning mode's one extra car per unit. */}
          <DateField
            label="Extra car allowed until"
            {...form.register('warning_grace_date')}
            error={errors.warning_grace_date?.message}
          />
          {/* docs/adr/0029: fair use of guest parking over time, all off at 0. */}
          {guestRuleSettings.map(([key, label]) => text(key, label, { inputMode: 'numeric' }))}
        </FieldGrid>
        <fieldset>
          <legend>{GUEST_TYPES_LEGEND}</legend>
          {GUEST_TYPE_CHOICES.map((type) => (
            <CheckboxField
              key={type}
              label={type}
              value={type}
              {...form.register('guest_owner_types')}
            />
          ))}
        </fieldset>
        <GuestTerms>
          <legend>{GUEST_TERMS_LABEL}</legend>
          <p>{GUEST_TERMS_NOTE}</p>
          <Suspense fallback={<p>Loading editor…</p>}>
            <RichTextEditor
              label={GUEST_TERMS_LABEL}
              initialHtml={community.guest_tc || community.help_text?.renter_tc || ''}
              onChange={setGuestTerms}
            />
          </Suspense>
        </GuestTerms>
        <ButtonRow>
          <Button type="submit" variant="primary" icon="submit" disabled={isSubmitting}>
            Submit
          </Button>
        </ButtonRow>
      </form>
      {dialog}
    </>
  );
}

export function HoaSettingsForm() {
  const hoaid = session.get('hoaid') ?? '';
  const loaded = useQuery(signedInCommunityQuery(hoaid));
  // The form starts from the community as first loaded (useForm reads its defaultValues once):
  // a later refresh never overwrites typing.
  const community = loaded.data;
  if (!community) {
    return <ErrorBox message={loaded.error ? apiErrorMessage(loaded.error) : null} />;
  }
  return <SettingsFields community={community} hoaid={hoaid} />;
}

// spec §2 HOA Settings: every updatehoa setting with its label and check; on success 'HOA Update
// Success', then every community query of the page is read again (spec §7, docs/adr/0011), so the
// fee and card flags every user acts on are the new ones, and so are the owners and vehicle lists
// whose allowances and counts follow the settings.
import { Suspense, lazy, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateHoa } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import { SUCCESS } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import {
  apiErrorMessage,
  reportApiError,
  signedInCommunityQuery,
  useInvalidateCommunity,
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
  toSettings,
  validateSettings,
  type SettingsForm,
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

export function HoaSettingsForm() {
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // docs/adr/0030: the guest terms as edited; null while unchanged (updatehoa keeps them).
  const [guestTerms, setGuestTerms] = useState<string | null>(null);
  const hoaid = session.get('hoaid') ?? '';
  const loaded = useQuery(signedInCommunityQuery(hoaid));
  const invalidateCommunity = useInvalidateCommunity();
  const client = useQueryClient();
  const update = useMutation({
    mutationFn: (settings: ReturnType<typeof toSettings>) => updateHoa({ ...settings, hoaid }),
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
    onError: (failure) => setErrors(reportApiError(failure)),
  });
  const { confirm, dialog } = useConfirm();
  const [checking, setChecking] = useState(false);
  const saving = update.isPending || checking;

  // The form starts from the community as first loaded; a later refresh never overwrites typing.
  const community = loaded.data;
  useEffect(() => {
    if (community) setForm((current) => current ?? toForm(community));
  }, [community]);

  if (!form) return <ErrorBox message={loaded.error ? apiErrorMessage(loaded.error) : null} />;

  const save = async () => {
    const found = validateSettings(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const settings = {
      ...toSettings(form),
      ...(guestTerms !== null ? { guest_tc: guestTerms } : {}),
    };
    // docs/adr/0028: a lower lot or unit limit than the cars onsite asks the admin first.
    setChecking(true);
    try {
      const check = await updateHoa({ ...settings, hoaid, preview: true });
      if (!(await confirmOverLimits(check, confirm))) return;
    } catch (failure) {
      setErrors(reportApiError(failure));
      return;
    } finally {
      setChecking(false);
    }
    await update.mutateAsync(settings).catch(() => undefined);
  };

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
          {countSettings.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              inputMode="numeric"
              value={form[key]}
              error={errors[key]}
              onChange={(e) => setForm({ ...form, [key]: e.target.value })}
            />
          ))}
          <TextField
            label="Seasonal parking fee factor"
            inputMode="decimal"
            value={form.season_parking_fee_factor}
            error={errors.season_parking_fee_factor}
            onChange={(e) => setForm({ ...form, season_parking_fee_factor: e.target.value })}
          />
          <TextField
            label="Parking information URL"
            type="url"
            value={form.parking_information_url}
            error={errors.parking_information_url}
            onChange={(e) => setForm({ ...form, parking_information_url: e.target.value })}
          />
          <TextField
            label="Checkout reminder time"
            type="time"
            value={form.reminder_time}
            error={errors.reminder_time}
            onChange={(e) => setForm({ ...form, reminder_time: e.target.value })}
          />
          <TextField
            label={TOW_COUNT_LABEL}
            inputMode="numeric"
            value={form.tow_violation_count}
            error={errors.tow_violation_count}
            onChange={(e) => setForm({ ...form, tow_violation_count: e.target.value })}
          />
          <TextField
            label={TOW_WINDOW_LABEL}
            inputMode="numeric"
            value={form.tow_window_days}
            error={errors.tow_window_days}
            onChange={(e) => setForm({ ...form, tow_window_days: e.target.value })}
          />
          <CheckboxField
            label="Use availability factor"
            checked={form.use_availability_factor}
            onChange={(e) => setForm({ ...form, use_availability_factor: e.target.checked })}
          />
          <CheckboxField
            label="Use warning status"
            checked={form.use_warning_status}
            onChange={(e) => setForm({ ...form, use_warning_status: e.target.checked })}
          />
          {/* docs/adr/0028: the last day of warning mode's one extra car per unit. */}
          <DateField
            label="Extra car allowed until"
            value={form.warning_grace_date}
            error={errors.warning_grace_date}
            onChange={(e) => setForm({ ...form, warning_grace_date: e.target.value })}
          />
          {/* docs/adr/0029: fair use of guest parking over time, all off at 0. */}
          {guestRuleSettings.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              inputMode="numeric"
              value={form[key]}
              error={errors[key]}
              onChange={(e) => setForm({ ...form, [key]: e.target.value })}
            />
          ))}
        </FieldGrid>
        <fieldset>
          <legend>{GUEST_TYPES_LEGEND}</legend>
          {GUEST_TYPE_CHOICES.map((type) => (
            <CheckboxField
              key={type}
              label={type}
              checked={form.guest_owner_types.includes(type)}
              onChange={(e) =>
                setForm({
                  ...form,
                  guest_owner_types: e.target.checked
                    ? [...form.guest_owner_types, type]
                    : form.guest_owner_types.filter((t) => t !== type),
                })
              }
            />
          ))}
        </fieldset>
        <GuestTerms>
          <legend>{GUEST_TERMS_LABEL}</legend>
          <p>{GUEST_TERMS_NOTE}</p>
          <Suspense fallback={<p>Loading editor…</p>}>
            <RichTextEditor
              label={GUEST_TERMS_LABEL}
              initialHtml={community?.guest_tc || community?.help_text?.renter_tc || ''}
              onChange={setGuestTerms}
            />
          </Suspense>
        </GuestTerms>
        <ButtonRow>
          <Button type="submit" variant="primary" icon="submit" disabled={saving}>
            Submit
          </Button>
        </ButtonRow>
      </form>
      {dialog}
    </>
  );
}

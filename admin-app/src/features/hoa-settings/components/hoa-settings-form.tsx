// spec §2 HOA Settings: every updatehoa setting with its label and check; on success 'HOA Update
// Success', then the community is read again and stored (spec §7).
import { useEffect, useState } from 'react';
import { getHoaData, updateHoa } from '@parking/shared/api';
import { SUCCESS } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { apiErrorMessage, reportApiError } from '@parking/shared/features';
import { session, storeCommunity } from '@parking/shared/session';
import {
  Button,
  ButtonRow,
  CheckboxField,
  ErrorBox,
  FieldGrid,
  TextField,
} from '@parking/shared/ui';
import {
  countSettings,
  toForm,
  toSettings,
  validateSettings,
  type SettingsForm,
} from '../hooks/hoa-settings-values';

export function HoaSettingsForm() {
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    getHoaData().then(
      (community) => setForm(toForm(community)),
      (failure: unknown) => setLoadError(apiErrorMessage(failure)),
    );
  }, []);

  if (!form) return <ErrorBox message={loadError} />;

  const save = async () => {
    const found = validateSettings(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await updateHoa({ ...toSettings(form), hoaid: session.get('hoaid') ?? '' });
      publishSuccess(SUCCESS.hoaUpdate);
      storeCommunity(await getHoaData());
    } catch (failure) {
      setErrors(reportApiError(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
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
      </FieldGrid>
      <ButtonRow>
        <Button type="submit" variant="primary" icon="submit" disabled={saving}>
          Submit
        </Button>
      </ButtonRow>
    </form>
  );
}

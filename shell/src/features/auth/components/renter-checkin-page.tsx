// spec §2 Renter Checkin (/renterlogin): a unit dropdown and the owner's pin code.
import { getUnitNumbers, isApiError, loginRenter } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import { hasErrors, validateRenterLogin, type FieldErrors } from '@parking/shared/domain';
import { ErrorBox, SelectField, TextField } from '@parking/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useCommunity } from '../../../lib/community/use-community';
import { useToday } from '../../../lib/today';
import { availableUnits } from '../available-units';
import { signIn } from '../sign-in';
import { useGoBack } from '../use-go-back';
import { useFormTypedBeforeStart } from '../../../lib/use-form-typed-before-start';
import { AuthCard } from './auth-card';
import { FormActions } from './form-actions';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

type CheckinErrors = FieldErrors<'unitnumber' | 'pincode'>;

/**
 * The units a renter may check in to (spec §2: available units only), read as a query under the
 * key the signed-in apps use for get_unit_numbers (@parking/shared/features unitNumbersQuery,
 * which this eagerly loaded page does not import: it would bring the whole features library to
 * the login page).
 */
function useAvailableUnits(hoaid: string | null): { units: string[]; error: string | null } {
  const day = useToday();
  const query = useQuery({
    queryKey: queryKeys.community.units(hoaid ?? '', day),
    queryFn: ({ signal }) => getUnitNumbers({ hoaid: hoaid ?? '', dstr: day }, { signal }),
    enabled: hoaid !== null,
    select: availableUnits,
  });
  return { units: query.data ?? NO_UNITS, error: query.error ? query.error.message : null };
}

const NO_UNITS: string[] = [];

export function RenterCheckinPage() {
  const community = useCommunity(null, { preferStored: true });
  const loaded = community.status === 'ready' ? community.community : null;
  const units = useAvailableUnits(loaded?.hoaid ?? null);
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [unitnumber, setUnitnumber] = useState('');
  const [pincode, setPincode] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  // Typed into the server-rendered form before the scripts ran (the unit list loads after).
  useFormTypedBeforeStart(formRef, { pincode }, (typed) => {
    if (typeof typed.pincode === 'string') setPincode(typed.pincode);
  });
  const [errors, setErrors] = useState<CheckinErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRenterLogin({ unitnumber, pincode });
    setErrors(found);
    setServerError(null);
    if (hasErrors(found) || !loaded) return;
    setBusy(true);
    try {
      const response = await loginRenter({
        unitnumber,
        pincode: pincode.trim(),
        hoaid: loaded.hoaid,
      });
      navigate(signIn(response));
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      if (isApiError(error)) {
        setErrors({ unitnumber: error.errors.unitnumber, pincode: error.errors.pincode });
      }
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Renter Checkin" communityName={loaded?.name ?? null}>
      {community.status === 'failed' ? <ErrorBox message={community.message} /> : null}
      <ErrorBox message={units.error ?? undefined} />
      <Form ref={formRef} noValidate onSubmit={submit} aria-label="Renter Checkin">
        <SelectField
          label="Unit number"
          placeholder="Select your unit"
          options={units.units.map((unit) => ({ value: unit, label: unit }))}
          value={unitnumber}
          error={errors.unitnumber}
          onChange={(event) => setUnitnumber(event.target.value)}
        />
        <TextField
          name="pincode"
          label="Pin code"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={pincode}
          error={errors.pincode}
          onChange={(event) => setPincode(event.target.value)}
        />
        <ErrorBox message={serverError ?? undefined} />
        <FormActions onCancel={goBack} busy={busy || !loaded} />
      </Form>
    </AuthCard>
  );
}

// The standalone app's own check-in: community id, unit number and the owner's pin code
// against the real API.
import { getDataForHoa, loginRenter } from '@parking/shared/api';
import { hasErrors, validateRenterLogin, type FieldErrors } from '@parking/shared/domain';
import { publishLogin } from '@parking/shared/events';
import { storeCommunity, storeLogin } from '@parking/shared/session';
import { Button, ErrorBox, PageFrame, Panel, TextField } from '@parking/shared/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 420px;
`;

export function StandaloneLogin() {
  const navigate = useNavigate();
  const [hoaid, setHoaid] = useState('demo');
  const [unitnumber, setUnitnumber] = useState('');
  const [pincode, setPincode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'unitnumber' | 'pincode'>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRenterLogin({ unitnumber, pincode });
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;
    try {
      storeCommunity(await getDataForHoa(hoaid.trim()));
      const response = await loginRenter({
        unitnumber: unitnumber.trim(),
        pincode: pincode.trim(),
        hoaid: hoaid.trim(),
      });
      storeLogin(response);
      publishLogin({ role: response.role, userid: response._id, hoaid: response.hoaid });
      navigate('/renterdashboard');
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <PageFrame>
      <Panel title="Renter Checkin (standalone)">
        <Form noValidate onSubmit={submit} aria-label="Renter Checkin">
          <TextField
            label="Community"
            value={hoaid}
            onChange={(event) => setHoaid(event.target.value)}
          />
          <TextField
            label="Unit number"
            value={unitnumber}
            error={errors.unitnumber}
            onChange={(event) => setUnitnumber(event.target.value)}
          />
          <TextField
            label="Pin code"
            type="password"
            value={pincode}
            error={errors.pincode}
            onChange={(event) => setPincode(event.target.value)}
          />
          <ErrorBox message={serverError ?? undefined} />
          <div>
            <Button type="submit" icon="submit">
              Submit
            </Button>
          </div>
        </Form>
      </Panel>
    </PageFrame>
  );
}

// The standalone app's own sign-in: community id, e-mail and password against the real API.
import { getDataForHoa, login } from '@parking/shared/api';
import { hasErrors, validateOwnerLogin, type FieldErrors } from '@parking/shared/domain';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateOwnerLogin({ email, password });
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;
    try {
      storeCommunity(await getDataForHoa(hoaid.trim()));
      const response = await login({ email: email.trim(), password, hoaid: hoaid.trim() });
      if (response.role !== 'owner') {
        setServerError(`owner-app is for owners; ${email} signs in as ${response.role}.`);
        return;
      }
      storeLogin(response);
      publishLogin({ role: response.role, userid: response.userid, hoaid: response.hoaid });
      navigate('/dashboard');
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <PageFrame>
      <Panel title="Owner Login (standalone)">
        <Form noValidate onSubmit={submit} aria-label="Owner Login">
          <TextField
            label="Community"
            value={hoaid}
            onChange={(event) => setHoaid(event.target.value)}
          />
          <TextField
            label="Email"
            type="email"
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
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

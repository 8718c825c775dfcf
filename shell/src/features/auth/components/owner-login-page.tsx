// spec §2 Owner Login (/login): email and password, Submit and Cancel icons, a 'forgot
// password' link with an inline reset form, and demo prefill when use_demo_mode is on.
import { isApiError, login } from '@parking/shared/api';
import { hasErrors, validateOwnerLogin, type FieldErrors } from '@parking/shared/domain';
import { ErrorBox, TextField } from '@parking/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useCommunity } from '../../../lib/community/use-community';
import { signIn } from '../sign-in';
import { useGoBack } from '../use-go-back';
import { useFormTypedBeforeStart } from '../../../lib/use-form-typed-before-start';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { FormActions } from './form-actions';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const LinkButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;

type LoginErrors = FieldErrors<'email' | 'password'>;

export function OwnerLoginPage() {
  const community = useCommunity(null, { preferStored: true });
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);

  const loaded = community.status === 'ready' ? community.community : null;
  const demo = loaded?.use_demo_mode ? loaded.demo_credentials : undefined;
  // A field the user focused or typed in is theirs: a prefill arriving later never touches it.
  const touched = useRef({ email: false, password: false });
  const formRef = useRef<HTMLFormElement>(null);
  // Typed into the server-rendered form before the scripts ran: the user's, before any prefill.
  useFormTypedBeforeStart(formRef, { email, password }, (typed) => {
    if (typeof typed.email === 'string') {
      touched.current.email = true;
      setEmail(typed.email);
    }
    if (typeof typed.password === 'string') {
      touched.current.password = true;
      setPassword(typed.password);
    }
  });
  const demoEmail = demo?.email;
  const demoPassword = demo?.password;
  useEffect(() => {
    // spec §2: in demo mode the login fields are prefilled (only empty, untouched ones).
    if (demoEmail && !touched.current.email) setEmail((current) => current || demoEmail);
    if (demoPassword && !touched.current.password) {
      setPassword((current) => current || demoPassword);
    }
  }, [demoEmail, demoPassword]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateOwnerLogin({ email, password });
    setErrors(found);
    setServerError(null);
    if (hasErrors(found) || !loaded) return;
    setBusy(true);
    try {
      const response = await login({ email: email.trim(), password, hoaid: loaded.hoaid });
      navigate(signIn(response));
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      if (isApiError(error))
        setErrors({ email: error.errors.email, password: error.errors.password });
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Owner Login" communityName={loaded?.name ?? null}>
      {community.status === 'failed' ? <ErrorBox message={community.message} /> : null}
      <Form ref={formRef} noValidate onSubmit={submit} aria-label="Owner Login">
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          error={errors.email}
          onFocus={() => (touched.current.email = true)}
          onChange={(event) => {
            touched.current.email = true;
            setEmail(event.target.value);
          }}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onFocus={() => (touched.current.password = true)}
          onChange={(event) => {
            touched.current.password = true;
            setPassword(event.target.value);
          }}
        />
        <ErrorBox message={serverError ?? undefined} />
        <FormActions onCancel={goBack} busy={busy || !loaded} />
      </Form>
      {resetOpen && loaded ? (
        <ForgotPasswordForm hoaid={loaded.hoaid} onClose={() => setResetOpen(false)} />
      ) : (
        <LinkButton type="button" onClick={() => setResetOpen(true)}>
          forgot password
        </LinkButton>
      )}
    </AuthCard>
  );
}

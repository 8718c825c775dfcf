// The standalone app's own sign-in against the real API: the community id and two credentials
// (e-mail and password, or unit number and pin code), checked by the app's `signIn`.
import { getDataForHoa } from '../api';
import { hasErrors, type FieldErrors } from '../domain';
import { storeCommunity } from '../session';
import { Button, ErrorBox, PageFrame, Panel, TextField } from '../ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 420px;
`;

export interface StandaloneLoginProps<K extends string> {
  /** The form's name, e.g. 'Owner Login'; the panel adds '(standalone)'. */
  title: string;
  fields: readonly { key: K; label: string; type?: 'email' | 'password' | 'text' }[];
  validate: (values: Record<K, string>) => FieldErrors<K>;
  /**
   * Signs in with the community's id and the trimmed values, stores the session and returns the
   * page to open; an Error's message is shown to the user.
   */
  signIn: (hoaid: string, values: Record<K, string>) => Promise<string>;
}

/** The owner and admin credentials (spec §2 Owner Login). */
export const EMAIL_AND_PASSWORD: StandaloneLoginProps<'email' | 'password'>['fields'] = [
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'password', label: 'Password', type: 'password' },
];

export function StandaloneLogin<K extends string>({
  title,
  fields,
  validate,
  signIn,
}: StandaloneLoginProps<K>) {
  const navigate = useNavigate();
  const [hoaid, setHoaid] = useState('demo');
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field.key, ''])) as Record<K, string>,
  );
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;
    const trimmed = Object.fromEntries(
      fields.map(({ key, type }) => [key, type === 'password' ? values[key] : values[key].trim()]),
    ) as Record<K, string>;
    try {
      storeCommunity(await getDataForHoa(hoaid.trim()));
      navigate(await signIn(hoaid.trim(), trimmed));
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <PageFrame>
      <Panel title={`${title} (standalone)`}>
        <Form noValidate onSubmit={submit} aria-label={title}>
          <TextField
            label="Community"
            value={hoaid}
            onChange={(event) => setHoaid(event.target.value)}
          />
          {fields.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              type={field.type ?? 'text'}
              value={values[field.key]}
              error={errors[field.key]}
              onChange={(event) =>
                setValues((current) => ({ ...current, [field.key]: event.target.value }))
              }
            />
          ))}
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

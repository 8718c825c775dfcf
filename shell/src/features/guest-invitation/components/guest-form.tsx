// The guest's vehicle form (spec §2 fields, §5 messages): the vehicle, a checkout within the
// invitation, an optional e-mail for the receipt and the terms. A stay the community charges for
// (402 payment_required) turns into the card step with the server's quote. What the guest typed
// into the server-rendered form before the scripts ran is kept.
import { acceptInvitation, isApiError, quoteInvitation } from '@parking/shared/api';
import {
  hasErrors,
  type AcceptInvitationRequest,
  type InvitationView,
  type PaymentQuote,
  type Vehicle,
} from '@parking/shared/domain';
import { TERMS_LABEL } from '@parking/shared/features';
import {
  Button,
  ButtonRow,
  CheckboxField,
  DateField,
  ErrorBox,
  FieldGrid,
  SelectField,
  TextField,
} from '@parking/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useToday } from '../../../lib/today';
import { useFormTypedBeforeStart } from '../../../lib/use-form-typed-before-start';
import { GUEST_TEXT } from '../guest-text';
import { TEXT_FIELDS, checkGuest, initialValues, type GuestValues } from '../guest-values';
import { CardStep, Registered } from './guest-payment';

export function GuestForm({ token, view }: { token: string; view: InvitationView }) {
  const today = useToday();
  const [values, setValues] = useState<GuestValues>(() => initialValues(view, today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The first check runs on Submit; after it, a field is checked again as it changes, so its
  // error clears as the guest corrects it (as every form of the portal does, docs/adr/0035).
  const [submitted, setSubmitted] = useState(false);
  // The card step: the server's quote of the stay, shown when the accept asks for a payment.
  const [quote, setQuote] = useState<PaymentQuote | null>(null);
  const [paid, setPaid] = useState<Vehicle | null>(null);
  const request = (): AcceptInvitationRequest => ({
    token,
    vehicle_type: values.vehicle_type,
    carowner_fname: values.carowner_fname,
    carowner_lname: values.carowner_lname,
    carownerphone: values.carownerphone,
    make: values.make,
    model: values.model,
    year: values.year,
    plate: values.plate,
    plate_state: values.plate_state,
    enddate: values.enddate,
    terms: values.termsAccepted ? 1 : 0,
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
  });
  const save = useMutation({
    mutationFn: () => acceptInvitation(request()),
    onError: async (error) => {
      if (isApiError(error)) setErrors(error.errors);
      if (!isApiError(error) || error.code !== 'payment_required') return;
      // Without a quote (the call failed) the server's refusal stays shown.
      const priced = await quoteInvitation({
        token,
        vehicle_type: values.vehicle_type,
        enddate: values.enddate,
      }).catch(() => null);
      if (priced?.payment_due && priced.quote_id) setQuote(priced);
    },
  });

  // What a guest typed into the server-rendered form before the scripts ran is kept.
  const formRef = useRef<HTMLFormElement>(null);
  const { termsAccepted, ...texts } = values;
  useFormTypedBeforeStart(formRef, { ...texts, terms: termsAccepted }, (typed) => {
    const { terms, ...rest } = typed;
    setValues((current) => ({
      ...current,
      ...(rest as Partial<GuestValues>),
      ...(typeof terms === 'boolean' ? { termsAccepted: terms } : {}),
    }));
  });

  if (paid && quote) return <Registered vehicle={paid} quote={quote} email={request().email} />;
  if (save.data) return <Registered vehicle={save.data} />;
  if (quote?.quote_id) {
    return (
      <CardStep
        quote={quote}
        pay={(payment) => acceptInvitation({ ...request(), payment })}
        onPaid={setPaid}
        onQuoteChanged={setQuote}
        onBack={() => {
          setQuote(null);
          save.reset();
        }}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const shown = checkGuest(values, view, today);
    setErrors(shown);
    if (!hasErrors(shown)) save.mutate();
  };

  const set = (patch: Partial<GuestValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (!submitted) return;
    const found = checkGuest(next, view, today);
    setErrors((current) => {
      const updated = { ...current };
      for (const key of Object.keys(patch)) {
        const field = key === 'termsAccepted' ? 'terms' : key;
        if (found[field]) updated[field] = found[field];
        else delete updated[field];
      }
      return updated;
    });
  };
  const refusal = save.error && isApiError(save.error) ? save.error.message : null;
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Guest vehicle registration">
      <FieldGrid>
        <SelectField
          label="Vehicle type"
          name="vehicle_type"
          options={view.vehicle_types.map((type) => ({
            value: type.spot_type,
            label: type.spot_display,
          }))}
          value={values.vehicle_type}
          onChange={(event) => set({ vehicle_type: event.target.value })}
        />
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            name={field.key}
            type={field.type}
            value={values[field.key]}
            error={errors[field.key]}
            onChange={(event) => set({ [field.key]: event.target.value })}
          />
        ))}
        <DateField
          label="Checkout date"
          name="enddate"
          value={values.enddate}
          min={today}
          max={view.last_checkout}
          error={errors.enddate}
          onChange={(event) => set({ enddate: event.target.value })}
        />
        <TextField
          label={GUEST_TEXT.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => set({ email: event.target.value })}
        />
      </FieldGrid>
      <CheckboxField
        label={TERMS_LABEL}
        name="terms"
        checked={values.termsAccepted}
        error={errors.terms}
        onChange={(event) => set({ termsAccepted: event.target.checked })}
      />
      {refusal ? <ErrorBox message={refusal} /> : null}
      <ButtonRow>
        <Button type="submit" disabled={save.isPending}>
          {GUEST_TEXT.submit}
        </Button>
      </ButtonRow>
    </form>
  );
}

// Guest invitations: /invite/{token}, public. A guest sees the community, the unit and
// the rules, fills in the vehicle form (spec §2 fields and §5 messages), accepts the terms and
// picks a checkout within the invitation. Part of the shell: a guest downloads no role remote.
// A stay the community charges for (402 payment_required) opens the card step: the server's
// quote (quote_invitation) and the shared card form, which saves the vehicle with the payment.
// Before the form the guest reads the community, the unit's room today and the stay's price; a
// full unit is explained first, with what to do (docs/adr/0030). A paid stay ends on a receipt,
// mailed when the guest gave an address.
import { acceptInvitation, getInvitation, isApiError, quoteInvitation } from '@parking/shared/api';
import {
  TEAM_TEXT,
  VALIDATION,
  addDays,
  fullUnitGuestText,
  hasErrors,
  validateVehicle,
  type AcceptInvitationRequest,
  type GuestStayPrice,
  type InvitationView,
  type PaymentQuote,
  type UnitRoom,
  type Vehicle,
} from '@parking/shared/domain';
import {
  CardPaymentForm,
  PaymentReceipt,
  TERMS_LABEL,
  chargeFromQuote,
  formatMoney,
} from '@parking/shared/features';
import {
  Button,
  ButtonRow,
  CheckboxField,
  DateField,
  ErrorBox,
  FieldGrid,
  PageFrame,
  PageHeader,
  Panel,
  SafeHtml,
  SelectField,
  TextField,
} from '@parking/shared/ui';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useSetPageBrand } from '../../../lib/page-brand';
import { useToday } from '../../../lib/today';
import { useFormTypedBeforeStart } from '../../../lib/use-form-typed-before-start';

/** The invitation behind a link; the server's render of the page asks it too. */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token, { signal }),
    retry: false,
  });
}

export const GUEST_TEXT = {
  title: 'Register your vehicle',
  loading: 'Loading your invitation…',
  unusable: 'This invitation cannot be used',
  submit: 'Register Vehicle',
  registered: 'Your vehicle is registered',
  payTitle: 'Pay for your stay',
  payIntro: 'This stay must be paid by card.',
  back: 'Back to the vehicle form',
  /** docs/adr/0029: the community's guest rules. */
  guestLimit: 'Guest nights left',
  guestLimitNote: (nights: number) =>
    `Under the community's guest rules you may stay up to ${nights} night${nights === 1 ? '' : 's'} from tonight.`,
  noGuestNights: 'No guest nights left',
  noGuestNightsText: (unitnumber: string, returnOn: string | null) =>
    `Unit ${unitnumber} has used the guest nights the community's guest rules allow.` +
    (returnOn ? ` Guests may park again from ${returnOn}.` : '') +
    ' Please contact your host to change your stay.',
  invitation: 'Your invitation',
  full: 'The unit is full',
  checkAgain: 'Check again',
  email: 'E-mail for your receipt (optional)',
  mailed: (email: string) => `A copy of the receipt is on its way to ${email}.`,
} as const;

/** The unit's room today in words. */
export function roomText(room: UnitRoom): string {
  if (room.full) return `Full: all ${room.spaces} spaces are taken`;
  const free = room.spaces - room.taken;
  return `${free} of ${room.spaces} ${room.spaces === 1 ? 'space' : 'spaces'} free`;
}

/** The invited stay's price in words (server numbers; the card step confirms them). */
export function stayPriceText(price: GuestStayPrice): string {
  const nights = `${price.nights} ${price.nights === 1 ? 'night' : 'nights'}`;
  if (!price.payment_due) return `No charge for ${nights}`;
  const free = price.nights_free > 0 ? `, ${price.nights_free} of them free` : '';
  return `${formatMoney(price.total_price)} for ${nights}${free}`;
}

type TextKey =
  | 'carowner_fname'
  | 'carowner_lname'
  | 'carownerphone'
  | 'make'
  | 'model'
  | 'year'
  | 'plate'
  | 'plate_state';

/** The spec §2 vehicle form's labels. */
const TEXT_FIELDS: readonly { key: TextKey; label: string; type?: string }[] = [
  { key: 'carowner_fname', label: 'First name' },
  { key: 'carowner_lname', label: 'Last name' },
  { key: 'carownerphone', label: 'Phone', type: 'tel' },
  { key: 'make', label: 'Make' },
  { key: 'model', label: 'Model' },
  { key: 'year', label: 'Year' },
  { key: 'plate', label: 'Plate' },
  { key: 'plate_state', label: 'State' },
];

interface GuestValues extends Record<TextKey, string> {
  vehicle_type: string;
  enddate: string;
  email: string;
  termsAccepted: boolean;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Rules = styled.section`
  max-height: 16rem;
  overflow: auto;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;
  margin: 0 auto;
`;

function initialValues(view: InvitationView, today: string): GuestValues {
  const car = view.vehicle_types.find((type) => type.spot_type.toUpperCase() === 'CAR');
  return {
    vehicle_type: car?.spot_type ?? view.vehicle_types[0]?.spot_type ?? 'CAR',
    carowner_fname: view.guest_name.split(' ')[0] ?? '',
    carowner_lname: view.guest_name.split(' ').slice(1).join(' '),
    carownerphone: '',
    make: '',
    model: '',
    year: '',
    plate: '',
    plate_state: '',
    enddate: addDays(today, Math.min(1, view.nights)),
    email: '',
    termsAccepted: false,
  };
}

function GuestForm({ token, view }: { token: string; view: InvitationView }) {
  const today = useToday();
  const [values, setValues] = useState<GuestValues>(() => initialValues(view, today));
  const [errors, setErrors] = useState<Record<string, string>>({});
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
    const found: Record<string, string> = {
      ...validateVehicle({ ...values, enddate: values.enddate }, { role: 'owner', today }),
    };
    if (!values.termsAccepted) found.terms = TEAM_TEXT.termsRequired;
    const email = values.email.trim();
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      found.email = VALIDATION.invalidEmailFormat;
    }
    if (values.enddate > view.last_checkout) {
      found.enddate = `The checkout date must be on or before ${view.last_checkout}`;
    }
    const shown = Object.fromEntries(Object.entries(found).filter(([, message]) => message));
    setErrors(shown);
    if (!hasErrors(shown)) save.mutate();
  };

  const set = (patch: Partial<GuestValues>) => setValues((current) => ({ ...current, ...patch }));
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

interface CardStepProps {
  quote: PaymentQuote;
  pay: (payment: NonNullable<AcceptInvitationRequest['payment']>) => Promise<Vehicle>;
  onPaid: (vehicle: Vehicle) => void;
  onQuoteChanged: (quote: PaymentQuote) => void;
  onBack: () => void;
}

/** The quote the guest pays (nights, price per night, total) and the shared card form. */
function CardStep({ quote, pay, onPaid, onQuoteChanged, onBack }: CardStepProps) {
  return (
    <section aria-label={GUEST_TEXT.payTitle}>
      <h2>{GUEST_TEXT.payTitle}</h2>
      <p>{GUEST_TEXT.payIntro}</p>
      <Facts aria-label="Your stay">
        <dt>Check-in</dt>
        <dd>{quote.checkin}</dd>
        <dt>Checkout</dt>
        <dd>{quote.checkout}</dd>
        <dt>Nights</dt>
        <dd>{quote.nights_due}</dd>
        <dt>$/night</dt>
        <dd>{formatMoney(quote.dayprice)}</dd>
        <dt>Total</dt>
        <dd>{formatMoney(quote.total_price)}</dd>
      </Facts>
      {quote.guest_limits ? (
        // docs/adr/0029: the guest rules, before the card is charged.
        <p role={quote.guest_limits.message ? 'alert' : 'status'} aria-label="Guest limits">
          {quote.guest_limits.message ?? `${quote.guest_limits.summary}.`}
        </p>
      ) : null}
      <CardPaymentForm
        pay={pay}
        onPaid={onPaid}
        quoteId={quote.quote_id ?? ''}
        onQuoteChanged={onQuoteChanged}
      />
      <ButtonRow>
        <Button type="button" variant="secondary" onClick={onBack}>
          {GUEST_TEXT.back}
        </Button>
      </ButtonRow>
    </section>
  );
}

/** The always-on fee flags: the guest's card step already decided a payment was due. */
const PAID_FLAGS = { use_owner_ppp: true, use_renter_ppp: true };

function Registered({
  vehicle,
  quote,
  email,
}: {
  vehicle: Vehicle;
  quote?: PaymentQuote;
  email?: string;
}) {
  return (
    <div>
      <div role="status">
        <h2>{GUEST_TEXT.registered}</h2>
        <p>
          {vehicle.make} {vehicle.model} ({vehicle.plate}) is registered to unit{' '}
          {vehicle.unitnumber} through {vehicle.enddate}.
        </p>
      </div>
      {quote ? (
        <PaymentReceipt charge={chargeFromQuote(quote, 'owner', PAID_FLAGS)} vehicle={vehicle} />
      ) : null}
      {quote && email ? <p>{GUEST_TEXT.mailed(email)}</p> : null}
    </div>
  );
}

/** The full unit, said before the guest types anything, with what to do next. */
function FullUnit({ view, onCheckAgain }: { view: InvitationView; onCheckAgain: () => void }) {
  return (
    <section aria-labelledby="guest-full-unit" role="alert">
      <h2 id="guest-full-unit">{GUEST_TEXT.full}</h2>
      <p>{fullUnitGuestText(view.room, view.unitnumber)}</p>
      {view.room.can_register ? null : (
        <ButtonRow>
          <Button type="button" variant="secondary" onClick={onCheckAgain}>
            {GUEST_TEXT.checkAgain}
          </Button>
        </ButtonRow>
      )}
    </section>
  );
}

export default function GuestInvitationPage() {
  const { token = '' } = useParams();
  const invitation = useQuery(invitationQuery(token));

  if (invitation.isPending) {
    return (
      <PageFrame>
        <PageHeader title={GUEST_TEXT.title} />
        <Panel>
          <p role="status">{GUEST_TEXT.loading}</p>
        </Panel>
      </PageFrame>
    );
  }
  if (invitation.isError) {
    return (
      <PageFrame>
        <PageHeader title={GUEST_TEXT.unusable} />
        <Panel>
          <p>{invitation.error.message}</p>
        </Panel>
      </PageFrame>
    );
  }
  const view = invitation.data;
  return (
    <InvitationLoaded token={token} view={view} onCheckAgain={() => void invitation.refetch()} />
  );
}

function InvitationLoaded({
  token,
  view,
  onCheckAgain,
}: {
  token: string;
  view: InvitationView;
  onCheckAgain: () => void;
}) {
  useSetPageBrand(view.community_name);
  // docs/adr/0029: no guest nights left is said before the guest types anything, like a full unit.
  const noGuestNights = view.guest_nights_left === 0;
  return (
    <PageFrame>
      {/* The guest has no session, so the page names the community and the unit itself. */}
      <PageHeader
        title={GUEST_TEXT.title}
        subtitle={`${view.community_name} · Unit ${view.unitnumber}`}
      />
      <Stack>
        <Panel title={GUEST_TEXT.invitation}>
          <Facts>
            <dt>Community</dt>
            <dd>{view.community_name}</dd>
            <dt>Unit</dt>
            <dd>{view.unitnumber}</dd>
            <dt>Nights allowed</dt>
            <dd>{view.nights}</dd>
            <dt>Latest checkout</dt>
            <dd>{view.last_checkout}</dd>
            {view.guest_nights_left !== undefined ? (
              <>
                <dt>{GUEST_TEXT.guestLimit}</dt>
                <dd>{view.guest_nights_left}</dd>
              </>
            ) : null}
            <dt>Parking today</dt>
            <dd>{roomText(view.room)}</dd>
            {/* No price for a stay the guest rules refuse: there is nothing to pay for. */}
            {view.price && !noGuestNights ? (
              <>
                <dt>$/night</dt>
                <dd>{formatMoney(view.price.dayprice)}</dd>
                <dt>Your stay</dt>
                <dd>{stayPriceText(view.price)}</dd>
              </>
            ) : null}
          </Facts>
          {noGuestNights ? (
            <section aria-labelledby="guest-no-nights" role="alert">
              <h2 id="guest-no-nights">{GUEST_TEXT.noGuestNights}</h2>
              <p>
                {GUEST_TEXT.noGuestNightsText(
                  view.unitnumber,
                  view.guest_limits?.return_on ?? null,
                )}
              </p>
            </section>
          ) : view.guest_nights_left !== undefined ? (
            <p>{GUEST_TEXT.guestLimitNote(view.guest_nights_left)}</p>
          ) : null}
          {view.room.full ? <FullUnit view={view} onCheckAgain={onCheckAgain} /> : null}
          {view.rules_text ? (
            // A scrolling box is reached by keyboard too (axe scrollable-region-focusable).
            <Rules aria-label={view.rules_title} tabIndex={0}>
              <h2>{view.rules_title}</h2>
              <SafeHtml html={view.rules_text} />
            </Rules>
          ) : null}
        </Panel>
        {view.room.can_register && !noGuestNights ? (
          <Panel>
            <GuestForm token={token} view={view} />
          </Panel>
        ) : null}
      </Stack>
    </PageFrame>
  );
}

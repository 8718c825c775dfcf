// Guest invitations, the owner's side: invite a guest (a link and QR code, optionally
// e-mailed), see each invitation's status and revoke it, optionally ending the guest's stay.
import { useState } from 'react';
import styled from 'styled-components';
import {
  INVITATION_MAX_NIGHTS,
  INVITATION_MAX_VALID_DAYS,
  INVITATION_STATUS_LABELS,
  addDays,
  dstr,
  type CreateInvitationResponse,
  type Invitation,
} from '@parking/shared/domain';
import { isApiError } from '@parking/shared/api';
import { formatMoney } from '@parking/shared/features';
import {
  Button,
  CheckboxField,
  DateField,
  ErrorBox,
  FieldGrid,
  IconButton,
  Panel,
  PopupForm,
  ResponsiveTable,
  TextField,
  lazyComponent,
  type TableColumn,
} from '@parking/shared/ui';
import { useInvitations } from '../hooks/use-invitations';
import { Notice, useFullToday, useGuestRulesNotice } from './invite-notices';

// The link with its QR code (qrcode.react) shows only once an invitation is made: its chunk is
// fetched at idle, not with the dashboard (docs/adr/0037).
const InvitationLink = lazyComponent(() =>
  import(/* webpackChunkName: "invitation-link", webpackPrefetch: true */ './invitation-link').then(
    (m) => m.InvitationLink,
  ),
);

export const GUESTS_TEXT = {
  title: 'Guests',
  invite: 'Invite a guest',
  inviteTitle: 'Invite a Guest',
  created: 'Invitation created',
  none: 'No invitations yet',
  revoke: 'Revoke',
  revokeTitle: 'Revoke invitation',
  endStay: "Also end the guest's stay (vehicle offsite)",
  refundUnused: (amount: string) =>
    `Refund the guest's unused paid nights (${amount}) to the card that paid them`,
  intro:
    'Send a guest a link to register their own vehicle to your unit, without a login. It counts against your unit like any other vehicle.',
} as const;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface InviteValues {
  guest_name: string;
  nights: string;
  valid_until: string;
  max_vehicles: string;
  email: string;
}

const freshValues = (): InviteValues => ({
  guest_name: '',
  nights: '1',
  valid_until: addDays(dstr(), 7),
  max_vehicles: '1',
  email: '',
});

function guestOf(invitation: Invitation): string {
  return invitation.guest_name || '(no name)';
}

export function GuestsPanel() {
  const { invitations, loading, error, create, revoke } = useInvitations();
  const [inviting, setInviting] = useState(false);
  const [values, setValues] = useState<InviteValues>(freshValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreateInvitationResponse | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [endStay, setEndStay] = useState(false);
  const [refundUnused, setRefundUnused] = useState(false);
  const today = dstr();
  const fullToday = useFullToday(inviting);
  const guestRules = useGuestRulesNotice(inviting, Number(values.nights));

  const openInvite = () => {
    setValues(freshValues());
    setErrors({});
    setFormError(null);
    setInviting(true);
  };

  const submitInvite = async (): Promise<boolean> => {
    setErrors({});
    setFormError(null);
    try {
      const answer = await create.mutateAsync({
        guest_name: values.guest_name,
        nights: Number(values.nights),
        valid_until: values.valid_until,
        max_vehicles: Number(values.max_vehicles),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
      });
      setCreated(answer);
      return true;
    } catch (failure) {
      if (isApiError(failure) && Object.keys(failure.errors).length > 0) setErrors(failure.errors);
      else setFormError(failure instanceof Error ? failure.message : String(failure));
      return false;
    }
  };

  const submitRevoke = async (): Promise<boolean> => {
    if (!revoking) return false;
    try {
      await revoke.mutateAsync({
        invitation_id: revoking._id,
        end_stay: endStay,
        // docs/adr/0020: ending the stay leaves the guest's paid nights unused; refund them.
        refund_unused: endStay && refundUnused,
      });
      return true;
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : String(failure));
      return false;
    }
  };

  const columns: TableColumn<Invitation>[] = [
    { key: 'guest_name', header: 'Guest', render: guestOf },
    { key: 'valid_until', header: 'Valid until' },
    { key: 'nights', header: 'Nights' },
    {
      key: 'used_count',
      header: 'Vehicles',
      render: (i) => `${i.used_count} of ${i.max_vehicles}`,
    },
    { key: 'plates', header: 'Plates', render: (i) => i.plates.join(', ') || '—' },
    { key: 'status', header: 'Status', render: (i) => INVITATION_STATUS_LABELS[i.status] },
    {
      key: 'actions',
      header: 'Actions',
      render: (i) =>
        i.status === 'revoked' ? null : (
          <Button
            size="sm"
            variant="danger"
            aria-label={`${GUESTS_TEXT.revoke} invitation for ${guestOf(i)}`}
            onClick={() => {
              setEndStay(false);
              setRefundUnused(false);
              setFormError(null);
              setRevoking(i);
            }}
          >
            {GUESTS_TEXT.revoke}
          </Button>
        ),
    },
  ];

  const set = (patch: Partial<InviteValues>) => setValues((current) => ({ ...current, ...patch }));
  return (
    <Panel
      title={GUESTS_TEXT.title}
      actions={
        <IconButton icon="add" label={GUESTS_TEXT.invite} variant="primary" onClick={openInvite} />
      }
    >
      <Intro>{GUESTS_TEXT.intro}</Intro>
      {created ? <InvitationLink created={created} /> : null}
      <ErrorBox message={error} />
      {loading ? (
        <Intro aria-busy="true">Loading invitations…</Intro>
      ) : (
        <ResponsiveTable
          label="Invitations"
          columns={columns}
          rows={invitations}
          rowKey={(i) => i._id}
          emptyText={GUESTS_TEXT.none}
        />
      )}
      <PopupForm
        open={inviting}
        title={GUESTS_TEXT.inviteTitle}
        submitLabel="Create invitation"
        confirmation={GUESTS_TEXT.created}
        onSubmit={submitInvite}
        onClose={() => setInviting(false)}
      >
        {fullToday ? <Notice role="status">{fullToday}</Notice> : null}
        {guestRules ? <Notice role="status">{guestRules}</Notice> : null}
        <FieldGrid>
          <TextField
            label="Guest name (optional)"
            name="guest_name"
            value={values.guest_name}
            error={errors.guest_name}
            onChange={(event) => set({ guest_name: event.target.value })}
          />
          <TextField
            label="Nights allowed"
            name="nights"
            type="number"
            min={1}
            max={INVITATION_MAX_NIGHTS}
            value={values.nights}
            error={errors.nights}
            onChange={(event) => set({ nights: event.target.value })}
          />
          <DateField
            label="Valid until"
            name="valid_until"
            min={today}
            max={addDays(today, INVITATION_MAX_VALID_DAYS)}
            value={values.valid_until}
            error={errors.valid_until}
            onChange={(event) => set({ valid_until: event.target.value })}
          />
          <TextField
            label="Max vehicles"
            name="max_vehicles"
            type="number"
            min={1}
            value={values.max_vehicles}
            error={errors.max_vehicles}
            onChange={(event) => set({ max_vehicles: event.target.value })}
          />
          <TextField
            label="E-mail the link to (optional)"
            name="email"
            type="email"
            value={values.email}
            error={errors.email}
            onChange={(event) => set({ email: event.target.value })}
          />
        </FieldGrid>
        <ErrorBox message={formError} />
      </PopupForm>
      <PopupForm
        open={revoking !== null}
        title={GUESTS_TEXT.revokeTitle}
        submitLabel={GUESTS_TEXT.revoke}
        onSubmit={submitRevoke}
        onClose={() => setRevoking(null)}
      >
        <p>The link for {revoking ? guestOf(revoking) : ''} stops working at once.</p>
        <CheckboxField
          label={GUESTS_TEXT.endStay}
          name="end_stay"
          checked={endStay}
          onChange={(event) => setEndStay(event.target.checked)}
        />
        {endStay && revoking && revoking.refundable > 0 ? (
          <CheckboxField
            label={GUESTS_TEXT.refundUnused(formatMoney(revoking.refundable))}
            name="refund_unused"
            checked={refundUnused}
            onChange={(event) => setRefundUnused(event.target.checked)}
          />
        ) : null}
        <ErrorBox message={formError} />
      </PopupForm>
    </Panel>
  );
}

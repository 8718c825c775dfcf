// Guest invitations: /invite/{token}, public. A guest sees the community, the unit and
// the rules, fills in the vehicle form (spec §2 fields and §5 messages), accepts the terms and
// picks a checkout within the invitation. Part of the shell: a guest downloads no role remote.
// A stay the community charges for (402 payment_required) opens the card step: the server's
// quote (quote_invitation) and the shared card form, which saves the vehicle with the payment.
// Before the form the guest reads the community, the unit's room today and the stay's price; a
// full unit is explained first, with what to do (docs/adr/0030). A paid stay ends on a receipt,
// mailed when the guest gave an address.
import { fullUnitGuestText, type InvitationView } from '@parking/shared/domain';
import { formatMoney } from '@parking/shared/features';
import { Button, ButtonRow, PageFrame, PageHeader, Panel, SafeHtml } from '@parking/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useSetPageBrand } from '../../../lib/page-brand';
import { GUEST_TEXT, roomText, stayPriceText } from '../guest-text';
import { invitationQuery } from '../invitation-query';
import { Facts } from './facts';
import { GuestForm } from './guest-form';

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

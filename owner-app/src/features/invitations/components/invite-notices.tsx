// What the owner is told in the Invite a Guest form before creating a link: a unit full today
// (docs/adr/0030), and guest rules that leave fewer nights than the invitation offers
// (docs/adr/0029). Both are notices, not refusals: the owner may still invite, and the link's
// page says the same to the guest before the form.
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { getActiveCount, getGuestQuota } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import { dstr, type GuestQuotaResponse } from '@parking/shared/domain';
import { readSessionContext } from '@parking/shared/features';

const nightsText = (n: number) => `${n} night${n === 1 ? '' : 's'}`;

export const INVITE_NOTICES = {
  fullToday: (taken: number, spaces: number) =>
    `Your unit is full today: ${taken} of ${spaces} spaces are taken. You can still invite; your guest can register once a space is free.`,
  noGuestNights: (returnOn: string | null) =>
    `Your unit has no guest nights left under the community's guest rules${returnOn ? `; guests may park again from ${returnOn}` : ''}. You can still invite; the link will not register a stay the rules do not allow.`,
  fewerNights: (allowed: number, offered: number) =>
    `The community's guest rules allow a guest ${nightsText(allowed)} from tonight; this invitation offers ${nightsText(offered)}. Your guest can register for at most ${nightsText(allowed)}.`,
} as const;

export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
`;

/** The unit's room today while the invite form is open: a full unit is said before creating. */
export function useFullToday(open: boolean): string | null {
  const { hoaid, ownerid } = readSessionContext();
  const today = dstr();
  const count = useQuery({
    queryKey: ['invitation-room', hoaid, ownerid, today],
    queryFn: ({ signal }) => getActiveCount({ hoaid, ownerid, dstr: today }, { signal }),
    enabled: open,
    retry: false,
  });
  const data = count.data;
  if (!open || !data) return null;
  const taken = data.ownercount + data.rentercount;
  return taken >= data.maxunitactive ? INVITE_NOTICES.fullToday(taken, data.maxunitactive) : null;
}

/** What the guest rules leave of an invitation of `offered` nights (null: nothing to say). */
export function guestRulesNotice(quota: GuestQuotaResponse, offered: number): string | null {
  if (!quota.rules_on) return null;
  const limits = [quota.unit.unit_left, quota.unit.plate_left].filter(
    (left): left is number => left !== null,
  );
  if (limits.length === 0) return null;
  const allowed = Math.min(...limits);
  if (allowed <= 0) return INVITE_NOTICES.noGuestNights(quota.unit.return_on);
  return offered > allowed ? INVITE_NOTICES.fewerNights(allowed, offered) : null;
}

/** The guest rules' notice for the nights typed in the open form (the dashboard's query). */
export function useGuestRulesNotice(open: boolean, offered: number): string | null {
  const { hoaid, ownerid } = readSessionContext();
  const quota = useQuery({
    queryKey: queryKeys.vehicles.guestQuota(hoaid, ownerid),
    queryFn: ({ signal }) => getGuestQuota({ signal }),
    enabled: open,
    retry: false,
  });
  if (!open || !quota.data || !Number.isFinite(offered)) return null;
  return guestRulesNotice(quota.data, offered);
}

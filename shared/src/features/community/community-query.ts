// The community record (data_for_hoa: settings, fee and card flags, help text, contacts, spot
// types) as a query (docs/adr/0011). Every screen reads what an admin can change from here, so
// an admin's change shows on the next navigation or reload. Each answer is also written to the
// session keys of spec §3; the session copy is only what a screen shows until the server has
// answered (or when it cannot be reached).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDataForHoa, getHoaData, getUnitNumbers } from '../../api';
import { queryKeys } from '../../data';
import type { Community, SpotType } from '../../domain';
import { session, storeCommunity } from '../../session';

/** GET data_for_hoa/{hoaid}, cancelled with the query. */
export function communityQuery(hoaid: string) {
  return queryOptions({
    queryKey: queryKeys.community.detail(hoaid),
    queryFn: async ({ signal }): Promise<Community> => {
      const community = await getDataForHoa(hoaid, { signal });
      // A cancelled query's late answer (the user moved on) never overwrites the session.
      signal.throwIfAborted();
      storeCommunity(community);
      return community;
    },
  });
}

/** GET hoa_data: the signed-in user's community (the admin's editors read it). */
export function signedInCommunityQuery(hoaid: string) {
  return queryOptions({
    queryKey: queryKeys.community.signedIn(hoaid),
    queryFn: async ({ signal }): Promise<Community> => {
      const community = await getHoaData({ signal });
      signal.throwIfAborted();
      storeCommunity(community);
      return community;
    },
  });
}

/** The community's units on a day (get_unit_numbers: each unit's status_flag, spec §7). */
export function unitNumbersQuery(hoaid: string, day: string) {
  return queryOptions({
    queryKey: queryKeys.community.units(hoaid, day),
    queryFn: ({ signal }) => getUnitNumbers({ hoaid, dstr: day }, { signal }),
  });
}

/**
 * After a write that changed the community (contacts, help text, settings): every community
 * query of the page is refreshed, the ones on screen at once, the others when they next mount.
 */
export function useInvalidateCommunity(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.community.all });
}

export interface CommunityData {
  /** The server's record; until it answers, the one stored at the last load (or null). */
  community: Community | null;
  /** True once the server answered (the record is current). */
  fresh: boolean;
  isPending: boolean;
}

/**
 * The community of `hoaid` (default: the signed-in user's), asked of the server whenever a
 * screen that shows it mounts.
 */
export function useCommunityData(hoaid?: string | null): CommunityData {
  const id = hoaid ?? session.get('hoaid') ?? '';
  const query = useQuery({ ...communityQuery(id), enabled: id !== '' });
  if (query.data) return { community: query.data, fresh: true, isPending: false };
  const stored = session.get('hoa_data');
  return {
    community: stored !== null && stored.hoaid === id ? stored : null,
    fresh: false,
    isPending: query.isPending && id !== '',
  };
}

/** The admin-editable flags and numbers screens act on (spec §3 session keys of the same name). */
export interface CommunityFlags {
  use_warning_status: 0 | 1;
  use_owner_ppp: boolean;
  use_renter_ppp: boolean;
  use_owner_creditcard: boolean;
  use_renter_creditcard: boolean;
  availability_warning_buffer: number;
  parking_allowed_hoa: number;
  /** Warning mode's grace date (docs/adr/0028), from the server's record only. */
  warning_grace_date?: string | null;
}

const FLAG_KEYS = [
  'use_warning_status',
  'use_owner_ppp',
  'use_renter_ppp',
  'use_owner_creditcard',
  'use_renter_creditcard',
  'availability_warning_buffer',
  'parking_allowed_hoa',
] as const;

const FLAG_DEFAULTS: CommunityFlags = {
  use_warning_status: 0,
  use_owner_ppp: false,
  use_renter_ppp: false,
  use_owner_creditcard: false,
  use_renter_creditcard: false,
  availability_warning_buffer: 0,
  parking_allowed_hoa: 0,
};

/** Flags of the server's record; until it answers, the values stored at the last load. */
export function useCommunityFlags(): CommunityFlags {
  const id = session.get('hoaid') ?? '';
  const { data } = useQuery({ ...communityQuery(id), enabled: id !== '' });
  const flags = { ...FLAG_DEFAULTS };
  for (const key of FLAG_KEYS) {
    const value = data ? data[key] : session.get(key);
    if (value !== null && value !== undefined) Object.assign(flags, { [key]: value });
  }
  if (data?.warning_grace_date) flags.warning_grace_date = data.warning_grace_date;
  return flags;
}

/** The community's spot types (spec §3), fresh from data_for_hoa. */
export function useSpotTypes(): SpotType[] {
  const id = session.get('hoaid') ?? '';
  const { data } = useQuery({ ...communityQuery(id), enabled: id !== '' });
  return data?.parking_spots ?? session.get('hoa_parking_spots') ?? EMPTY;
}

const EMPTY: SpotType[] = [];

// Loads a community record (GET data_for_hoa) as a query (docs/adr/0011), so the login pages,
// the landing page and the help page show what the server has now, not what was stored at
// login. Each answer is also stored in the session (spec §3).
import { getAppConfig } from '@parking/shared/api';
import type { Community } from '@parking/shared/domain';
import { communityQuery } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { announceCommunityStored } from './community-events';

export type CommunityState =
  | { status: 'loading' }
  | { status: 'ready'; community: Community }
  | { status: 'failed'; message: string };

function storedCommunity(hoaid: string | null): Community | undefined {
  const stored = session.get('hoa_data');
  if (!stored) return undefined;
  return hoaid === null || stored.hoaid === hoaid ? stored : undefined;
}

interface UseCommunityOptions {
  /** Show the record already in the session at once (the server is still asked). */
  preferStored?: boolean;
}

/** /app-config.json: the portal's default community (read once a page). */
export function appConfigQuery() {
  return queryOptions({
    queryKey: ['app_config'],
    queryFn: () => getAppConfig(),
    staleTime: Infinity,
  });
}

/** The community of the URL, else of the session, else the portal's default (/app-config.json). */
export function useCommunity(
  hoaid: string | null,
  { preferStored = false }: UseCommunityOptions = {},
): CommunityState {
  const known = hoaid ?? session.get('hoaid');
  const config = useQuery({ ...appConfigQuery(), enabled: known === null });
  const id = known ?? config.data?.defaultHoaid ?? null;
  const community = useQuery({
    ...communityQuery(id ?? ''),
    enabled: id !== null,
    initialData: preferStored ? () => storedCommunity(id) : undefined,
    initialDataUpdatedAt: 0,
  });

  // The nav bar shows the community's name as soon as it is stored.
  const storedId = community.data?.hoaid;
  useEffect(() => {
    if (storedId !== undefined) announceCommunityStored(storedId);
  }, [storedId, community.dataUpdatedAt]);

  if (community.data) return { status: 'ready', community: community.data };
  const error = config.error ?? community.error;
  if (error) return { status: 'failed', message: error.message };
  return { status: 'loading' };
}

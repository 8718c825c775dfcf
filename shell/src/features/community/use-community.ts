// Loads a community record (GET data_for_hoa) and stores it in the session (spec §3), so the
// login pages, the help page and the remotes read the same community.
import { getAppConfig, getDataForHoa } from '@parking/shared/api';
import type { Community } from '@parking/shared/domain';
import { session, storeCommunity } from '@parking/shared/session';
import { useEffect, useState } from 'react';
import { announceCommunityStored } from './community-events';

export type CommunityState =
  | { status: 'loading' }
  | { status: 'ready'; community: Community }
  | { status: 'failed'; message: string };

/** The community of the URL, else of the session, else the portal's default (/app-config.json). */
export async function fetchCommunity(hoaid: string | null): Promise<Community> {
  const id = hoaid ?? session.get('hoaid') ?? (await getAppConfig()).defaultHoaid;
  const community = await getDataForHoa(id);
  storeCommunity(community);
  announceCommunityStored(community.hoaid);
  return community;
}

function storedCommunity(hoaid: string | null): Community | null {
  const stored = session.get('hoa_data');
  if (!stored) return null;
  return hoaid === null || stored.hoaid === hoaid ? stored : null;
}

interface UseCommunityOptions {
  /** Use the record already in the session instead of asking the server again. */
  preferStored?: boolean;
}

export function useCommunity(
  hoaid: string | null,
  { preferStored = false }: UseCommunityOptions = {},
): CommunityState {
  const [state, setState] = useState<CommunityState>(() => {
    const stored = preferStored ? storedCommunity(hoaid) : null;
    return stored ? { status: 'ready', community: stored } : { status: 'loading' };
  });
  const alreadyStored = state.status === 'ready' && preferStored;

  useEffect(() => {
    if (alreadyStored) return undefined;
    let current = true;
    fetchCommunity(hoaid).then(
      (community) => {
        if (current) setState({ status: 'ready', community });
      },
      (error: unknown) => {
        if (current) {
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [hoaid, alreadyStored]);

  return state;
}

// The community a call works on (team brief "Cross-cutting decisions"): a signed-in call's
// community comes from the token, and a body hoaid that differs from it is refused. Public
// calls name an existing community in the body.
import type { Executor } from '../db/client';
import { findCommunityRow, type CommunityRow } from '../db/queries/communities';
import type { AuthContext } from '../domain/auth-context';
import { badRequest, forbidden, notFound } from '../util/http-error';

export const COMMUNITY_NOT_FOUND = 'Community not found';
export const OTHER_COMMUNITY = 'This community is not yours';

export async function resolveCommunity(
  db: Executor,
  auth: AuthContext | null,
  bodyHoaid: string | undefined,
): Promise<CommunityRow> {
  if (auth && bodyHoaid !== undefined && bodyHoaid !== auth.hoaid) throw forbidden(OTHER_COMMUNITY);
  const hoaid = auth?.hoaid ?? bodyHoaid;
  if (!hoaid) throw badRequest('hoaid is required', { hoaid: 'hoaid is required' });
  const community = await findCommunityRow(db, hoaid);
  if (!community) throw notFound(COMMUNITY_NOT_FOUND);
  return community;
}

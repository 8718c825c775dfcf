// HOA Settings (spec §2 Maintenance, §7 updatehoa): the community's allowances are the rule for
// every unit without an exception (docs/adr/0007), so saving them re-flags every unit at once.
import {
  SUCCESS,
  hasErrors,
  validateCommunityAllowances,
  type CommunitySettings,
  type MessageResponse,
} from '@parking/shared/domain';
import type { Database } from '../../db/client';
import { findCommunityRow, type CommunityRow } from '../../db/queries/communities';
import { updateCommunitySettings } from '../../db/queries/community-settings';
import { badRequest } from '../../util/http-error';
import { todayIn } from '../../util/dates';
import { recomputeCommunityWarnings } from '../unit-warnings';
import { changedFields, recordAudit, type Actor } from '../audit';

export async function saveHoaSettings(
  db: Database,
  actor: Actor,
  community: CommunityRow,
  settings: CommunitySettings,
): Promise<MessageResponse> {
  const errors = validateCommunityAllowances(settings);
  if (hasErrors(errors)) throw badRequest(Object.values(errors)[0] ?? 'Invalid settings', errors);
  await db.transaction(async (tx) => {
    const before = (await findCommunityRow(tx, community.hoaid)) ?? community;
    await updateCommunitySettings(tx, community.hoaid, settings);
    const change = changedFields(before, settings, Object.keys(settings));
    if (change) {
      await recordAudit(tx, actor, {
        kind: 'settings',
        action: 'update',
        entityid: community.hoaid,
        ...change,
      });
    }
    const saved = await findCommunityRow(tx, community.hoaid);
    if (saved) await recomputeCommunityWarnings(tx, saved, todayIn(saved.timezone));
  });
  return { message: SUCCESS.hoaUpdate };
}

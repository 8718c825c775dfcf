// HOA Settings (spec §2 Maintenance, §7 updatehoa): the community's allowances are the rule for
// every unit without an exception (docs/adr/0007), so saving them re-flags every unit at once.
import {
  SUCCESS,
  hasErrors,
  overLimitsQuestion,
  validateCommunityAllowances,
  type CommunitySettings,
  type SettingsSaveResponse,
} from '@parking/shared/domain';
import type { Database } from '../../db/client';
import { findCommunityRow, type CommunityRow } from '../../db/queries/communities';
import { updateCommunitySettings } from '../../db/queries/community-settings';
import { badRequest } from '../../util/http-error';
import { todayIn } from '../../util/dates';
import { sanitizeHelpHtml } from '../help-html';
import { recomputeCommunityWarnings } from '../unit-warnings';
import { communityOverLimits } from './over-limits';
import { changedFields, recordAudit, type Actor } from '../audit';

/**
 * Saves the settings and answers the cars onsite over a limit after and before (docs/adr/0028);
 * with `preview` only counts them and saves nothing, so the admin can be asked first.
 */
export async function saveHoaSettings(
  db: Database,
  actor: Actor,
  community: CommunityRow,
  settings: CommunitySettings,
  preview = false,
): Promise<SettingsSaveResponse> {
  if (settings.guest_tc !== undefined) {
    settings = { ...settings, guest_tc: sanitizeHelpHtml(settings.guest_tc) };
  }
  const errors = validateCommunityAllowances(settings);
  if (hasErrors(errors)) throw badRequest(Object.values(errors)[0] ?? 'Invalid settings', errors);
  const today = todayIn(community.timezone);
  if (preview) {
    const counted = await communityOverLimits(
      db,
      community.hoaid,
      community,
      { ...community, ...settings },
      today,
    );
    return { message: overLimitsQuestion(counted.over_limits), ...counted };
  }
  const counted = await db.transaction(async (tx) => {
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
    return communityOverLimits(tx, community.hoaid, before, saved ?? before, today);
  });
  return { message: SUCCESS.hoaUpdate, ...counted };
}

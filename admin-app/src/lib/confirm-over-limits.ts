// Settings that bite (docs/adr/0028): before HOA Settings or Modify Owner save a lower limit,
// the same call with `preview: true` counts the cars onsite it leaves over a limit; when the
// change puts more cars over, the admin is asked before saving.
import {
  overLimitsQuestion,
  putsCarsOver,
  type SettingsSaveResponse,
} from '@parking/shared/domain';
import type { ConfirmOptions } from '@parking/shared/ui';

export const OVER_LIMITS_TITLE = 'Cars over the new limits';

/** True when the save may go ahead: nothing more is over, or the admin confirmed. */
export async function confirmOverLimits(
  check: Partial<SettingsSaveResponse>,
  confirm: (options: ConfirmOptions) => Promise<boolean>,
): Promise<boolean> {
  const { over_limits: after, over_limits_before: before } = check;
  if (!after || !before || !putsCarsOver(after, before)) return true;
  return confirm({
    title: OVER_LIMITS_TITLE,
    message: overLimitsQuestion(after),
    confirmLabel: 'Save',
    tone: 'danger',
  });
}

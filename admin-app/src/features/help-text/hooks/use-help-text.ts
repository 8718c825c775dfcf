// spec §2 / §7 updatehoahelp: the community's help texts and publishing one topic; the answer is
// the updated community, which is stored (storeCommunity).
import { useEffect, useState } from 'react';
import { getHoaData, updateHoaHelp } from '@parking/shared/api';
import {
  SUCCESS,
  VALIDATION,
  validateHelpPublish,
  type HelpText,
  type HelpTopic,
} from '@parking/shared/domain';
import { publishError, publishSuccess } from '@parking/shared/events';
import { apiErrorMessage, reportApiError } from '@parking/shared/features';
import { session, storeCommunity } from '@parking/shared/session';
import { topicLabel } from '../help-topics';

export function useHelpText() {
  const [published, setPublished] = useState<Partial<HelpText> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getHoaData().then(
      (community) => setPublished(community.help_text ?? {}),
      (failure: unknown) => setError(apiErrorMessage(failure)),
    );
  }, []);

  /** Publishes the draft; without a topic or a change there is nothing to publish (spec §5). */
  const publish = async (which: HelpTopic | null, draft: string | null) => {
    const found = validateHelpPublish({ which });
    const unchanged = which !== null && (draft === null || draft === (published?.[which] ?? ''));
    if (found.which || unchanged || which === null || draft === null) {
      publishError(found.which ?? VALIDATION.nothingToPublish);
      return;
    }
    try {
      const hoaid = session.get('hoaid') ?? '';
      const community = await updateHoaHelp({ hoaid, which, helpdata: draft });
      storeCommunity(community);
      setPublished(community.help_text ?? { ...published, [which]: draft });
      publishSuccess(SUCCESS.helpTextPublished(topicLabel(which)));
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return { published, error, publish };
}

// spec §2 / §7 updatehoahelp: the community's help texts (the hoa_data query) and publishing one
// topic. A publish refreshes every community query of the page (docs/adr/0011), so every help
// page shows the published text on its next visit.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateHoaHelp } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import {
  SUCCESS,
  VALIDATION,
  validateHelpPublish,
  type HelpText,
  type HelpTopic,
} from '@parking/shared/domain';
import { publishError, publishSuccess } from '@parking/shared/events';
import {
  apiErrorMessage,
  reportApiError,
  signedInCommunityQuery,
  useInvalidateCommunity,
} from '@parking/shared/features';
import { session, storeCommunity } from '@parking/shared/session';
import { topicLabel } from '../help-topics';

export function useHelpText() {
  const hoaid = session.get('hoaid') ?? '';
  const client = useQueryClient();
  const loaded = useQuery(signedInCommunityQuery(hoaid));
  const invalidateCommunity = useInvalidateCommunity();
  const published: Partial<HelpText> | null = loaded.data ? (loaded.data.help_text ?? {}) : null;

  const save = useMutation({
    mutationFn: ({ which, draft }: { which: HelpTopic; draft: string }) =>
      updateHoaHelp({ hoaid, which, helpdata: draft }),
    onSuccess: async (community, { which }) => {
      // The answer is the updated community: shown at once, then every copy is refreshed.
      storeCommunity(community);
      client.setQueryData(queryKeys.community.signedIn(hoaid), community);
      publishSuccess(SUCCESS.helpTextPublished(topicLabel(which)));
      await invalidateCommunity();
    },
    onError: (failure) => void reportApiError(failure),
  });

  /** Publishes the draft; without a topic or a change there is nothing to publish (spec §5). */
  const publish = async (which: HelpTopic | null, draft: string | null) => {
    const found = validateHelpPublish({ which });
    const unchanged = which !== null && (draft === null || draft === (published?.[which] ?? ''));
    if (found.which || unchanged || which === null || draft === null) {
      publishError(found.which ?? VALIDATION.nothingToPublish);
      return;
    }
    await save.mutateAsync({ which, draft }).catch(() => undefined);
  };

  const error = loaded.error ? apiErrorMessage(loaded.error) : null;
  return { published, error, publish };
}

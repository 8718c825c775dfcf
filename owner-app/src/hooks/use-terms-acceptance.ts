// spec §4: accepting the rules sets terms 1 and termsaccepted true and marks has_read_terms. A
// mutation of the data layer (docs/adr/0011): the session copy is marked (the gate reads it when
// a page opens) and the owners queries, whose rows carry has_read_terms, are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeRulesAndRegs } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import { SUCCESS } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';

export function useTermsAcceptance() {
  const client = useQueryClient();
  const acceptance = useMutation({
    mutationFn: () =>
      changeRulesAndRegs({
        userid: session.get('userid') ?? '',
        terms: 1,
        termsaccepted: true,
      }),
    onSuccess: async () => {
      session.set('has_read_terms', true);
      publishSuccess(SUCCESS.acknowledgeRules);
      await client.invalidateQueries({ queryKey: queryKeys.owners.all });
    },
    onError: (error) => void reportApiError(error),
  });

  const accept = (): Promise<boolean> =>
    acceptance.mutateAsync().then(
      () => true,
      () => false,
    );

  const accepted = acceptance.isSuccess || session.get('has_read_terms') === true;
  return { accepted, saving: acceptance.isPending, accept };
}

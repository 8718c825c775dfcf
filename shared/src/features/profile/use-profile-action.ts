// One profile block's submit: run the call (a mutation, docs/adr/0011), publish the spec §8
// success text and refresh the queries the call changed, or show the server's message in the
// block's error box and its field errors under the fields. A failure shows once: in the block
// (not also in the status banner), and not in the box when the same text already stands under a
// field.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api';
import { FAILURE } from '../../domain';
import { publishSuccess } from '../../events';

export function useProfileAction() {
  const client = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: (call: () => Promise<unknown>) => call() });

  /** Shows form-side errors (spec §5) without calling the server. */
  const showErrors = (errors: Record<string, string>) => {
    setFieldErrors(errors);
    setMessage(null);
  };

  /** `invalidates`: the query keys whose data the call changed (read again after success). */
  const run = async (
    call: () => Promise<unknown>,
    success: string,
    invalidates: readonly QueryKey[] = [],
  ): Promise<boolean> => {
    showErrors({});
    try {
      await mutation.mutateAsync(call);
      publishSuccess(success);
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
      return true;
    } catch (error) {
      const fields = isApiError(error) ? error.errors : {};
      const text = error instanceof Error ? error.message : FAILURE.unexpected;
      setFieldErrors(fields);
      setMessage(Object.values(fields).includes(text) ? null : text);
      return false;
    }
  };

  return { fieldErrors, message, saving: mutation.isPending, showErrors, run };
}

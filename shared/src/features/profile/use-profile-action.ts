// One profile block's submit: run the call, publish the spec §8 success text, or show the
// server's message in the block's error box and its field errors under the fields. A failure
// shows once: in the block (not also in the status banner), and not in the box when the same
// text already stands under a field.
import { useState } from 'react';
import { isApiError } from '../../api';
import { FAILURE } from '../../domain';
import { publishSuccess } from '../../events';

export function useProfileAction() {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** Shows form-side errors (spec §5) without calling the server. */
  const showErrors = (errors: Record<string, string>) => {
    setFieldErrors(errors);
    setMessage(null);
  };

  const run = async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
    setSaving(true);
    showErrors({});
    try {
      await call();
      publishSuccess(success);
      return true;
    } catch (error) {
      const fields = isApiError(error) ? error.errors : {};
      const text = error instanceof Error ? error.message : FAILURE.unexpected;
      setFieldErrors(fields);
      setMessage(Object.values(fields).includes(text) ? null : text);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { fieldErrors, message, saving, showErrors, run };
}

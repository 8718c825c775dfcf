// One profile block's submit: run the call, publish the spec §8 success text, or show the
// server's message in the block's error box and its field errors under the fields.
import { useState } from 'react';
import { isApiError } from '../../api';
import { publishSuccess } from '../../events';
import { reportApiError } from '../report-api-error';

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
      setFieldErrors(reportApiError(error));
      setMessage(isApiError(error) ? error.message : null);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { fieldErrors, message, saving, showErrors, run };
}

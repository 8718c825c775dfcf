// spec §4: accepting the rules sets terms 1 and termsaccepted true and marks has_read_terms.
import { useState } from 'react';
import { changeRulesAndRegs } from '@parking/shared/api';
import { SUCCESS } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';

export function useTermsAcceptance() {
  const [accepted, setAccepted] = useState(() => session.get('has_read_terms') === true);
  const [saving, setSaving] = useState(false);

  const accept = async (): Promise<boolean> => {
    setSaving(true);
    try {
      await changeRulesAndRegs({
        userid: session.get('userid') ?? '',
        terms: 1,
        termsaccepted: true,
      });
      session.set('has_read_terms', true);
      publishSuccess(SUCCESS.acknowledgeRules);
      setAccepted(true);
      return true;
    } catch (error) {
      reportApiError(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { accepted, saving, accept };
}

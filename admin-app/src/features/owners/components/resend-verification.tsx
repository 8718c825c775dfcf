// Accounts created from now on sign in only with a verified e-mail, so the admin can
// mail an owner whose address is not yet verified a new link (resendverification). The
// server's answer goes to the status bus like the other admin actions.
import { useState } from 'react';
import { resendVerification } from '@parking/shared/api';
import { publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { Button, ButtonRow } from '@parking/shared/ui';

export const RESEND_VERIFICATION = 'Resend verification mail';
export const EMAIL_NOT_VERIFIED_NOTE = 'This e-mail address is not verified yet.';

export function ResendVerification({ userid }: { userid: string }) {
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      publishSuccess((await resendVerification({ userid })).message);
    } catch (failure) {
      reportApiError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-label="E-mail verification">
      <p>{EMAIL_NOT_VERIFIED_NOTE}</p>
      <ButtonRow>
        <Button variant="secondary" disabled={sending} onClick={() => void resend()}>
          {RESEND_VERIFICATION}
        </Button>
      </ButtonRow>
    </section>
  );
}

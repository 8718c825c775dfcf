// Accounts created from now on sign in only with a verified e-mail, so the admin can
// mail an owner whose address is not yet verified a new link (resendverification). The
// server's answer goes to the status bus like the other admin actions.
import { publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { Button, ButtonRow } from '@parking/shared/ui';
import { useResendVerification } from '../api/owner-mutations';

export const RESEND_VERIFICATION = 'Resend verification mail';
export const EMAIL_NOT_VERIFIED_NOTE = 'This e-mail address is not verified yet.';

export function ResendVerification({ userid }: { userid: string }) {
  const send = useResendVerification();

  const resend = async () => {
    try {
      publishSuccess((await send.mutateAsync({ userid })).message);
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return (
    <section aria-label="E-mail verification">
      <p>{EMAIL_NOT_VERIFIED_NOTE}</p>
      <ButtonRow>
        <Button variant="secondary" disabled={send.isPending} onClick={() => void resend()}>
          {RESEND_VERIFICATION}
        </Button>
      </ButtonRow>
    </section>
  );
}

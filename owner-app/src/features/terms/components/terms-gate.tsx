// spec §2, §6: owners must accept the rules and regulations before using the dashboard; until
// then only the prompt and an Accept button show.
import type { ReactNode } from 'react';
import { Button, Panel } from '@parking/shared/ui';
import { useTermsAcceptance } from '../../../hooks/use-terms-acceptance';

/** spec §2, spelling as in the product. */
export const TERMS_PROMPT = 'Please acknoledge you have read and accept the rules and regulations.';

export function TermsGate({ children }: { children: ReactNode }) {
  const { accepted, saving, accept } = useTermsAcceptance();
  if (accepted) return <>{children}</>;
  return (
    <Panel>
      <p>{TERMS_PROMPT}</p>
      <div>
        <Button icon="submit" onClick={() => void accept()} disabled={saving}>
          Accept
        </Button>
      </div>
    </Panel>
  );
}

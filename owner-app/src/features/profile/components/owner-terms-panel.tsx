// spec §2 profile: the Owner Terms and Conditions panel shows the community's owner_tc help
// HTML (the community query: what the admin published last); its checkbox sets terms to 1
// (changerulesandregs, spec §4).
import { useCommunityData } from '@parking/shared/features';
import { CheckboxField, Panel, SafeHtml } from '@parking/shared/ui';
import { useTermsAcceptance } from '../../../hooks/use-terms-acceptance';

export const OWNER_TERMS_TITLE = 'Owner Terms and Conditions';
export const OWNER_TERMS_CHECKBOX = 'I have read and accept the rules and regulations';

export function OwnerTermsPanel() {
  const { accepted, saving, accept } = useTermsAcceptance();
  const termsHtml = useCommunityData().community?.help_text.owner_tc ?? '';
  return (
    <Panel title={OWNER_TERMS_TITLE}>
      <SafeHtml html={termsHtml} />
      <CheckboxField
        label={OWNER_TERMS_CHECKBOX}
        name="terms"
        checked={accepted}
        // Accepting is one-way (spec §2: the checkbox sets terms to 1).
        disabled={accepted || saving}
        onChange={(event) => {
          if (event.target.checked) void accept();
        }}
      />
    </Panel>
  );
}

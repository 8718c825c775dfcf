// The renter accepts the terms and conditions on the Register/Modify Vehicle form (spec §1, §2);
// this panel shows them: the community's Renter TC help text, which admins edit in the Help
// Text Editor (spec §2 Maintenance), from the community query (docs/adr/0011). Like the owner's
// terms panel on the profile page.
import { useCommunityData } from '@parking/shared/features';
import { Panel, SafeHtml } from '@parking/shared/ui';

export const RENTER_TERMS_TITLE = 'Renter Terms and Conditions';

export function RenterTermsPanel() {
  const termsHtml = useCommunityData().community?.help_text.renter_tc ?? '';
  // A community without renter terms shows no empty panel.
  if (termsHtml.trim() === '') return null;
  return (
    <Panel title={RENTER_TERMS_TITLE}>
      <SafeHtml html={termsHtml} />
    </Panel>
  );
}

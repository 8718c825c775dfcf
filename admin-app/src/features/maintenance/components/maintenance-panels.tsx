// spec §2 Maintenance Dashboard: buttons HOA, HOA Contact, Help Text and Feedback switch one
// panel; HOA shows by default.
import { useState } from 'react';
import { ToggleButtonGroup } from '@parking/shared/ui';
import { ContactPanel } from '../../contacts/components/contact-panel';
import { FeedbackPanel } from '../../feedback/components/feedback-panel';
import { HelpTextPanel } from '../../help-text/components/help-text-panel';
import { HoaSettingsPanel } from '../../hoa-settings/components/hoa-settings-panel';

type MaintenancePanel = 'hoa' | 'contact' | 'help' | 'feedback';

const buttons = [
  { value: 'hoa', label: 'HOA' },
  { value: 'contact', label: 'HOA Contact' },
  { value: 'help', label: 'Help Text' },
  { value: 'feedback', label: 'Feedback' },
] as const;

export function MaintenancePanels() {
  const [panel, setPanel] = useState<MaintenancePanel>('hoa');
  return (
    <>
      <ToggleButtonGroup
        label="Maintenance panels"
        options={buttons}
        value={panel}
        onChange={setPanel}
      />
      {panel === 'hoa' ? <HoaSettingsPanel /> : null}
      {panel === 'contact' ? <ContactPanel /> : null}
      {panel === 'help' ? <HelpTextPanel /> : null}
      {panel === 'feedback' ? <FeedbackPanel /> : null}
    </>
  );
}

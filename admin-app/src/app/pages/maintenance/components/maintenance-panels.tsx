// spec §2 Maintenance Dashboard: buttons HOA, HOA Contact, Help Text and Feedback switch one
// panel; HOA shows by default. Switching away from contacts that wait for Commit asks first.
import { useState } from 'react';
import { ToggleButtonGroup, useConfirm } from '@parking/shared/ui';
import {
  ContactPanel,
  leaveQuestion,
} from '../../../../features/contacts/components/contact-panel';
import { FeedbackPanel } from '../../../../features/feedback/components/feedback-panel';
import { HelpTextPanel } from '../../../../features/help-text/components/help-text-panel';
import { HoaSettingsPanel } from '../../../../features/hoa-settings/components/hoa-settings-panel';

type MaintenancePanel = 'hoa' | 'contact' | 'help' | 'feedback';

const buttons = [
  { value: 'hoa', label: 'HOA' },
  { value: 'contact', label: 'HOA Contact' },
  { value: 'help', label: 'Help Text' },
  { value: 'feedback', label: 'Feedback' },
] as const;

export function MaintenancePanels() {
  const [panel, setPanel] = useState<MaintenancePanel>('hoa');
  const [pendingContacts, setPendingContacts] = useState(0);
  const { confirm, dialog } = useConfirm();
  const switchTo = async (next: MaintenancePanel) => {
    if (next === panel) return;
    if (panel === 'contact' && pendingContacts > 0) {
      if (!(await confirm(leaveQuestion(pendingContacts)))) return;
      setPendingContacts(0);
    }
    setPanel(next);
  };
  return (
    <>
      <ToggleButtonGroup
        label="Maintenance panels"
        options={buttons}
        value={panel}
        onChange={(next) => void switchTo(next)}
      />
      {panel === 'hoa' ? <HoaSettingsPanel /> : null}
      {panel === 'contact' ? <ContactPanel onPendingChange={setPendingContacts} /> : null}
      {panel === 'help' ? <HelpTextPanel /> : null}
      {panel === 'feedback' ? <FeedbackPanel /> : null}
      {dialog}
    </>
  );
}

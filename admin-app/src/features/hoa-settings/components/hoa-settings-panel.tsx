// spec §2 Maintenance → HOA: the HOA Settings panel with its settings form, the upload users CSV
// box and the soft / hard delete vehicles boxes.
import { Panel } from '@parking/shared/ui';
import { HoaSettingsForm } from './hoa-settings-form';
import { UploadCsvBox } from './upload-csv-box';
import { VehicleCleanupBoxes } from './vehicle-cleanup-boxes';
import { FailedMailJobs } from './failed-mail-jobs';

export function HoaSettingsPanel() {
  return (
    <Panel title="HOA Settings">
      <HoaSettingsForm />
      <UploadCsvBox />
      <VehicleCleanupBoxes />
      <FailedMailJobs />
    </Panel>
  );
}

// The plate-reading bench's page script: the recogniser the /enforce page loads when Scan is
// pressed, exposed to the bench (plate-reading.spec.ts) as window.plateBench.
import {
  readPlate,
  startPlateReader,
} from '../../../admin-app/src/features/enforce/scan/recognise-plate';
import { plateImage } from '../../../admin-app/src/features/enforce/scan/plate-image';

(window as unknown as { plateBench: unknown }).plateBench = {
  readPlate,
  startPlateReader,
  plateImage,
};

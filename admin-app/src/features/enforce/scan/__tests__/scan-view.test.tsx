// docs/adr/0031: Scan on the plate lookup page, with the camera (getUserMedia) and the
// recogniser (recognise-plate.ts) replaced at their module boundaries: the reading is shown
// normalised to confirm or correct, then looked up; a refused or missing camera says so and the
// typing field stays.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlateLookupResponse } from '@parking/shared/domain';
import { fakeServer, lastRequestTo, renderInPortal, signInAs } from '@parking/shared/testing';
import { EnforcePage } from '../../components/enforce-page';
import { CAMERA_REFUSED, NO_CAMERA, NOTHING_READ } from '../scan-view';
import { readPlateFromVideo, startPlateReader } from '../recognise-plate';

jest.mock('../recognise-plate', () => ({
  CAPTURE_FRAME: { widthShare: 0.8, aspect: 2.2 },
  startPlateReader: jest.fn(),
  readPlateFromVideo: jest.fn(),
}));

jest.setTimeout(30_000);

const reading = jest.mocked(readPlateFromVideo);
const stopTrack = jest.fn();
const getUserMedia = jest.fn();

function server() {
  return fakeServer({
    'POST /api/parking/plate_lookup': (request) => {
      const { plate } = request.body as { plate: string };
      const answer: PlateLookupResponse = {
        plate,
        authorised: false,
        violation_count: 0,
        reason: 'unknown',
      };
      return { body: answer };
    },
    'POST /api/parking/get_recent_lookups': () => ({ body: [] }),
  });
}

beforeEach(() => {
  signInAs('patrol', {}, { login: { name: 'Pat Rol', unitnumber: '' } });
  jest.mocked(startPlateReader).mockResolvedValue({} as never);
  getUserMedia.mockReset();
  getUserMedia.mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  reading.mockReset();
});

it('scans a plate with the rear camera, shows the reading to correct, then looks it up', async () => {
  const requests = server();
  reading.mockResolvedValue({
    plate: 'DEM1O1A',
    text: 'DEM 1O1A',
    confidence: 88,
    photo: 'data:image/jpeg;base64,AAAA',
  });
  const user = userEvent.setup();
  renderInPortal(<EnforcePage />);

  await user.click(screen.getByRole('button', { name: 'Scan' }));
  const scan = await screen.findByRole('region', { name: 'Scan a plate' });
  expect(getUserMedia).toHaveBeenCalledWith({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } },
  });
  // The recogniser starts loading while the camera opens.
  expect(startPlateReader).toHaveBeenCalled();
  await within(scan).findByText('Hold the plate inside the frame.');
  await user.click(within(scan).getByRole('button', { name: 'Take picture' }));

  const field = await within(scan).findByLabelText('Plate read from the picture');
  expect(field).toHaveValue('DEM1O1A');
  expect(within(scan).getByRole('img', { name: 'The framed picture' })).toBeInTheDocument();
  // The patrol corrects the letter O the recogniser read for a zero.
  await user.clear(field);
  await user.type(field, 'dem 101a');
  await user.click(within(scan).getByRole('button', { name: 'Look up this plate' }));

  expect(await screen.findByRole('region', { name: 'Lookup result' })).toHaveTextContent('DEM101A');
  expect(lastRequestTo(requests, 'POST /api/parking/plate_lookup')?.body).toEqual({
    plate: 'DEM101A',
  });
  expect(screen.getByLabelText('Plate')).toHaveValue('DEM101A');
  expect(screen.queryByRole('region', { name: 'Scan a plate' })).not.toBeInTheDocument();
  // Closing the scan view turns the camera off.
  expect(stopTrack).toHaveBeenCalled();
});

it('says when nothing could be read, and takes the picture again', async () => {
  server();
  reading.mockResolvedValue({ plate: '', text: '', confidence: 0, photo: 'data:,' });
  const user = userEvent.setup();
  renderInPortal(<EnforcePage />);
  await user.click(screen.getByRole('button', { name: 'Scan' }));
  const scan = await screen.findByRole('region', { name: 'Scan a plate' });
  await within(scan).findByText('Hold the plate inside the frame.');
  await user.click(within(scan).getByRole('button', { name: 'Take picture' }));
  expect(await within(scan).findByText(NOTHING_READ)).toBeInTheDocument();
  expect(within(scan).getByRole('button', { name: 'Look up this plate' })).toBeDisabled();
  await user.click(within(scan).getByRole('button', { name: 'Take again' }));
  expect(within(scan).getByRole('button', { name: 'Take picture' })).toBeEnabled();
});

it('explains a refused camera; the plate can still be typed', async () => {
  server();
  getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
  const user = userEvent.setup();
  renderInPortal(<EnforcePage />);
  await user.click(screen.getByRole('button', { name: 'Scan' }));
  expect(await screen.findByText(CAMERA_REFUSED)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Take picture' })).toBeDisabled();
  await user.type(screen.getByLabelText('Plate'), 'abc123');
  await user.click(screen.getByRole('button', { name: 'Look up' }));
  expect(await screen.findByRole('region', { name: 'Lookup result' })).toHaveTextContent('abc123');
});

it('explains a device without a camera', async () => {
  server();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
  const user = userEvent.setup();
  renderInPortal(<EnforcePage />);
  await user.click(screen.getByRole('button', { name: 'Scan' }));
  expect(await screen.findByText(NO_CAMERA)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('region', { name: 'Scan a plate' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Plate')).toBeEnabled();
});

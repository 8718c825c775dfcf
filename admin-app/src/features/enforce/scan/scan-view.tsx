// Plate scanning (docs/adr/0031): the rear camera with a capture frame; 'Take picture' reads the
// plate on the phone and shows the reading to confirm or correct before it is looked up. This
// module and the recogniser are one chunk, loaded only when Scan is pressed (enforce-page.tsx).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, ErrorBox, Panel, TextField } from '@parking/shared/ui';
import styled from 'styled-components';
import {
  CAPTURE_FRAME,
  readPlateFromVideo,
  startPlateReader,
  type ScannedPlate,
} from './recognise-plate';
import { plateFromReading } from './plate-reading';

export const SCAN_TITLE = 'Scan a plate';
export const CAMERA_REFUSED =
  'The camera is blocked for this page. Type the plate above, or allow the camera in the browser settings and press Scan again.';
export const NO_CAMERA = 'No camera could be opened on this device. Type the plate above.';
export const NOTHING_READ =
  'No plate could be read. Hold the plate inside the frame and take the picture again, or type it.';
export const READER_FAILED = 'The plate reader could not start here. Type the plate above.';

type Step =
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'reading' }
  | { kind: 'read'; scanned: ScannedPlate }
  | { kind: 'failed'; message: string };

const Viewer = styled.div`
  position: relative;
  background: #000;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;

  video {
    display: block;
    width: 100%;
    height: auto;
    min-height: 180px;
  }
`;

// The frame matches CAPTURE_FRAME: the part of the picture the recogniser reads.
const Frame = styled.div`
  position: absolute;
  left: ${((1 - CAPTURE_FRAME.widthShare) / 2) * 100}%;
  width: ${CAPTURE_FRAME.widthShare * 100}%;
  top: 50%;
  transform: translateY(-50%);
  aspect-ratio: ${CAPTURE_FRAME.aspect};
  border: 3px solid #ffd84d;
  border-radius: 8px;
  box-shadow: 0 0 0 100vmax rgb(0 0 0 / 45%);
  pointer-events: none;
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};

  button {
    min-height: 56px;
    font-size: 1.125rem;
  }
`;

const Reading = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  img {
    width: 100%;
    max-height: 160px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.md};
    background: #000;
  }
  input {
    font-size: 1.75rem;
    min-height: 56px;
    font-family: ${({ theme }) => theme.fonts.mono};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

function cameraMessage(failure: unknown): string {
  const name = failure instanceof Error || failure instanceof DOMException ? failure.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? CAMERA_REFUSED : NO_CAMERA;
}

export interface ScanViewProps {
  /** The confirmed plate: the page looks it up. */
  onPlate: (plate: string) => void;
  onClose: () => void;
}

export function ScanView({ onPlate, onClose }: ScanViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'starting' });
  const [plate, setPlate] = useState('');

  useEffect(() => {
    let stream: MediaStream | null = null;
    let closed = false;
    // The worker, core and trained data load while the camera starts.
    startPlateReader().catch(() => undefined);
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
      stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } },
      });
      if (closed) return;
      const element = video.current;
      if (element) {
        element.srcObject = stream;
        await element.play();
      }
      setStep({ kind: 'live' });
    })().catch((failure: unknown) => {
      if (!closed) setStep({ kind: 'failed', message: cameraMessage(failure) });
    });
    return () => {
      closed = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const take = async () => {
    const element = video.current;
    if (!element) return;
    setStep({ kind: 'reading' });
    try {
      const scanned = await readPlateFromVideo(element);
      setPlate(scanned.plate);
      setStep({ kind: 'read', scanned });
    } catch {
      setStep({ kind: 'failed', message: READER_FAILED });
    }
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (plate.trim()) onPlate(plateFromReading(plate));
  };

  const showsCamera = step.kind !== 'read' && step.kind !== 'failed';
  return (
    <Panel title={SCAN_TITLE}>
      {step.kind === 'failed' ? <ErrorBox message={step.message} /> : null}
      {/* The video stays mounted while the camera runs, so the stream keeps its element. */}
      <Viewer hidden={!showsCamera}>
        <video ref={video} muted playsInline aria-label="Camera" />
        <Frame aria-hidden="true" />
      </Viewer>
      {showsCamera ? (
        <p role="status">
          {step.kind === 'starting'
            ? 'Opening the camera…'
            : step.kind === 'reading'
              ? 'Reading the plate…'
              : 'Hold the plate inside the frame.'}
        </p>
      ) : null}
      {step.kind === 'read' ? (
        <Reading onSubmit={confirm} aria-label="Confirm the plate" noValidate>
          <img src={step.scanned.photo} alt="The framed picture" />
          <TextField
            label="Plate read from the picture"
            name="scanned_plate"
            value={plate}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="Correct it if a character is wrong."
            error={step.scanned.plate ? null : NOTHING_READ}
            onChange={(event) => setPlate(event.target.value)}
          />
          <Actions>
            <Button type="button" variant="secondary" onClick={() => setStep({ kind: 'live' })}>
              Take again
            </Button>
            <Button type="submit" icon="search" disabled={!plate.trim()}>
              Look up this plate
            </Button>
          </Actions>
        </Reading>
      ) : (
        <Actions>
          <Button type="button" variant="secondary" icon="cancel" onClick={onClose}>
            Close
          </Button>
          <Button
            type="button"
            icon="car"
            disabled={step.kind !== 'live'}
            onClick={() => void take()}
          >
            Take picture
          </Button>
        </Actions>
      )}
    </Panel>
  );
}

export default ScanView;

// /enforce, the plate lookup for admins and patrol logins, phone first: one large
// plate field (state optional), the answer in large type, 'Report violation' with the violation
// form prefilled, and the caller's last 20 lookups.
import { useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import {
  PLATE_MESSAGES,
  dstr,
  normalizePlate,
  type PlateLookupResponse,
} from '@parking/shared/domain';
import { ViolationForm, apiErrorMessage } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { Button, PageHeader, TextField } from '@parking/shared/ui';
import styled from 'styled-components';
import { AdminPageFrame } from '../../../components/admin-page-frame';
import { usePlateLookup } from '../hooks/use-plate-lookup';
import { LookupAnswer } from './lookup-answer';
import { answerFromList, usableList } from '../offline/offline-answer';
import { QUEUED_MESSAGE, isNoSignal, useOfflinePatrol } from '../offline/use-offline-patrol';
import type { ScanViewProps } from '../scan/scan-view';
import { RecentLookups } from './recent-lookups';
import { usePatrolApp } from '../offline/use-patrol-app';

export const ENFORCE_TITLE = 'Plate lookup';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 640px;
  width: 100%;
  margin: 0 auto;
`;

const LookupForm = styled.form`
  display: grid;
  grid-template-columns: 1fr 6.5rem;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  .plate-field input {
    font-size: 1.75rem;
    min-height: 56px;
    font-family: ${({ theme }) => theme.fonts.mono};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  .state-field input {
    font-size: 1.25rem;
    min-height: 56px;
    text-transform: uppercase;
  }
  .buttons {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: 1fr 2fr;
    gap: ${({ theme }) => theme.space.md};
  }
  .buttons button {
    min-height: 56px;
    font-size: 1.25rem;
  }
`;

const OfflineStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const pad = (n: number) => String(n).padStart(2, '0');
const clockTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

interface Answered {
  answer: PlateLookupResponse;
  state: string;
  at: Date;
  /** docs/adr/0027: answered from the phone's list (its ISO time), without signal. */
  offlineFrom?: string;
}

export const NO_LIST =
  'No signal, and this phone has no list of authorised plates for today yet. Try again where there is signal.';

export const SCAN_UNAVAILABLE = 'The scanner could not be loaded. Type the plate.';

/** 'list from 21:04' (today) or 'list from 11/26 21:04'. */
export function listTime(iso: string): string {
  const d = new Date(iso);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return d.toDateString() === new Date().toDateString()
    ? time
    : `${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${time}`;
}

export interface EnforcePageProps {
  /** What an administrator sees below the lookup (the tow list, composed in the app layer). */
  towList?: ReactNode;
}

export function EnforcePage({ towList }: EnforcePageProps = {}) {
  // /enforce?plate=... (the Occupancy panel's repeat offenders) starts with that plate.
  const [plate, setPlate] = useState(
    () => new URLSearchParams(window.location.search).get('plate') ?? '',
  );
  const [state, setState] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [reporting, setReporting] = useState(false);
  const lookup = usePlateLookup();
  const isAdmin = session.get('userRole') === 'admin';
  const offline = useOfflinePatrol();

  const answerOffline = (wanted: string, wantedState: string) => {
    const today = dstr();
    if (!offline.list || !usableList(offline.list, today)) {
      setAnswered(null);
      setError(NO_LIST);
      return;
    }
    const answer = answerFromList(offline.list, wanted, wantedState, today);
    setAnswered({
      answer,
      state: wantedState.trim().toUpperCase(),
      at: new Date(),
      offlineFrom: answer.offline_from,
    });
  };
  // docs/adr/0031: the scan view and the recogniser are a chunk of their own, loaded on Scan.
  const [Scanner, setScanner] = useState<ComponentType<ScanViewProps> | null>(null);
  const [scanning, setScanning] = useState(false);
  const [scanError, setScanError] = useState<string | null>(null);
  const openScanner = async () => {
    setScanError(null);
    try {
      const loaded = await import(/* webpackChunkName: "plate-scan" */ '../scan/scan-view');
      setScanner(() => loaded.ScanView);
      setScanning(true);
    } catch {
      setScanError(SCAN_UNAVAILABLE);
    }
  };
  usePatrolApp();

  const run = async (wanted: string, wantedState: string) => {
    if (!normalizePlate(wanted)) {
      setError(PLATE_MESSAGES.lookupRequired);
      return;
    }
    setError(null);
    if (!navigator.onLine) {
      answerOffline(wanted, wantedState);
      return;
    }
    try {
      const request = wantedState.trim()
        ? { plate: wanted, plate_state: wantedState.trim() }
        : { plate: wanted };
      const answer = await lookup.mutateAsync(request);
      setAnswered({ answer, state: wantedState.trim().toUpperCase(), at: new Date() });
    } catch (failure) {
      if (isNoSignal(failure)) {
        answerOffline(wanted, wantedState);
        return;
      }
      setAnswered(null);
      setError(apiErrorMessage(failure));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(plate, state);
  };

  const answer = answered?.answer;
  return (
    <AdminPageFrame>
      <Page>
        <PageHeader title={ENFORCE_TITLE} subtitle={session.get('hoaname') ?? undefined} />
        <OfflineStatus role="status" aria-label="Signal">
          {offline.online ? 'Online' : 'No signal'}
          {offline.list ? ` · list from ${listTime(offline.list.generated_at)}` : ''}
          {offline.queued > 0 ? ` · ${offline.queued} to send` : ''}
        </OfflineStatus>
        <LookupForm onSubmit={submit} aria-label="Look up a plate" noValidate>
          <TextField
            className="plate-field"
            label="Plate"
            name="plate"
            value={plate}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            error={error}
            onChange={(event) => setPlate(event.target.value)}
          />
          <TextField
            className="state-field"
            label="State"
            name="plate_state"
            value={state}
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="any"
            onChange={(event) => setState(event.target.value)}
          />
          <div className="buttons">
            <Button type="button" size="lg" variant="secondary" icon="car" onClick={openScanner}>
              Scan
            </Button>
            <Button type="submit" size="lg" icon="search" disabled={lookup.isPending}>
              Look up
            </Button>
          </div>
        </LookupForm>
        {scanError ? <p role="alert">{scanError}</p> : null}
        {scanning && Scanner ? (
          <Scanner
            onClose={() => setScanning(false)}
            onPlate={(read) => {
              setScanning(false);
              setPlate(read);
              void run(read, state);
            }}
          />
        ) : null}
        {answer && answered ? (
          <>
            <LookupAnswer answer={answer} offlineFrom={answered.offlineFrom} />
            <Button
              variant="danger"
              size="lg"
              fullWidth
              icon="alert"
              onClick={() => setReporting(true)}
            >
              Report violation
            </Button>
            <ViolationForm
              open={reporting}
              prefill={{
                violation_plate: answer.plate,
                violation_state: answer.plate_state || answered.state,
                violation_date: dstr(answered.at),
                violation_time: clockTime(answered.at),
              }}
              queueWhenOffline={offline.queue}
              queuedMessage={QUEUED_MESSAGE}
              onAdded={() => {
                setAnswered({
                  ...answered,
                  answer: { ...answer, violation_count: answer.violation_count + 1 },
                });
                // docs/adr/0027: the report may have made the plate tow-eligible; ask again.
                void run(answer.plate, answered.state);
              }}
              onClose={() => setReporting(false)}
            />
          </>
        ) : null}
        {isAdmin ? towList : null}
        <RecentLookups
          onLookUp={(row) => {
            setPlate(row.plate);
            setState(row.plate_state);
            void run(row.plate, row.plate_state);
          }}
        />
      </Page>
    </AdminPageFrame>
  );
}

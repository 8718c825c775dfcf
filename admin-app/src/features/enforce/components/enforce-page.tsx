// Issue 14: /enforce, the plate lookup for admins and patrol logins, phone first: one large
// plate field (state optional), the answer in large type, 'Report violation' with the violation
// form prefilled, and the caller's last 20 lookups.
import { useState, type FormEvent } from 'react';
import {
  NOT_AUTHORISED,
  AUTHORISED,
  PLATE_MESSAGES,
  dstr,
  normalizePlate,
  type PlateLookupResponse,
} from '@parking/shared/domain';
import { ViolationForm, apiErrorMessage } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { Button, ErrorBox, PageHeader, Panel, TextField, VisuallyHidden } from '@parking/shared/ui';
import styled from 'styled-components';
import { AdminPageFrame } from '../../../components/admin-page-frame';
import { usePlateLookup, useRecentLookups } from '../hooks/use-plate-lookup';
import { LookupAnswer } from './lookup-answer';
import { answerFromList, usableList } from '../offline/offline-answer';
import { QUEUED_MESSAGE, isNoSignal, useOfflinePatrol } from '../offline/use-offline-patrol';
import { TowListPanel } from '../../tow-list/components/tow-list-panel';

export const ENFORCE_TITLE = 'Plate lookup';
export const RECENT_TITLE = 'Recent lookups';
export const NO_LOOKUPS = 'No lookups yet';

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
  button[type='submit'] {
    grid-column: 1 / -1;
    min-height: 56px;
    font-size: 1.25rem;
  }
`;

const OfflineStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Recent = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  button {
    width: 100%;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
    text-align: left;
    font: inherit;
    padding: ${({ theme }) => theme.space.md};
    min-height: 48px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  .plate {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .ok {
    color: ${({ theme }) => theme.colors.success};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .not-ok {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .when {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const pad = (n: number) => String(n).padStart(2, '0');
const clockTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

function shownWhen(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

interface Answered {
  answer: PlateLookupResponse;
  state: string;
  at: Date;
  /** docs/adr/0027: answered from the phone's list (its ISO time), without signal. */
  offlineFrom?: string;
}

export const NO_LIST =
  'No signal, and this phone has no list of authorised plates for today yet. Try again where there is signal.';

/** 'list from 21:04' (today) or 'list from 11/26 21:04'. */
export function listTime(iso: string): string {
  const d = new Date(iso);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return d.toDateString() === new Date().toDateString()
    ? time
    : `${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${time}`;
}

export function EnforcePage() {
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
  const recent = useRecentLookups();

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
          <Button type="submit" size="lg" icon="search" disabled={lookup.isPending}>
            Look up
          </Button>
        </LookupForm>
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
        {isAdmin ? <TowListPanel /> : null}
        <Panel title={RECENT_TITLE}>
          {recent.isError ? <ErrorBox message={apiErrorMessage(recent.error)} /> : null}
          {recent.data && recent.data.length === 0 ? <p>{NO_LOOKUPS}</p> : null}
          {recent.data && recent.data.length > 0 ? (
            <Recent>
              {recent.data.map((row) => (
                <li key={row._id}>
                  {/* The name is the visible row after a hidden 'Look up … again:' (axe
                      label-content-name-mismatch: the visible text is part of the name). */}
                  <button
                    type="button"
                    onClick={() => {
                      setPlate(row.plate);
                      setState(row.plate_state);
                      void run(row.plate, row.plate_state);
                    }}
                  >
                    <VisuallyHidden>{`Look up ${row.plate} again: `}</VisuallyHidden>
                    <span className="plate">
                      {row.plate}
                      {row.plate_state ? ` ${row.plate_state}` : ''}
                    </span>
                    <span className={row.authorised ? 'ok' : 'not-ok'}>
                      {row.authorised ? AUTHORISED : NOT_AUTHORISED}
                    </span>
                    <span className="when">{shownWhen(row.looked_up_at)}</span>
                    <span className="when">{row.unitnumber ? `Unit ${row.unitnumber}` : ''}</span>
                  </button>
                </li>
              ))}
            </Recent>
          ) : null}
        </Panel>
      </Page>
    </AdminPageFrame>
  );
}

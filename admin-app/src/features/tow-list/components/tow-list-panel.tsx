// docs/adr/0027: the admins' tow list on the plate lookup page: each plate the community's tow
// rule listed, the unit, since when and the violations behind it; 'Clear' takes it off the list
// with a note (the server keeps the note in the audit log).
import { useState } from 'react';
import type { TowEntry } from '@parking/shared/domain';
import { TOW_MESSAGES } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { apiErrorMessage, reportApiError } from '@parking/shared/features';
import { Button, ErrorBox, Panel, PopupForm, TextAreaField } from '@parking/shared/ui';
import styled from 'styled-components';
import { TowViolations } from '../../../components/tow-violations';
import { useClearTow, useTowList } from '../hooks/use-tow-list';

export const TOW_LIST_TITLE = 'Tow list';
export const NO_TOWS = 'No plates are tow-eligible';

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  > li {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .plate {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .since {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function since(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function ClearForm({ entry, onClose }: { entry: TowEntry; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const clear = useClearTow();
  const submit = async () => {
    if (!note.trim()) {
      setError(TOW_MESSAGES.noteRequired);
      return false;
    }
    try {
      const answer = await clear.mutateAsync({ tow_id: entry._id, note: note.trim() });
      publishSuccess(answer.message);
      return true;
    } catch (failure) {
      setError(reportApiError(failure).note ?? apiErrorMessage(failure));
      return false;
    }
  };
  return (
    <PopupForm
      open
      title={`Clear ${entry.plate} from the tow list`}
      onSubmit={submit}
      onClose={onClose}
      confirmation={TOW_MESSAGES.cleared(entry.plate)}
      submitLabel="Clear"
    >
      <TextAreaField
        label="Note"
        name="note"
        value={note}
        error={error}
        onChange={(event) => setNote(event.target.value)}
      />
    </PopupForm>
  );
}

export function TowListPanel() {
  const list = useTowList();
  const [clearing, setClearing] = useState<TowEntry | null>(null);
  return (
    <Panel title={TOW_LIST_TITLE}>
      {list.isError ? <ErrorBox message={apiErrorMessage(list.error)} /> : null}
      {list.data && list.data.length === 0 ? <p>{NO_TOWS}</p> : null}
      {list.data && list.data.length > 0 ? (
        <Entries>
          {list.data.map((entry) => (
            <li key={entry._id} aria-label={`Tow list ${entry.plate}`}>
              <p className="plate">
                {entry.plate}
                {entry.unitnumber ? ` · Unit ${entry.unitnumber}` : ''}
              </p>
              <p className="since">Tow eligible since {since(entry.eligible_at)}</p>
              <TowViolations violations={entry.violations} />
              <Button variant="secondary" onClick={() => setClearing(entry)}>
                {`Clear ${entry.plate}`}
              </Button>
            </li>
          ))}
        </Entries>
      ) : null}
      {clearing ? <ClearForm entry={clearing} onClose={() => setClearing(null)} /> : null}
    </Panel>
  );
}

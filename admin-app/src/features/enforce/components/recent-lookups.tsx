// The caller's last 20 lookups on the enforce page; a row looks its plate up again.
import { NOT_AUTHORISED, AUTHORISED, type RecentPlateLookup } from '@parking/shared/domain';
import { apiErrorMessage } from '@parking/shared/features';
import { ErrorBox, Panel, VisuallyHidden } from '@parking/shared/ui';
import styled from 'styled-components';
import { useRecentLookups } from '../hooks/use-plate-lookup';

export const RECENT_TITLE = 'Recent lookups';
export const NO_LOOKUPS = 'No lookups yet';

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

function shownWhen(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function RecentLookups({ onLookUp }: { onLookUp: (row: RecentPlateLookup) => void }) {
  const recent = useRecentLookups();
  return (
    <Panel title={RECENT_TITLE}>
      {recent.isError ? <ErrorBox message={apiErrorMessage(recent.error)} /> : null}
      {recent.data && recent.data.length === 0 ? <p>{NO_LOOKUPS}</p> : null}
      {recent.data && recent.data.length > 0 ? (
        <Recent>
          {recent.data.map((row) => (
            <li key={row._id}>
              {/* The name is the visible row after a hidden 'Look up … again:' (axe
                  label-content-name-mismatch: the visible text is part of the name). */}
              <button type="button" onClick={() => onLookUp(row)}>
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
  );
}

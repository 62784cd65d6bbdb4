import type { TCompetitorStats } from '@caps/domain';
import { translate } from '../../../i18n/i18n.ts';

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

type TDecidedBy = NonNullable<TCompetitorStats['decidedBy']>;

const TIE_BREAK_KEYS = {
  buchholz: 'tournaments.standings.tieBreak.buchholz',
  headToHead: 'tournaments.standings.tieBreak.headToHead',
  pointDifference: 'tournaments.standings.tieBreak.pointDifference',
  pointsScored: 'tournaments.standings.tieBreak.pointsScored',
} as const satisfies Record<TDecidedBy, string>;

export interface StandingsTableProps {
  /** In the server's order (the format's tie-breaks, or elimination's finishing places). */
  rows: readonly TCompetitorStats[];
  names: ReadonlyMap<string, string>;
  label: string;
  /** Bold the leader's row (the tournament or the group is decided). */
  leaderDecided: boolean;
  /** Rank of the first row (a later part of split standings starts further down). */
  firstRank?: number;
  /** Elimination: each row's rank is its finishing place as the server gives it (shared; none while still in). */
  byPlace?: boolean;
  highlightId?: string | null;
  onHighlight?: (id: string | null) => void;
}

/** The rank a row shows: its place (elimination), else its position. */
function rankOf(row: TCompetitorStats, index: number, firstRank: number, byPlace: boolean): string {
  if (!byPlace) return `${index + firstRank}.`;
  return row.place === undefined ? '–' : `${row.place}.`;
}

/**
 * Games (won-lost), points and sinks (made-lost, and the difference) of each competitor, ranked as the server sends
 * them, with why (issue 37): Swiss rows show their Buchholz, and a row that stands above the next on equal wins names
 * the tie-break that put it there; a complete group marks who goes through. Scrolls sideways inside its own box. Plain
 * table elements styled by the drawing's root (bracket-styles.ts).
 */
export function StandingsTable({
  rows,
  names,
  label,
  leaderDecided,
  firstRank = 1,
  byPlace = false,
  highlightId,
  onHighlight,
}: StandingsTableProps) {
  const showBuchholz = rows.some((r) => r.buchholz !== undefined);
  const showDecidedBy = rows.some((r) => r.decidedBy !== undefined);
  return (
    <div className="standings" tabIndex={0}>
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{translate('tournaments.standings.player')}</th>
            <th scope="col" className="num">
              {translate('tournaments.standings.games')}
            </th>
            {showBuchholz && (
              <th scope="col" className="num">
                {translate('tournaments.standings.buchholz')}
              </th>
            )}
            {showDecidedBy && (
              <th scope="col" title={translate('tournaments.standings.decidedByHint')}>
                {translate('tournaments.standings.decidedBy')}
              </th>
            )}
            <th scope="col" className="num">
              {translate('tournaments.standings.points')}
            </th>
            <th scope="col" className="num">
              {translate('tournaments.standings.pointDifference')}
            </th>
            <th scope="col" className="num">
              {translate('tournaments.standings.sinks')}
            </th>
            <th scope="col" className="num">
              {translate('tournaments.standings.sinkDifference')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s, i) => (
            <tr
              key={s.competitorId}
              data-selected={s.competitorId === highlightId || undefined}
              data-qualifies={s.qualifies || undefined}
              onMouseEnter={onHighlight ? () => onHighlight(s.competitorId) : undefined}
              onMouseLeave={onHighlight ? () => onHighlight(null) : undefined}
            >
              <td className="competitor" data-leader={(i + firstRank === 1 && leaderDecided) || undefined}>
                {/* Before the name, so a long name's ellipsis never hides it. */}
                {s.qualifies && (
                  <span className="qualifies" title={translate('tournaments.standings.qualifiesLabel')}>
                    <span aria-hidden="true">{translate('tournaments.standings.qualifies')}</span>
                    <span className="visually-hidden">{translate('tournaments.standings.qualifiesLabel')}</span>
                  </span>
                )}
                {`${rankOf(s, i, firstRank, byPlace)} ${names.get(s.competitorId) ?? 'Unknown'}`}
              </td>
              <td className="num">{`${s.wins}-${s.losses}`}</td>
              {showBuchholz && <td className="num">{s.buchholz ?? ''}</td>}
              {showDecidedBy && (
                <td className="tie-break">{s.decidedBy ? translate(TIE_BREAK_KEYS[s.decidedBy]) : ''}</td>
              )}
              <td className="num">{`${s.points}-${s.pointsLost}`}</td>
              <td className="num">{signed(s.points - s.pointsLost)}</td>
              <td className="num">{`${s.sinks}-${s.sinksLost}`}</td>
              <td className="num">{signed(s.sinks - s.sinksLost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

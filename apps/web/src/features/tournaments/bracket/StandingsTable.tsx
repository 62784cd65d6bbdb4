import type { TCompetitorStats } from '@caps/domain';
import { translate } from '../../../i18n/i18n.ts';

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export interface StandingsTableProps {
  /** In the server's order (the format's tie-breaks). */
  rows: readonly TCompetitorStats[];
  names: ReadonlyMap<string, string>;
  label: string;
  /** Bold the leader's row (the tournament or the group is decided). */
  leaderDecided: boolean;
  /** Rank of the first row (a later part of split standings starts further down). */
  firstRank?: number;
  highlightId?: string | null;
  onHighlight?: (id: string | null) => void;
}

/**
 * Games (won-lost), points and sinks (made-lost, and the difference) of each competitor, ranked as the server sends
 * them; scrolls sideways inside its own box. Plain table elements styled by the drawing's root (bracket-styles.ts).
 */
export function StandingsTable({ rows, names, label, leaderDecided, firstRank = 1, highlightId, onHighlight }: StandingsTableProps) {
  return (
    <div className="standings" tabIndex={0}>
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{translate('tournaments.standings.player')}</th>
            <th scope="col" className="num">
              {translate('tournaments.standings.games')}
            </th>
            <th scope="col" className="num">
              {translate('tournaments.standings.points')}
            </th>
            <th scope="col" className="num">
              {translate('tournaments.standings.difference')}
            </th>
            <th scope="col" className="num">
              {translate('tournaments.standings.sinks')}
            </th>
            <th scope="col" className="num">
              {translate('tournaments.standings.difference')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s, i) => (
            <tr
              key={s.competitorId}
              data-selected={s.competitorId === highlightId || undefined}
              onMouseEnter={onHighlight ? () => onHighlight(s.competitorId) : undefined}
              onMouseLeave={onHighlight ? () => onHighlight(null) : undefined}
            >
              <td className="competitor" data-leader={(i + firstRank === 1 && leaderDecided) || undefined}>{`${i + firstRank}. ${names.get(s.competitorId) ?? 'Unknown'}`}</td>
              <td className="num">{`${s.wins}-${s.losses}`}</td>
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

import type { TBracketEntryView } from '@caps/domain';
import { entrySide } from '../tournament-rules.ts';
import type { BracketProps } from './bracket-props.ts';
import { EntryCard } from './EntryCard.tsx';
import { translate } from '../../../i18n/i18n.ts';

export interface RoundColumnsProps extends Pick<BracketProps, 'actionsFor' | 'highlightId' | 'onHighlight'> {
  gameType: BracketProps['tournament']['gameType'];
  /** Seed numbers by competitor id. */
  seeds?: ReadonlyMap<string, number | string>;
  /** The rounds in order, each with its title ('Round 2 of 5') and entries. */
  rounds: ReadonlyArray<{ key: string; title: string; entries: readonly TBracketEntryView[] }>;
}

/** Rounds side by side (wrapping), each a column of entry cards; the caller's root carries the styles (bracket-styles.ts). */
export function RoundColumns({ rounds, gameType, seeds, actionsFor, highlightId, onHighlight }: RoundColumnsProps) {
  return (
    <>
      {rounds.map((round) => (
        <section key={round.key} aria-labelledby={`round-${round.key}`}>
          <h3 id={`round-${round.key}`} className="round-title">
            {round.title}
          </h3>
          <div className="round-cards">
            {round.entries.map((entry, i) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                gameType={gameType}
                sides={[entrySide(entry, 1), entrySide(entry, 2)]}
                label={translate('tournaments.bracket.match', { round: round.title, n: i + 1 })}
                seeds={seeds}
                actions={actionsFor?.(entry)}
                highlightId={highlightId}
                onHighlight={onHighlight}
              />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

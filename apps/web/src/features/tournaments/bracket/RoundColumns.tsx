import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TBracketEntryView } from '@caps/domain';
import { entrySide } from '../tournament-rules.ts';
import type { BracketProps } from './bracket-props.ts';
import { EntryCard } from './EntryCard.tsx';

export interface RoundColumnsProps extends Pick<BracketProps, 'actionsFor' | 'highlightId' | 'onHighlight'> {
  gameType: BracketProps['tournament']['gameType'];
  /** Seed numbers by competitor id. */
  seeds?: ReadonlyMap<string, number>;
  /** The rounds in order, each with its title ('Round 2 of 5') and entries. */
  rounds: ReadonlyArray<{ key: string; title: string; entries: readonly TBracketEntryView[] }>;
}

/** Rounds side by side (wrapping), each a column of entry cards; the caller's root carries the cards' styles. */
export function RoundColumns({ rounds, gameType, seeds, actionsFor, highlightId, onHighlight }: RoundColumnsProps) {
  return (
    <>
      {rounds.map((round) => (
        <Box key={round.key} component="section" aria-labelledby={`round-${round.key}`}>
          <Typography id={`round-${round.key}`} variant="h6" component="h3" color="text.secondary" sx={{ mb: 1 }}>
            {round.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {round.entries.map((entry, i) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                gameType={gameType}
                sides={[entrySide(entry, 1), entrySide(entry, 2)]}
                label={`${round.title}, match ${i + 1}`}
                seeds={seeds}
                actions={actionsFor?.(entry)}
                highlightId={highlightId}
                onHighlight={onHighlight}
              />
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}

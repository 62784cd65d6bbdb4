import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { roundNameOfType } from '@caps/domain/brackets/round-names';
import { entrySide } from '../tournament-rules.ts';
import type { BracketProps } from './bracket-props.ts';
import { CARD_HEIGHT, eliminationGeometry, WINNER_WIDTH } from './bracket-layout.ts';
import { EntryCard, entryCardStyles } from './EntryCard.tsx';
import { useNamePeek } from './name-peek.tsx';

/** Single or double elimination: columns of entry cards with connectors, scrolling sideways when it is wider than the screen. */
export function EliminationBracket({ tournament, actionsFor, sidesFor, dropFor, highlightId, onHighlight }: BracketProps) {
  const geometry = useMemo(() => eliminationGeometry(tournament.size), [tournament.size]);
  const byCoordinate = new Map(tournament.bracketEntries.map((e) => [e.coordinate, e]));
  const winnerName = tournament.winner ? ('user' in tournament.winner ? tournament.winner.user.username : tournament.winner.team.name) : null;
  const matchNumbers = new Map<string, number>();
  const peek = useNamePeek();

  return (
    <Box
      role="region"
      aria-label="Bracket drawing"
      tabIndex={0}
      onClick={peek.onClick}
      sx={[{ overflowX: 'auto', overflowY: 'hidden', pb: 1, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }, entryCardStyles]}
    >
      <Box sx={{ position: 'relative', width: geometry.width, height: geometry.height, minWidth: geometry.width }}>
        <Box component="svg" aria-hidden width={geometry.width} height={geometry.height} sx={{ position: 'absolute', inset: 0, color: 'divider', pointerEvents: 'none' }}>
          {geometry.connectors.map((d) => (
            <path key={d} d={d} fill="none" stroke="currentColor" strokeWidth={1.5} />
          ))}
        </Box>
        {geometry.sectionTitles.map((t) => (
          <Typography key={t.text} variant="h3" component="h3" sx={{ position: 'absolute', left: t.x, top: t.y, whiteSpace: 'nowrap' }}>
            {t.text}
          </Typography>
        ))}
        {geometry.columnTitles.map((t) => (
          <Typography
            key={`${t.text}-${t.x}-${t.y}`}
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ position: 'absolute', left: t.x, top: t.y, whiteSpace: 'nowrap', lineHeight: '28px' }}
          >
            {t.text}
          </Typography>
        ))}
        {geometry.entries.map((placed) => {
          const entry = byCoordinate.get(placed.coordinate);
          if (!entry) return null;
          const round = placed.section === 'final' ? 'Grand Finals' : (roundNameOfType(placed.type) ?? (placed.section === 'lower' ? 'Lower bracket' : 'Round'));
          const key = `${placed.section}-${round}`;
          const number = (matchNumbers.get(key) ?? 0) + 1;
          matchNumbers.set(key, number);
          const section = placed.section === 'lower' ? 'lower bracket ' : '';
          return (
            <EntryCard
              key={entry.id}
              entry={entry}
              gameType={tournament.gameType}
              sides={sidesFor ? sidesFor(entry) : [entrySide(entry, 1), entrySide(entry, 2)]}
              label={`${section}${round}, match ${number}`}
              actions={actionsFor?.(entry)}
              drop={dropFor?.(entry)}
              highlightId={highlightId}
              onHighlight={onHighlight}
              style={{ position: 'absolute', left: placed.x, top: placed.y - CARD_HEIGHT / 2 }}
            />
          );
        })}
        <Box
          sx={{
            position: 'absolute',
            left: geometry.winner.x + 8,
            top: geometry.winner.y - 26,
            width: WINNER_WIDTH - 8,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <EmojiEventsOutlined sx={{ color: winnerName ? 'warning.main' : 'text.secondary' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              Winner
            </Typography>
            <Typography noWrap sx={{ fontWeight: 750 }} title={winnerName ?? undefined}>
              {winnerName ?? 'TBD'}
            </Typography>
          </Box>
        </Box>
      </Box>
      {peek.popover}
    </Box>
  );
}

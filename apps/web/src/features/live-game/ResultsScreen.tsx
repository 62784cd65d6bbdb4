import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { liveWinner } from '@caps/domain/live-game';
import type { TLiveGameState } from '@caps/domain/live-game-schemas';
import { tokens } from '../../ui/design-tokens.ts';
import { formatElapsed, summarizeTimeline } from './timeline.ts';
import { useT } from '../../i18n/use-t.ts';

function StatRow({ label, you, opponent }: { label: string; you: number; opponent: number }) {
  return (
    <Box component="tr" sx={{ '& td, & th': { py: 1, fontSize: '1.25rem' } }}>
      <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 500, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="td" sx={{ textAlign: 'center', fontWeight: 750 }}>
        {you}
      </Box>
      <Box component="td" sx={{ textAlign: 'center', fontWeight: 750 }}>
        {opponent}
      </Box>
    </Box>
  );
}

/** The final score, the stats of both sides and the timeline of points; `children` is the posting form. */
export function ResultsScreen({ game, children }: { game: TLiveGameState; children: ReactNode }) {
  const won = liveWinner(game) === 'you';
  const timeline = summarizeTimeline(game);
  return (
    <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', px: 2.5, pb: 4 }}>
      <ResultsHeadline game={game} won={won} timeline={timeline} />
      <ResultsTable game={game} />
      {children}
      <PointsTimeline points={timeline.points} />
    </Box>
  );
}

/** Won or lost, the final score huge, and how long the game took and its longest rebuttal chain. */
function ResultsHeadline({
  game,
  won,
  timeline,
}: {
  game: TLiveGameState;
  won: boolean;
  timeline: ReturnType<typeof summarizeTimeline>;
}) {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <Typography component="h2" sx={{ fontSize: '1.75rem', fontWeight: 800, color: won ? tokens.win : tokens.loss }}>
        {won ? t('liveGame.results.won') : t('liveGame.results.lost')}
      </Typography>
      <Typography
        data-testid="final-score"
        sx={{ fontSize: '4.5rem', fontWeight: 800, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}
      >
        {game.you.score} : {game.opponent.score}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {t('liveGame.results.summary', {
          duration: formatElapsed(timeline.durationMs),
          count: timeline.longestChain,
        })}
      </Typography>
    </Box>
  );
}

/** Points, sinks and rebuttals of both sides. */
function ResultsTable({ game }: { game: TLiveGameState }) {
  const t = useT();
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mb: 2 }}>
      <thead>
        <Box component="tr" sx={{ '& th': { pb: 0.5, color: 'text.secondary', fontWeight: 600 } }}>
          <th />
          <Box component="th" scope="col">
            {t('liveGame.you')}
          </Box>
          <Box component="th" scope="col">
            {t('liveGame.opponent')}
          </Box>
        </Box>
      </thead>
      <tbody>
        <StatRow label={t('liveGame.points')} you={game.you.score} opponent={game.opponent.score} />
        <StatRow label={t('liveGame.sinks')} you={game.you.sinks} opponent={game.opponent.sinks} />
        <StatRow label={t('liveGame.rebuttals')} you={game.you.rebuttals} opponent={game.opponent.rebuttals} />
      </tbody>
    </Box>
  );
}

/** Every point in order: when, who scored (after how many rebuttals), and the score after it. */
function PointsTimeline({ points }: { points: ReturnType<typeof summarizeTimeline>['points'] }) {
  const t = useT();
  return (
    <>
      <Typography component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mt: 3, mb: 1 }}>
        {t('liveGame.timeline')}
      </Typography>
      <Box component="ol" aria-label={t('liveGame.results.pointsInOrder')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {points.map((p, i) => (
          <Box
            component="li"
            key={i}
            sx={{
              display: 'grid',
              gridTemplateColumns: '3.5rem 1fr auto',
              alignItems: 'center',
              gap: 1,
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {formatElapsed(p.elapsedMs)}
            </Box>
            <Box component="span" sx={{ fontWeight: 650, color: p.side === 'you' ? tokens.win : tokens.accentText }}>
              {t(p.side === 'you' ? 'liveGame.results.youScored' : 'liveGame.results.opponentScored')}
              {p.rebuttals > 0 && (
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                  {' '}
                  {t('liveGame.results.after', { count: p.rebuttals })}
                </Box>
              )}
            </Box>
            <Box component="span" sx={{ fontWeight: 750 }}>
              {p.you}–{p.opponent}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

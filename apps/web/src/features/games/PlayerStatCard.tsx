import Box from '@mui/material/Box';
import type { TGameType } from '@caps/domain';
import { GameSideCard } from '../../ui/GameDetailLayout.tsx';
import type { SoloDetailSide } from '../../ui/game-sides.ts';
import { PointsDelta } from '../../ui/PointsDelta.tsx';
import { StatBlock } from '../../ui/StatBlock.tsx';
import { formatDecimal } from '../../ui/stats-format.ts';
import { useT } from '../../i18n/use-t.ts';

/** One player's line of a game: score, points change (none for a game that does not count), beers, rebuttals, sinks; the winner's card is marked. */
export function PlayerStatCard({ side, gameType }: { side: SoloDetailSide; gameType: TGameType }) {
  const t = useT();
  const stats = side.stats[0];
  return (
    <GameSideCard name={side.name} isWinner={side.isWinner} nakedLap={stats?.nakedLap ?? false}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))', gap: 2 }}>
        <StatBlock label={t('games.detail.score')} value={side.score} />
        {gameType !== 'UNRANKED' && (
          <StatBlock
            label={t('games.detail.pointsChange')}
            value={side.stands ? <PointsDelta value={side.pointsChange} /> : t('games.detail.notCounted')}
          />
        )}
        <StatBlock label={t('games.detail.sinks')} value={side.sinks} />
        <StatBlock label={t('games.detail.rebuttals')} value={side.rebuttals} />
        <StatBlock label={t('games.detail.beersDowned')} value={formatDecimal(stats?.beersDowned ?? 0)} />
      </Box>
    </GameSideCard>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import type { TGameType } from '@caps/domain';
import type { GameSide } from '../../ui/game-sides.ts';
import { PointsDelta } from '../../ui/PointsDelta.tsx';
import { StatBlock } from '../../ui/StatBlock.tsx';
import { formatDecimal } from '../../ui/stats-format.ts';

/** One player's line of a game: score, points change, beers, rebuttals, sinks; the winner's card is marked. */
export function PlayerStatCard({ side, gameType }: { side: GameSide; gameType: TGameType }) {
  const stats = side.stats[0];
  const headingId = `stat-card-${stats?.playerId ?? side.name}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{
        position: 'relative',
        p: 2.5,
        overflow: 'visible',
        ...(side.isWinner && { borderWidth: 3, borderColor: 'primary.main' }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ color: 'primary.light', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {side.name}
        </Typography>
        {side.isWinner && <Chip icon={<EmojiEventsOutlined />} label="Winner" color="primary" size="small" sx={{ fontWeight: 700 }} />}
        {stats?.nakedLap && <Chip label="Naked lap" color="warning" variant="outlined" size="small" sx={{ fontWeight: 700 }} />}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))', gap: 2 }}>
        <StatBlock label="Score" value={side.score} />
        {gameType !== 'UNRANKED' && <StatBlock label="Points change" value={<PointsDelta value={side.pointsChange} />} />}
        <StatBlock label="Sinks" value={side.sinks} />
        <StatBlock label="Rebuttals" value={side.rebuttals} />
        <StatBlock label="Beers downed" value={formatDecimal(stats?.beersDowned ?? 0)} />
      </Box>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GAME_TYPE_LABELS } from '@caps/domain/enums';
import { highlightBg, lastGameText, lastSeenText, PlayerLink, PointsValue, RankNumber, YouChip, type LeaderboardRowsProps } from './leaderboard-parts.tsx';

function Dated({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="div" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="div" variant="body2">
        {text}
      </Typography>
    </Box>
  );
}

/** The leaderboard on phones: one stacked card per player, nothing scrolls sideways. */
export function LeaderboardCards({ rows, myId, gameType }: LeaderboardRowsProps) {
  return (
    <Stack component="ol" aria-label={`${GAME_TYPE_LABELS[gameType]} leaderboard`} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => {
        const isMe = row.id === myId;
        return (
          <Card
            component="li"
            key={row.id}
            data-testid="leaderboard-row"
            aria-current={isMe ? 'true' : undefined}
            sx={{ px: 2, py: 1.5, ...(isMe && { bgcolor: highlightBg, borderColor: 'primary.main' }) }}
          >
            <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', gap: 1.5 }}>
              <RankNumber rank={row.rank} />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <PlayerLink row={row} gameType={gameType} withHoverCard={false} />
                {isMe && <YouChip />}
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <PointsValue points={row.stats.points} />
                <Typography component="div" variant="caption" color="text.secondary">
                  points
                </Typography>
              </Box>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
              <Dated label="Last Seen" text={lastSeenText(row)} />
              <Dated label="Last Game" text={lastGameText(row)} />
            </Box>
          </Card>
        );
      })}
    </Stack>
  );
}

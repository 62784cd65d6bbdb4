import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TSoloGameType } from '@caps/domain';
import { useStake } from '../../api/games.ts';
import { PointsDelta } from '../../ui/PointsDelta.tsx';

export interface PointsAtStakeProps {
  gameType: TSoloGameType;
  myId: string;
  opponent: { id: string; username: string };
}

function Outcome({ title, me, them, opponentName }: { title: string; me: number; them: number; opponentName: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto auto', alignItems: 'baseline', columnGap: 2, py: 0.75 }}>
      <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{title}</Typography>
      <Box sx={{ textAlign: 'right' }}>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          You
        </Typography>
        <PointsDelta value={me} sx={{ fontSize: '1.125rem' }} />
      </Box>
      <Box sx={{ textAlign: 'right', minWidth: 0 }}>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {opponentName}
        </Typography>
        <PointsDelta value={them} sx={{ fontSize: '1.125rem' }} />
      </Box>
    </Box>
  );
}

/** What each outcome would do to both players' points, asked of the server as soon as the opponent is known. */
export function PointsAtStake({ gameType, myId, opponent }: PointsAtStakeProps) {
  const stake = useStake(gameType, myId, opponent.id);
  return (
    <Box component="section" aria-labelledby="points-at-stake" aria-live="polite" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5, bgcolor: 'background.raised' }}>
      <Typography id="points-at-stake" variant="h4" component="h2" sx={{ mb: 0.5 }}>
        Points at stake
      </Typography>
      {gameType === 'UNRANKED' ? (
        <Typography color="text.secondary">Unranked games do not change points.</Typography>
      ) : stake.isPending ? (
        <Typography color="text.secondary">Loading...</Typography>
      ) : stake.isError ? (
        <Typography color="text.secondary">Points at stake are not available right now.</Typography>
      ) : (
        <>
          <Outcome title="If you win" me={stake.data.player1Win.p1} them={stake.data.player1Win.p2} opponentName={opponent.username} />
          <Outcome title={`If ${opponent.username} wins`} me={stake.data.player2Win.p1} them={stake.data.player2Win.p2} opponentName={opponent.username} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Your chance to win: {Math.round(stake.data.player1WinProbability * 100)}%
          </Typography>
        </>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDoublesStake } from '../../../api/doubles.ts';
import { PointsDelta } from '../../../ui/PointsDelta.tsx';

export interface DoublesStakeProps {
  myTeam: { id: string; name: string };
  opposing: { id: string; name: string };
}

function Outcome({ title, mine, theirs, opposingName }: { title: string; mine: number; theirs: number; opposingName: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto auto', alignItems: 'baseline', columnGap: 2, py: 0.75 }}>
      <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{title}</Typography>
      <Box sx={{ textAlign: 'right' }}>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          Your team
        </Typography>
        <PointsDelta value={mine} sx={{ fontSize: '1.125rem' }} />
      </Box>
      <Box sx={{ textAlign: 'right', minWidth: 0 }}>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {opposingName}
        </Typography>
        <PointsDelta value={theirs} sx={{ fontSize: '1.125rem' }} />
      </Box>
    </Box>
  );
}

/** What each result would do to both teams' points (each player moves with their team). */
export function DoublesStake({ myTeam, opposing }: DoublesStakeProps) {
  const stake = useDoublesStake(myTeam.id, opposing.id);
  return (
    <Box component="section" aria-labelledby="doubles-stake" aria-live="polite" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5, bgcolor: 'background.raised' }}>
      <Typography id="doubles-stake" variant="h4" component="h2" sx={{ mb: 0.5 }}>
        Points at stake
      </Typography>
      {stake.isPending ? (
        <Typography color="text.secondary">Loading...</Typography>
      ) : stake.isError ? (
        <Typography color="text.secondary">Points at stake are not available right now.</Typography>
      ) : (
        <>
          <Outcome title={`If ${myTeam.name} wins`} mine={stake.data.player1Win.p1} theirs={stake.data.player1Win.p2} opposingName={opposing.name} />
          <Outcome title={`If ${opposing.name} wins`} mine={stake.data.player2Win.p1} theirs={stake.data.player2Win.p2} opposingName={opposing.name} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Your team's chance to win: {Math.round(stake.data.player1WinProbability * 100)}%
          </Typography>
        </>
      )}
    </Box>
  );
}

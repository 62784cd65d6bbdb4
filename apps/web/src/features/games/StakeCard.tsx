import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TStakeView } from '@caps/domain';
import { PointsDelta } from '../../ui/PointsDelta.tsx';
import { useT } from '../../i18n/use-t.ts';

/** How the card names the two sides: "You" or "Your team", and the other side's name. */
export interface StakeSides {
  mine: string;
  theirs: string;
  /** "If you win" / "If The Cappers win". */
  ifMineWins: string;
  /** "Your chance to win" / "Your team's chance to win". */
  chance: string;
}

function Outcome({ title, mine, theirs, sides }: { title: string; mine: number; theirs: number; sides: StakeSides }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto auto',
        alignItems: 'baseline',
        columnGap: 2,
        py: 0.75,
      }}
    >
      <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{title}</Typography>
      <Box sx={{ textAlign: 'right' }}>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {sides.mine}
        </Typography>
        <PointsDelta value={mine} sx={{ fontSize: '1.125rem' }} />
      </Box>
      <Box sx={{ textAlign: 'right', minWidth: 0 }}>
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {sides.theirs}
        </Typography>
        <PointsDelta value={theirs} sx={{ fontSize: '1.125rem' }} />
      </Box>
    </Box>
  );
}

/**
 * "Points at stake": what each result would do to both sides' points, as the server works it out (singles and
 * doubles alike). `note` replaces the figures when the game cannot move points (unranked).
 */
export function StakeCard({
  id,
  stake,
  sides,
  note,
}: {
  id: string;
  stake: UseQueryResult<TStakeView>;
  sides: StakeSides;
  note?: string;
}) {
  const t = useT();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      aria-live="polite"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5, bgcolor: 'background.raised' }}
    >
      <Typography id={id} variant="h4" component="h2" sx={{ mb: 0.5 }}>
        {t('games.stake.title')}
      </Typography>
      {note ? (
        <Typography color="text.secondary">{note}</Typography>
      ) : stake.isPending ? (
        <Typography color="text.secondary">{t('common.loading')}</Typography>
      ) : stake.isError ? (
        <Typography color="text.secondary">{t('games.stake.unavailable')}</Typography>
      ) : (
        <>
          <Outcome
            title={sides.ifMineWins}
            mine={stake.data.player1Win.p1}
            theirs={stake.data.player1Win.p2}
            sides={sides}
          />
          <Outcome
            title={t('games.stake.ifTheyWin', { name: sides.theirs })}
            mine={stake.data.player2Win.p1}
            theirs={stake.data.player2Win.p2}
            sides={sides}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {sides.chance}: {Math.round(stake.data.player1WinProbability * 100)}%
          </Typography>
        </>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import type { TTournamentView } from '@caps/domain';
import { GAME_TYPE_LABELS } from '@caps/domain/enums';
import { formatDate } from '../../ui/dates.ts';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { competitorCountLabel, competitorsOf, formatLabel, SEED_TYPE_LABELS, statusLabel } from './tournament-rules.ts';

/** The owner's buttons, each present only when the server offers its action. */
export interface OwnerActions {
  /** Starting (offered, possibly disabled with `startBlockedBy`, before seeding). */
  onStart?: () => void;
  onDelete?: () => void;
  /** Why starting is not possible now, or null. */
  startBlockedBy: string | null;
  busy: boolean;
}

/** The chip colour of a status label. */
export function StatusChip({ tournament }: { tournament: Pick<TTournamentView, 'seeded' | 'finished'> }) {
  const label = statusLabel(tournament);
  const color = label === 'In progress' ? 'warning' : label === 'Finished' ? 'success' : 'default';
  return <Chip size="small" label={label} color={color} variant={label === 'In preparation' ? 'outlined' : 'filled'} />;
}

/** Name is the page title; this card holds date, game type, count, type, seed type, status and the owner's actions. */
export function TournamentInfoCard({ tournament: t, owner }: { tournament: TTournamentView; owner?: OwnerActions }) {
  const winner = t.winner ? ('user' in t.winner ? t.winner.user.username : t.winner.team.name) : null;
  return (
    <Card component="section" aria-label="Tournament details" sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip tournament={t} />
        <Typography component="time" dateTime={t.date} color="text.secondary" sx={{ ml: 'auto' }}>
          {formatDate(t.date)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <GameTypeIcon gameType={t.gameType} fontSize="small" />
        <Typography sx={{ fontWeight: 700 }}>{GAME_TYPE_LABELS[t.gameType]}</Typography>
      </Box>
      <Typography sx={{ fontWeight: 700 }}>{competitorCountLabel(t, competitorsOf(t).length)}</Typography>
      <Typography>{`${formatLabel(t.tournamentType)} tournament`}</Typography>
      <Typography color="text.secondary">{SEED_TYPE_LABELS[t.seedType]}</Typography>
      {winner && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <EmojiEventsOutlined sx={{ color: 'warning.main' }} />
          <Typography sx={{ fontWeight: 750 }}>{`Winner: ${winner}`}</Typography>
        </Box>
      )}
      {owner && (
        <>
          <Divider sx={{ my: 1.5 }} />
          <Typography variant="h6" component="h2">
            Actions
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            {owner.onStart && (
              <Button variant="contained" onClick={owner.onStart} disabled={owner.busy || owner.startBlockedBy !== null}>
                {t.seedType === 'PICKED' ? 'Start tournament' : 'Seed players and start'}
              </Button>
            )}
            {owner.onDelete && (
              <Button variant="outlined" color="inherit" onClick={owner.onDelete} disabled={owner.busy}>
                Delete tournament
              </Button>
            )}
          </Box>
          {owner.onStart && owner.startBlockedBy && (
            <Typography variant="body2" color="text.secondary">
              {owner.startBlockedBy}
            </Typography>
          )}
        </>
      )}
    </Card>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import type { TTournamentView } from '@caps/domain';
import { formatDate } from '../../ui/dates.ts';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import {
  competitorCountLabel,
  competitorsOf,
  formatLabel,
  seedTypeLabel,
  statusLabel,
  tournamentStatus,
} from './tournament-rules.ts';
import { useT } from '../../i18n/use-t.ts';

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
  const status = tournamentStatus(tournament);
  const color = status === 'progress' ? 'warning' : status === 'finished' ? 'success' : 'default';
  return (
    <Chip
      size="small"
      label={statusLabel(tournament)}
      color={color}
      variant={status === 'preparation' ? 'outlined' : 'filled'}
    />
  );
}

/** Name is the page title; this card holds date, game type, count, type, seed type, status and the owner's actions. */
export function TournamentInfoCard({ tournament: t, owner }: { tournament: TTournamentView; owner?: OwnerActions }) {
  const tr = useT();
  const winner = t.winner ? ('user' in t.winner ? t.winner.user.username : t.winner.team.name) : null;
  return (
    <Card
      component="section"
      aria-label={tr('tournaments.page.details')}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip tournament={t} />
        <Typography component="time" dateTime={t.date} color="text.secondary" sx={{ ml: 'auto' }}>
          {formatDate(t.date)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <GameTypeIcon gameType={t.gameType} fontSize="small" />
        <Typography sx={{ fontWeight: 700 }}>{tr(`gameType.${t.gameType}`)}</Typography>
      </Box>
      <Typography sx={{ fontWeight: 700 }}>{competitorCountLabel(t, competitorsOf(t).length)}</Typography>
      <Typography>{tr('tournaments.formatTournament', { format: formatLabel(t.tournamentType) })}</Typography>
      <Typography color="text.secondary">{seedTypeLabel(t.seedType)}</Typography>
      {winner && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <EmojiEventsOutlined sx={{ color: 'warning.main' }} />
          <Typography sx={{ fontWeight: 750 }}>{tr('tournaments.page.winner', { name: winner })}</Typography>
        </Box>
      )}
      {owner && (
        <>
          <Divider sx={{ my: 1.5 }} />
          <Typography variant="h6" component="h2">
            {tr('tournaments.page.actions')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            {owner.onStart && (
              <Button
                variant="contained"
                onClick={owner.onStart}
                disabled={owner.busy || owner.startBlockedBy !== null}
              >
                {tr(t.seedType === 'PICKED' ? 'tournaments.page.start' : 'tournaments.page.seedAndStart')}
              </Button>
            )}
            {owner.onDelete && (
              <Button variant="outlined" color="inherit" onClick={owner.onDelete} disabled={owner.busy}>
                {tr('tournaments.page.delete')}
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

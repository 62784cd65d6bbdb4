import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudOff from '@mui/icons-material/CloudOff';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import type { TSoloGameType } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import { tokens } from '../../ui/design-tokens.ts';
import { useT } from '../../i18n/use-t.ts';

/** How the last game left this page: posted (with its id when known), waiting in the outbox, or refused later. */
export type Finished =
  | { kind: 'posted'; gameType: TSoloGameType; gameId: string | null; opponentName: string }
  | {
      kind: 'queued';
      queueId: string;
      gameType: TSoloGameType;
      reason: 'offline' | 'unavailable' | 'signed-out';
      opponentName: string;
    }
  | { kind: 'refused'; message: string; opponentName: string };

const QUEUED_TEXT = {
  offline: 'liveGame.done.queued.offline',
  unavailable: 'liveGame.done.queued.unavailable',
  'signed-out': 'liveGame.done.queued.signedOut',
} as const satisfies Record<Extract<Finished, { kind: 'queued' }>['reason'], string>;

/** After posting: where the game went, a link to it, and a new game. */
export function DoneScreen({
  finished,
  onNewGame,
  locked,
}: {
  finished: Finished;
  onNewGame: () => void;
  locked: boolean;
}) {
  const t = useT();
  const look = {
    posted: { Icon: CheckCircleOutline, colour: tokens.win, title: t('liveGame.gamePosted') },
    queued: { Icon: CloudOff, colour: tokens.warning, title: t('liveGame.done.savedForLater') },
    refused: { Icon: ErrorOutline, colour: tokens.loss, title: t('liveGame.done.notPosted') },
  }[finished.kind];
  let text: string;
  if (finished.kind === 'posted') text = t('liveGame.done.countsOnceAccepted', { name: finished.opponentName });
  else if (finished.kind === 'queued') text = t(QUEUED_TEXT[finished.reason]);
  else text = t('liveGame.done.refused', { name: finished.opponentName, message: finished.message });
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
      }}
    >
      <look.Icon sx={{ fontSize: 72, color: look.colour }} />
      <Typography component="h2" sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
        {look.title}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary', maxWidth: 340 }}>{text}</Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%', maxWidth: 340, mt: 2 }}>
        <Button variant="contained" sx={{ minHeight: 60, fontSize: '1.125rem' }} onClick={() => !locked && onNewGame()}>
          {t('liveGame.newGame')}
        </Button>
        {finished.kind === 'posted' && finished.gameId && (
          <Button
            component={RouterLink}
            to={`/${GAME_TYPE_PATHS[finished.gameType]}/${finished.gameId}`}
            variant="outlined"
            color="inherit"
            sx={{ minHeight: 56 }}
          >
            {t('liveGame.done.viewGame')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

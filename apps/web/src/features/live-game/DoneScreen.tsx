import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudOff from '@mui/icons-material/CloudOff';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import type { TSoloGameType } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import { tokens } from '../../app/design-tokens.ts';

/** How the last game left this page: posted (with its id when known), waiting in the outbox, or refused later. */
export type Finished =
  | { kind: 'posted'; gameType: TSoloGameType; gameId: string | null; opponentName: string }
  | { kind: 'queued'; queueId: string; gameType: TSoloGameType; reason: 'offline' | 'unavailable' | 'signed-out'; opponentName: string }
  | { kind: 'refused'; message: string; opponentName: string };

const QUEUED_TEXT: Record<Extract<Finished, { kind: 'queued' }>['reason'], string> = {
  offline: "You're offline. The game is saved on this phone and will be posted as soon as you're back online.",
  unavailable: 'The server is not answering. The game is saved on this phone and will be posted when it is back.',
  'signed-out': 'Your session ended. Sign in again and the saved game will be posted.',
};

/** After posting: where the game went, a link to it, and a new game. */
export function DoneScreen({ finished, onNewGame, locked }: { finished: Finished; onNewGame: () => void; locked: boolean }) {
  const look = {
    posted: { Icon: CheckCircleOutline, colour: tokens.win, title: 'Game posted' },
    queued: { Icon: CloudOff, colour: tokens.warning, title: 'Saved for later' },
    refused: { Icon: ErrorOutline, colour: tokens.loss, title: 'Game not posted' },
  }[finished.kind];
  let text: string;
  if (finished.kind === 'posted') text = `It counts once ${finished.opponentName} accepts it.`;
  else if (finished.kind === 'queued') text = QUEUED_TEXT[finished.reason];
  else text = `The server refused the game against ${finished.opponentName}: ${finished.message}`;
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, px: 3, textAlign: 'center' }}>
      <look.Icon sx={{ fontSize: 72, color: look.colour }} />
      <Typography component="h2" sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
        {look.title}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary', maxWidth: 340 }}>{text}</Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%', maxWidth: 340, mt: 2 }}>
        <Button variant="contained" sx={{ minHeight: 60, fontSize: '1.125rem' }} onClick={() => !locked && onNewGame()}>
          New game
        </Button>
        {finished.kind === 'posted' && finished.gameId && (
          <Button component={RouterLink} to={`/${GAME_TYPE_PATHS[finished.gameType]}/${finished.gameId}`} variant="outlined" color="inherit" sx={{ minHeight: 56 }}>
            View the game
          </Button>
        )}
      </Box>
    </Box>
  );
}

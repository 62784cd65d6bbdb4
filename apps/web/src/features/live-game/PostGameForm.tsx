import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TGameMode, TSoloGameType } from '@caps/domain';
import { SOLO_GAME_TYPES } from '@caps/domain/enums';
import { postableGameModes } from '@caps/domain/live-game';
import type { TLiveGameState } from '@caps/domain/live-game-schemas';
import type { TUserSummary } from '../../api/users.ts';
import { OpponentPicker } from './OpponentPicker.tsx';
import { useT } from '../../i18n/use-t.ts';

/** What the player chose before posting. */
export interface PostChoice {
  gameType: TSoloGameType;
  gameMode: TGameMode;
  opponent: TUserSummary;
}

export interface PostGameFormProps {
  game: TLiveGameState;
  myId: string;
  busy: boolean;
  /** The server's refusal of the last try, shown above the button. */
  error: string | null;
  onPost: (choice: PostChoice) => void;
}

const toggleSx = { minHeight: 56, fontSize: '1rem', textTransform: 'none', px: 1 } as const;

/** Game type, game mode (only those the score allows) and opponent, then Post game. */
export function PostGameForm({ game, myId, busy, error, onPost }: PostGameFormProps) {
  const t = useT();
  const modes = postableGameModes(game);
  const [gameType, setGameType] = useState<TSoloGameType>('EASY_CAPS');
  const [gameMode, setGameMode] = useState<TGameMode>(
    modes.includes(game.gameMode) ? game.gameMode : (modes[0] ?? game.gameMode),
  );
  const [opponent, setOpponent] = useState<TUserSummary | null>(null);
  const mode = modes.includes(gameMode) ? gameMode : (modes[0] ?? gameMode);

  return (
    <Box
      component="form"
      aria-label={t('liveGame.post.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (opponent) onPost({ gameType, gameMode: mode, opponent });
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
        {t('liveGame.post.title')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={gameType}
        aria-label={t('liveGame.post.gameType')}
        disabled={busy}
        onChange={(_e, type: TSoloGameType | null) => type && setGameType(type)}
      >
        {SOLO_GAME_TYPES.map((type) => (
          <ToggleButton key={type} value={type} sx={toggleSx}>
            {t(`gameType.${type}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={mode}
        aria-label={t('liveGame.gameMode')}
        disabled={busy}
        onChange={(_e, m: TGameMode | null) => m && setGameMode(m)}
      >
        {(['SUDDEN_DEATH', 'OVERTIME'] as const).map((m) => (
          <ToggleButton key={m} value={m} sx={toggleSx} disabled={!modes.includes(m)}>
            {t(`gameMode.${m}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <OpponentPicker myId={myId} value={opponent} onChange={setOpponent} disabled={busy} />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy || !opponent}
        sx={{ minHeight: 60, fontSize: '1.125rem' }}
      >
        {busy ? t('liveGame.post.posting') : t('liveGame.post.submit')}
      </Button>
      {!opponent && (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: -1 }}>
          {t('liveGame.post.chooseOpponent')}
        </Typography>
      )}
    </Box>
  );
}

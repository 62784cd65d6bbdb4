import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TGameMode } from '@caps/domain';
import type { TLiveSide } from '@caps/domain/live-game';
import { tokens } from '../../ui/design-tokens.ts';
import { useT } from '../../i18n/use-t.ts';

export interface RpsScreenProps {
  gameMode: TGameMode;
  locked: boolean;
  onGameMode: (mode: TGameMode) => void;
  onWinner: (side: TLiveSide) => void;
}

function Choice({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ButtonBase
      onClick={onClick}
      sx={{
        flex: 1,
        minHeight: 120,
        borderRadius: '20px',
        border: `4px solid ${tokens.accent}`,
        bgcolor: tokens.background,
        fontSize: '2rem',
        fontWeight: 750,
        transition: 'transform 150ms ease-out',
        '&:active': { transform: 'scale(0.97)' },
        '&.Mui-focusVisible': { outline: `3px solid ${tokens.accentText}`, outlineOffset: 3 },
      }}
    >
      {label}
    </ButtonBase>
  );
}

/** "Who won rock paper scissors?" (You / Opponent), with the game mode, which decides when the game ends. */
export function RpsScreen({ gameMode, locked, onGameMode, onWinner }: RpsScreenProps) {
  const t = useT();
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 2.5, px: 3, pb: 3 }}>
      <Choice label={t('liveGame.you')} onClick={() => !locked && onWinner('you')} />
      <Typography component="h2" sx={{ fontSize: '1.75rem', fontWeight: 750, textAlign: 'center', lineHeight: 1.25 }}>
        {t('liveGame.rps.question')}
      </Typography>
      <Choice label={t('liveGame.opponent')} onClick={() => !locked && onWinner('opponent')} />
      <Box>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={gameMode}
          aria-label={t('liveGame.gameMode')}
          onChange={(_e, mode: TGameMode | null) => mode && onGameMode(mode)}
        >
          {(['SUDDEN_DEATH', 'OVERTIME'] as const).map((mode) => (
            <ToggleButton key={mode} value={mode} sx={{ minHeight: 56, fontSize: '1rem', textTransform: 'none' }}>
              {t(`gameMode.${mode}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography sx={{ mt: 1, color: 'text.secondary', textAlign: 'center' }}>
          {t(`liveGame.rps.${gameMode}`)}
        </Typography>
      </Box>
    </Box>
  );
}

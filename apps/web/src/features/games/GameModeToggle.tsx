import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TGameMode } from '@caps/domain';
import { GAME_MODES } from '@caps/domain/enums';
import { formToggleSx } from '../../ui/forms/FormCard.tsx';
import { useT } from '../../i18n/use-t.ts';

/** Sudden death or overtime, as one row of toggle buttons (posting a game, correcting one). */
export function GameModeToggle({ value, onChange }: { value: TGameMode; onChange: (mode: TGameMode) => void }) {
  const t = useT();
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      aria-label={t('games.post.gameMode')}
      value={value}
      onChange={(_event, next: TGameMode | null) => next && onChange(next)}
      sx={formToggleSx}
    >
      {GAME_MODES.map((mode) => (
        <ToggleButton key={mode} value={mode}>
          {t(`gameMode.${mode}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

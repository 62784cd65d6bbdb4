import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TGameType } from '@caps/domain';
import { GameTypeIcon } from './GameTypeIcon.tsx';
import { useT } from '../i18n/use-t.ts';

export interface GameTypeSwitchProps<T extends TGameType> {
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** Accessible name of the group, e.g. 'Chart game type'. */
  label: string;
}

/** A segmented control of game types (cap icon and name); exactly one is always chosen. */
export function GameTypeSwitch<T extends TGameType>({ value, options, onChange, label }: GameTypeSwitchProps<T>) {
  const t = useT();
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      aria-label={label}
      onChange={(_event, next: T | null) => {
        if (next !== null) onChange(next);
      }}
      sx={{
        display: 'flex',
        width: { xs: '100%', sm: 'auto' },
        '& .MuiToggleButton-root': {
          flex: { xs: 1, sm: 'none' },
          gap: { xs: 0.75, sm: 1 },
          minHeight: 44,
          px: { xs: 1, sm: 2.5 },
          textTransform: 'none',
          whiteSpace: 'nowrap',
          fontWeight: 700,
          fontSize: { xs: '0.875rem', sm: '0.9375rem' },
          color: 'text.secondary',
          borderColor: 'divider',
        },
        '& .MuiToggleButton-root.Mui-selected': {
          color: 'text.primary',
          bgcolor: 'action.selected',
          boxShadow: (theme) => `inset 0 -3px 0 ${theme.palette.primary.main}`,
        },
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option} value={option}>
          <GameTypeIcon gameType={option} fontSize="small" />
          {t(`gameType.${option}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

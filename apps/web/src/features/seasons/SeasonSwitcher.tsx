import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import type { TSeasonChoice } from '@caps/domain';
import { useSeasons } from '../../api/seasons.ts';
import { useAuth } from '../auth/index.ts';
import { seasonName } from './season-name.ts';
import { SeasonsDialog } from './SeasonsDialog.tsx';
import { useT } from '../../i18n/use-t.ts';

export interface SeasonSwitcherProps {
  season: TSeasonChoice;
  onSeasonChange: (season: TSeasonChoice) => void;
  /** The current season's "Show inactive" switch (leaderboards); left out when absent or on other ladders. */
  includeInactive?: boolean;
  onIncludeInactiveChange?: (on: boolean) => void;
  /** Admins get the button that opens the seasons dialog (start and rename). */
  withAdmin?: boolean;
}

const CURRENT = 'current';

/** Which ladder to show: the current season, a past one or all-time; on leaderboards also "Show inactive". */
export function SeasonSwitcher({
  season,
  onSeasonChange,
  includeInactive,
  onIncludeInactiveChange,
  withAdmin = false,
}: SeasonSwitcherProps) {
  const t = useT();
  const seasons = useSeasons();
  const { isAdmin } = useAuth();
  const [dialogOpen, setDialogOpen] = useState(false);
  const list = seasons.data ?? [];
  const current = list.find((s) => s.endedAt === null);
  const value = season === undefined ? CURRENT : String(season);
  // A season asked for in the address that the list does not know (yet) is still offered, so the select has it.
  const known = season === undefined || season === 'all' || list.some((s) => s.id === season);
  const showsCurrent = season === undefined || (current !== undefined && season === current.id);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <TextField
        select
        size="small"
        label={t('seasons.switcher.label')}
        value={value}
        onChange={(e) => {
          const v = e.target.value;
          onSeasonChange(v === CURRENT ? undefined : v === 'all' ? 'all' : Number(v));
        }}
        sx={{ width: { xs: '100%', sm: 280 } }}
        slotProps={{ htmlInput: { 'data-testid': 'season-select' } }}
      >
        <MenuItem value={CURRENT}>
          {current ? t('seasons.current', { name: seasonName(current.name) }) : t('seasons.switcher.currentSeason')}
        </MenuItem>
        {list
          .filter((s) => s.endedAt !== null)
          .map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {seasonName(s.name)}
            </MenuItem>
          ))}
        {!known && <MenuItem value={value}>{t('seasons.switcher.unknown', { id: value })}</MenuItem>}
        <MenuItem value="all">{t('seasons.allTime')}</MenuItem>
      </TextField>
      {onIncludeInactiveChange && showsCurrent && (
        <FormControlLabel
          control={
            <Switch checked={includeInactive ?? false} onChange={(e) => onIncludeInactiveChange(e.target.checked)} />
          }
          label={t('seasons.switcher.showInactive')}
          sx={{ mr: 0 }}
        />
      )}
      {withAdmin && isAdmin && (
        <>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<EventRepeatOutlined />}
            onClick={() => setDialogOpen(true)}
            sx={{ ml: { sm: 'auto' } }}
          >
            {t('seasons.admin')}
          </Button>
          <SeasonsDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </>
      )}
    </Box>
  );
}

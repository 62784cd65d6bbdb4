import Chip from '@mui/material/Chip';
import { useT } from '../../i18n/use-t.ts';

/** "Provisional" (fewer than 5 games in this ladder) and "Inactive" (no game for a while), on the rows they apply to. */
export function LadderChips({ provisional, inactive }: { provisional: boolean; inactive: boolean }) {
  const t = useT();
  return (
    <>
      {provisional && <Chip label={t('seasons.provisional')} size="small" variant="outlined" sx={{ flexShrink: 0 }} />}
      {inactive && <Chip label={t('seasons.inactive')} size="small" variant="outlined" sx={{ flexShrink: 0 }} />}
    </>
  );
}

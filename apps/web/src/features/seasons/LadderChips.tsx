import Chip from '@mui/material/Chip';

/** "Provisional" (fewer than 5 games in this ladder) and "Inactive" (no game for a while), on the rows they apply to. */
export function LadderChips({ provisional, inactive }: { provisional: boolean; inactive: boolean }) {
  return (
    <>
      {provisional && <Chip label="Provisional" size="small" variant="outlined" sx={{ flexShrink: 0 }} />}
      {inactive && <Chip label="Inactive" size="small" variant="outlined" sx={{ flexShrink: 0 }} />}
    </>
  );
}

/**
 * Names too long for a bracket card (two lines of a team name) are clamped; a tap or click on one shows it whole in a
 * small popover. One handler on the bracket and one popover for all cards, so a 64-player bracket stays cheap.
 */
import { useState, type MouseEvent } from 'react';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

/** `onClick` for the bracket's root and the popover to render beside it. */
export function useNamePeek() {
  const [peek, setPeek] = useState<{ anchor: HTMLElement; text: string } | null>(null);
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const name = event.target.closest<HTMLElement>('.entry-name');
    // Only a name that is actually cut: its text runs past its clamped box.
    if (!name?.title || name.scrollHeight <= name.clientHeight + 1) return;
    setPeek({ anchor: name, text: name.title });
  };
  const popover = (
    <Popover
      open={peek !== null}
      anchorEl={peek?.anchor}
      onClose={() => setPeek(null)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': 'Full name', sx: { px: 1.5, py: 1, maxWidth: 280 } } }}
    >
      <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>{peek?.text}</Typography>
    </Popover>
  );
  return { onClick, popover };
}

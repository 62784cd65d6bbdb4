import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { translate } from '../../../i18n/i18n.ts';

/** A bracket name shown whole, beside the cut one that was tapped (bracket-clicks.tsx). */
export function NamePopover({
  open,
  anchor,
  text,
  onClose,
}: {
  open: boolean;
  anchor: HTMLElement;
  text: string;
  onClose: () => void;
}) {
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': translate('tournaments.bracket.fullName'),
          sx: { px: 1.5, py: 1, maxWidth: 280 },
        },
      }}
    >
      <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>{text}</Typography>
    </Popover>
  );
}

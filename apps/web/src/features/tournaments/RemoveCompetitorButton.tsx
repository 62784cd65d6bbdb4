import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Close from '@mui/icons-material/Close';

/** The owner's remove button of a competitor row (with its tooltip, which visitors never need). */
export function RemoveCompetitorButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Tooltip title="Remove">
      <IconButton edge="end" aria-label={`Remove ${name}`} onClick={onRemove}>
        <Close fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

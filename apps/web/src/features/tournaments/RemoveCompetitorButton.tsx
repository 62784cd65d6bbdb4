import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Close from '@mui/icons-material/Close';
import { useT } from '../../i18n/use-t.ts';

/** The owner's remove button of a competitor row (with its tooltip, which visitors never need). */
export function RemoveCompetitorButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const t = useT();
  return (
    <Tooltip title={t('tournaments.competitors.remove')}>
      <IconButton edge="end" aria-label={t('tournaments.competitors.removeNamed', { name })} onClick={onRemove}>
        <Close fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

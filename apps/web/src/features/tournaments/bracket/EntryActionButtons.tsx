import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import Replay from '@mui/icons-material/Replay';
import SkipNext from '@mui/icons-material/SkipNext';
import { useT } from '../../../i18n/use-t.ts';

/**
 * The buttons' tooltips: fixed to the viewport and kept inside it. Absolutely placed, one beside a button near the
 * right edge of a phone ran a few pixels past it (focus back on Skip after its dialog closed) and the page widened.
 */
const ACTION_TOOLTIP = {
  popper: {
    popperOptions: { strategy: 'fixed' as const },
    modifiers: [{ name: 'preventOverflow', options: { altAxis: true, padding: 8 } }],
  },
};

/** The owner's buttons on an entry, each present only when the server offers its action. */
export interface EntryCardActions {
  onResult?: () => void;
  onSkip?: () => void;
  /** Reopens a decided entry (a confirmation lists what it resets). */
  onReopen?: () => void;
}

/** The owner's result, skip and reopen buttons on an entry card (loaded on demand by EntryCard). */
export function EntryActionButtons({ actions, label }: { actions: EntryCardActions; label: string }) {
  const t = useT();
  return (
    <>
      {actions.onResult && (
        <Tooltip title={t('tournaments.bracket.enterResult')} placement="right" slotProps={ACTION_TOOLTIP}>
          <IconButton
            className="entry-action"
            aria-label={t('tournaments.bracket.enterResultOf', { match: label })}
            onClick={actions.onResult}
            color="primary"
          >
            <AddCircleOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {actions.onSkip && (
        <Tooltip title={t('tournaments.bracket.skip')} placement="right" slotProps={ACTION_TOOLTIP}>
          <IconButton
            className="entry-action"
            aria-label={t('tournaments.bracket.skipOf', { match: label })}
            onClick={actions.onSkip}
          >
            <SkipNext fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {actions.onReopen && (
        <Tooltip title={t('tournaments.bracket.reopen')} placement="right" slotProps={ACTION_TOOLTIP}>
          <IconButton
            className="entry-action"
            aria-label={t('tournaments.bracket.reopenOf', { match: label })}
            onClick={actions.onReopen}
          >
            <Replay fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}

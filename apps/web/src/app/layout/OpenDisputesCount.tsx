import Box from '@mui/material/Box';
import { useOpenDisputesCount } from '../../api/game-corrections.ts';
import { visuallyHidden } from '../../ui/a11y.ts';
import { UI_LIMITS } from '../../ui/ui-constants.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * The admins' Disputes entry's badge: how many reports of a problem are open (polled), drawn over the entry's icon so
 * that the collapsed rail shows it too; nothing while there are none or the queue cannot be read.
 */
export function OpenDisputesCount() {
  const t = useT();
  const count = useOpenDisputesCount().data ?? 0;
  if (count === 0) return null;
  const max = UI_LIMITS.notificationBadgeMax;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          top: 4,
          left: 24,
          minWidth: 20,
          height: 20,
          px: 0.5,
          borderRadius: 10,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: '20px',
          textAlign: 'center',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {count > max ? `${max}+` : count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` ${t('nav.openDisputes', { count })}`}
      </Box>
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { TNotificationView } from '@caps/domain';
import { formatDate, formatTime } from '../../ui/dates.ts';
import { useT } from '../../i18n/use-t.ts';

/** Item width: 350, or the window's width minus 60 on windows narrower than 400 (SPEC.md §9). */
export function notificationItemWidth(windowWidth: number): number {
  return windowWidth < 400 ? windowWidth - 60 : 350;
}

export interface NotificationListProps {
  notifications: TNotificationView[];
  isLoading: boolean;
  /** Ids to show as new (unseen when the list was opened). */
  highlighted: ReadonlySet<string>;
  onItemClick: (notification: TNotificationView) => void;
  onHide: () => void;
}

function ItemContent({ notification, isNew }: { notification: TNotificationView; isNew: boolean }) {
  const t = useT();
  return (
    <>
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {isNew && (
          <Box
            component="span"
            data-testid="unseen-dot"
            role="img"
            aria-label={t('notifications.new')}
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
          />
        )}
        <Typography component="span" sx={{ fontWeight: 700, color: 'primary.light', flexGrow: 1 }}>
          {/* The server's title: the type's, or a closer one (a void among the corrections, a dismissed report). */}
          {t(`notification.${notification.title}`)}
        </Typography>
      </Box>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        <time dateTime={notification.date}>
          {formatDate(notification.date)} {formatTime(notification.date)}
        </time>
      </Typography>
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'normal' }}
      >
        {notification.text}
      </Typography>
    </>
  );
}

/** The notifications with type label, date and HH:MM, and text; 'Accept game' items open Games Accepting. */
export function NotificationList({
  notifications,
  isLoading,
  highlighted,
  onItemClick,
  onHide,
}: NotificationListProps) {
  const t = useT();
  const width = notificationItemWidth(window.innerWidth);
  const itemSx = (isNew: boolean) => ({
    display: 'block',
    width,
    textAlign: 'left',
    px: 2,
    py: 1.25,
    borderBottom: 1,
    borderColor: 'divider',
    // The light tint: the type label's lighter red keeps 4.5:1 on it (the selected tint gave 3.7:1).
    bgcolor: isNew ? 'action.hover' : 'transparent',
  });
  return (
    <Box>
      {isLoading ? (
        <Typography role="status" sx={{ width, px: 2, py: 2, fontWeight: 600 }}>
          {t('common.loading')}
        </Typography>
      ) : notifications.length === 0 ? (
        <Typography role="status" sx={{ width, px: 2, py: 2, color: 'text.secondary', fontWeight: 600 }}>
          {t('notifications.none')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('notifications.title')}
          sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: '60vh', overflowY: 'auto' }}
        >
          {notifications.map((n) => {
            const isNew = highlighted.has(n.id);
            return (
              <li key={n.id}>
                {n.notificationType === 'ACCEPT_REQUEST' ? (
                  <ButtonBase
                    onClick={() => onItemClick(n)}
                    sx={{ ...itemSx(isNew), '&:hover': { bgcolor: 'action.hover' } }}
                  >
                    <ItemContent notification={n} isNew={isNew} />
                  </ButtonBase>
                ) : (
                  <Box sx={itemSx(isNew)}>
                    <ItemContent notification={n} isNew={isNew} />
                  </Box>
                )}
              </li>
            );
          })}
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <Button color="inherit" onClick={onHide}>
          {t('notifications.hide')}
        </Button>
      </Box>
    </Box>
  );
}

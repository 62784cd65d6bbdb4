import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Notifications from '@mui/icons-material/Notifications';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { useNavigate } from 'react-router';
import type { TNotificationView } from '@caps/domain';
import { visuallyHidden } from '../../ui/a11y.ts';
import { UI_LIMITS } from '../../ui/ui-constants.ts';
import { useMarkNotificationsSeen, useNotifications } from '../../api/notifications.ts';
import { NotificationList } from './NotificationList.tsx';
import { useT } from '../../i18n/use-t.ts';

/**
 * The signed-in player's bell: polls every 30 s, shows the unseen count (up to 99+), and opens the list. Opening it
 * marks the unseen ones seen; they stay highlighted until the list closes.
 */
export function NotificationsBell() {
  const t = useT();
  const notifications = useNotifications(true);
  const markSeen = useMarkNotificationsSeen();
  const navigate = useNavigate();
  const popoverId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const list = notifications.data ?? [];
  const unseen = list.filter((n) => !n.seen);

  useEffect(() => {
    // A failed poll is only logged (SPEC.md §8).
    if (notifications.error) console.error('Loading notifications failed', notifications.error);
  }, [notifications.error]);

  const markAllSeen = (items: TNotificationView[]) => {
    if (items.length > 0) markSeen.mutate(items);
  };

  const openList = () => {
    setHighlighted(new Set(unseen.map((n) => n.id)));
    setOpen(true);
    markAllSeen(unseen);
  };
  const closeList = () => setOpen(false);

  const onItemClick = (notification: TNotificationView) => {
    if (notification.notificationType !== 'ACCEPT_REQUEST') return;
    // Anything that arrived while the list was open is seen too.
    markAllSeen(list.filter((n) => !n.seen));
    closeList();
    void navigate('/secure/acceptance');
  };

  return (
    <>
      <BellButton
        buttonRef={buttonRef}
        count={unseen.length}
        open={open}
        popoverId={popoverId}
        onClick={() => (open ? closeList() : openList())}
      />
      <Popover
        id={popoverId}
        open={open}
        anchorEl={buttonRef.current}
        onClose={closeList}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('notifications.title'),
            sx: { mt: 1, border: 1, borderColor: 'divider', borderRadius: 2.5, bgcolor: 'background.raised' },
          },
        }}
      >
        <NotificationList
          notifications={list}
          isLoading={notifications.isPending}
          highlighted={highlighted}
          onItemClick={onItemClick}
          onHide={closeList}
        />
      </Popover>
    </>
  );
}

/** The bell itself, named by the unseen count (up to 99+) and showing it in its badge. */
function BellButton({
  buttonRef,
  count,
  open,
  popoverId,
  onClick,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  count: number;
  open: boolean;
  popoverId: string;
  onClick: () => void;
}) {
  const t = useT();
  const label =
    count > 0
      ? t('notifications.unseen', {
          count: count > UI_LIMITS.notificationBadgeMax ? `${UI_LIMITS.notificationBadgeMax}+` : count,
        })
      : t('notifications.title');
  return (
    <IconButton
      ref={buttonRef}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? popoverId : undefined}
      onClick={onClick}
      sx={{ color: 'text.primary' }}
    >
      {/* Named by hidden text, not aria-label: the badge keeps its last number while it fades out, and an aria-label
          must contain every visible text. The badge itself is read through the name. */}
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <Badge
        badgeContent={count}
        max={UI_LIMITS.notificationBadgeMax}
        color="primary"
        overlap="circular"
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        {count > 0 ? <Notifications /> : <NotificationsNone />}
      </Badge>
    </IconButton>
  );
}

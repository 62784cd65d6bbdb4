import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Avatar } from '../../ui/Avatar.tsx';
import { formatDate } from '../../ui/dates.ts';
import { Page } from '../../ui/Page.tsx';
import { useT } from '../../i18n/use-t.ts';

/** The dates of the header; `pending` keeps their lines' room without text (they are formatted in the viewer's zone). */
type ProfileDates = { lastSeen: string | null | undefined; lastGame: string | null | undefined } | 'pending';

function LastDate({
  label,
  value,
  fallback,
  pending,
}: {
  label: string;
  value: string | null | undefined;
  fallback: string;
  pending: boolean;
}) {
  return (
    <Typography
      color="text.secondary"
      sx={pending ? { visibility: 'hidden' } : undefined}
      aria-hidden={pending || undefined}
    >
      <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {label}:
      </Box>{' '}
      {pending ? '' : value ? formatDate(value) : fallback}
    </Typography>
  );
}

/**
 * The profile's header card: the avatar (or the owner's button around it), the name, the last-seen and last-game dates
 * and the owner's actions below them.
 */
export function ProfileCard({
  username,
  avatar,
  dates,
  actions,
}: {
  username: string;
  avatar: ReactNode;
  dates: ProfileDates;
  actions?: ReactNode;
}) {
  const t = useT();
  const pending = dates === 'pending';
  return (
    <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
      {/* From sm on the text sits at the top, beside the avatar: the owner's buttons below it move nothing. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
      >
        {avatar}
        {/* Full width on phones (text centred in it), so that no box moves when the font arrives. */}
        <Box
          sx={{
            flexGrow: 1,
            alignSelf: { xs: 'stretch', sm: 'auto' },
            minWidth: 0,
            pt: { sm: 2 },
            textAlign: { xs: 'center', sm: 'left' },
          }}
        >
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            {username}
          </Typography>
          <LastDate
            label={t('users.profile.lastSeen')}
            value={pending ? null : dates.lastSeen}
            fallback={t('users.profile.neverSeen')}
            pending={pending}
          />
          <LastDate
            label={t('users.profile.lastGame')}
            value={pending ? null : dates.lastGame}
            fallback={t('users.profile.neverPlayed')}
            pending={pending}
          />
          {actions}
        </Box>
      </Stack>
    </Card>
  );
}

/**
 * The profile's head as the HTML paints it from the profile's first read (route-manifest.ts): the card as a visitor
 * first sees it, with the initials in the avatar and the dates' room left empty.
 */
export function ProfileHead({ username }: { username: string }) {
  return (
    <Page>
      <ProfileCard username={username} avatar={<Avatar username={username} size="large" />} dates="pending" />
    </Page>
  );
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockReset from '@mui/icons-material/LockReset';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { Navigate, useParams } from 'react-router';
import type { TUserFull } from '@caps/domain';
import { isNotFound } from '../../api/api-error.ts';
import { useDeferredData } from '../../api/deferred-data.ts';
import { useUserProfile } from '../../api/users.ts';
import { PageLoading } from '../../ui/initial-head.tsx';
import { useAuth } from '../auth/index.ts';
import { visuallyHidden } from '../../ui/a11y.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Page } from '../../ui/Page.tsx';
import { useT } from '../../i18n/use-t.ts';

// Only the profile's owner edits it: these dialogs load when the owner opens the page, not for every visitor.
const AvatarHelpDialog = lazy(() => import('./AvatarHelpDialog.tsx').then((m) => ({ default: m.AvatarHelpDialog })));
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })),
);
const EditProfileDialog = lazy(() => import('./EditProfileDialog.tsx').then((m) => ({ default: m.EditProfileDialog })));
const NotificationSettingsDialog = lazy(() =>
  import('../push/index.ts').then((m) => ({ default: m.NotificationSettingsDialog })),
);
// The tabs under the header are a chunk of their own (preloaded with the page, see app/route-manifest.ts
// alsoPreload): the header, with the page's largest paint, draws without waiting for their code to run.
const ProfileSections = lazy(() =>
  import('./profile/ProfileSections.tsx').then((m) => ({ default: m.ProfileSections })),
);

// The head the HTML paints for this page (route-manifest.ts), from the page's module: no chunk of its own.
export { ProfileHead } from './ProfileCard.tsx';

/** /players/{playerId}. */
export function PlayerProfilePage() {
  const { playerId } = useParams();
  return <ProfileView userId={playerId} />;
}

/** /secure/profile: the signed-in user's own profile. */
export function OwnProfilePage() {
  const { state } = useAuth();
  if (!state.userId) return <Navigate to="/login" replace />;
  return <ProfileView userId={state.userId} />;
}

function ProfileView({ userId }: { userId: string | undefined }) {
  const t = useT();
  const profile = useUserProfile(userId);
  const user = useDeferredData(profile);
  if (profile.isError) {
    const notFound = isNotFound(profile.error);
    return (
      <Page>
        <title>{t('users.profile.documentTitle')}</title>
        <LoadFailure
          notFound={notFound}
          title={t('users.profile.notFound')}
          icon={<PersonOutlined fontSize="inherit" />}
          description={t('users.profile.notFoundHint')}
          failedText={t('users.profile.failed')}
        />
      </Page>
    );
  }
  // The header the HTML painted (ProfileHead, see app/route-manifest.ts) stays until this page draws the same one.
  if (!user) return <PageLoading />;
  return <ProfileHeader user={user} />;
}

/** The owner's dialogs of their profile. */
type TProfileDialog = 'edit' | 'password' | 'avatar' | 'notifications';

function ProfileHeader({ user }: { user: TUserFull }) {
  const t = useT();
  const { state } = useAuth();
  const isOwner = state.isAuthenticated && state.userId === user.id;
  const [dialog, setDialog] = useState<TProfileDialog | null>(null);
  const close = () => setDialog(null);
  const avatar = <Avatar username={user.username} avatarHash={user.avatarHash} size="large" />;

  const ownerAvatar = isOwner ? <OwnerAvatar avatar={avatar} onClick={() => setDialog('avatar')} /> : null;
  const ownerActions = isOwner ? <OwnerActions onOpen={setDialog} /> : null;

  return (
    <Page>
      <title>{t('app.titleSuffix', { title: user.username })}</title>
      <ProfileCard
        username={user.username}
        avatar={ownerAvatar ?? avatar}
        dates={{ lastSeen: user.lastSeen, lastGame: user.lastGame }}
        actions={ownerActions}
      />
      <Suspense fallback={<Loading />}>
        <ProfileSections userId={user.id} />
      </Suspense>
      {isOwner && (
        <Suspense fallback={null}>
          <EditProfileDialog
            open={dialog === 'edit'}
            onClose={close}
            userId={user.id}
            username={state.username ?? user.username}
            email={state.email ?? ''}
          />
          <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
          <AvatarHelpDialog open={dialog === 'avatar'} onClose={close} />
          <NotificationSettingsDialog open={dialog === 'notifications'} onClose={close} />
        </Suspense>
      )}
    </Page>
  );
}

/** The owner's picture as a button that says how to change it, with an edit badge (always shown on a phone). */
function OwnerAvatar({ avatar, onClick }: { avatar: ReactNode; onClick: () => void }) {
  const t = useT();
  return (
    <ButtonBase
      onClick={onClick}
      sx={{
        position: 'relative',
        borderRadius: '50%',
        '& .edit-badge': { opacity: { xs: 1, sm: 0 } },
        '&:hover .edit-badge, &.Mui-focusVisible .edit-badge': { opacity: 1 },
      }}
    >
      {/* The initials are a picture here: the button's name is what it does (a label, not aria-label, which would
          have to contain the initials it shows). */}
      <Box component="span" sx={visuallyHidden}>
        {t('users.profile.changePicture')}
      </Box>
      <Box component="span" aria-hidden sx={{ display: 'contents' }}>
        {avatar}
      </Box>
      <Box
        className="edit-badge"
        sx={(theme) => ({
          position: 'absolute',
          right: 8,
          bottom: 8,
          width: 36,
          height: 36,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.raised',
          border: 1,
          borderColor: 'divider',
          transition: theme.transitions.create('opacity'),
        })}
      >
        <EditOutlined fontSize="small" />
      </Box>
    </ButtonBase>
  );
}

/** The owner's buttons: edit the profile, change the password, notification settings. */
function OwnerActions({ onOpen }: { onOpen: (dialog: TProfileDialog) => void }) {
  const t = useT();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ mt: 2, flexWrap: 'wrap', justifyContent: { xs: 'center', sm: 'flex-start' } }}
    >
      <Button variant="outlined" color="inherit" startIcon={<EditOutlined />} onClick={() => onOpen('edit')}>
        {t('users.profile.edit')}
      </Button>
      <Button variant="outlined" color="inherit" startIcon={<LockReset />} onClick={() => onOpen('password')}>
        {t('users.profile.changePassword')}
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<NotificationsOutlined />}
        onClick={() => onOpen('notifications')}
      >
        {t('users.profile.notificationSettings')}
      </Button>
    </Stack>
  );
}

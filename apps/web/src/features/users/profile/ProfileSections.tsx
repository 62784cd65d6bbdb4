import Alert from '@mui/material/Alert';
import { usePlayerProfile } from '../../../api/players.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';

/** Everything under the profile header: loads the full profile (stats, teams, achievements) and shows the tabs. */
export function ProfileSections({ userId }: { userId: string }) {
  const profile = usePlayerProfile(userId);
  if (profile.isPending) return <Loading />;
  if (profile.isError) {
    return (
      <Alert severity="error" role="alert" sx={{ mt: 3 }}>
        Failed to load the player&apos;s stats
      </Alert>
    );
  }
  return <ProfileTabs user={profile.data} />;
}

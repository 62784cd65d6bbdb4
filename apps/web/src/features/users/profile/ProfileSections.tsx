import Alert from '@mui/material/Alert';
import { useDeferredData } from '../../../api/deferred-data.ts';
import { usePlayerProfile } from '../../../api/players.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';

/** Everything under the profile header: loads the full profile (stats, teams, achievements) and shows the tabs. */
export function ProfileSections({ userId }: { userId: string }) {
  const profile = usePlayerProfile(userId);
  const user = useDeferredData(profile);
  if (profile.isError) {
    return (
      <Alert severity="error" role="alert" sx={{ mt: 3 }}>
        Failed to load the player&apos;s stats
      </Alert>
    );
  }
  if (!user) return <Loading />;
  return <ProfileTabs user={user} />;
}

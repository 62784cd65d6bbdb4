import Alert from '@mui/material/Alert';
import { useDeferredData } from '../../../api/deferred-data.ts';
import { useUserProfile } from '../../../api/users.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useSeasonParams } from '../../seasons/index.ts';

/** Everything under the profile header: loads the full profile (stats, teams, achievements) and shows the tabs. */
export function ProfileSections({ userId }: { userId: string }) {
  const t = useT();
  // The header's query: one request for both, and the tabs draw at once once the header has its data.
  // With `?season=` the tabs read that ladder (the header keeps the current season's read).
  const { season } = useSeasonParams();
  const profile = useUserProfile(userId, season);
  const user = useDeferredData(profile);
  if (profile.isError) {
    return (
      <Alert severity="error" role="alert" sx={{ mt: 3 }}>
        {t('users.profile.statsFailed')}
      </Alert>
    );
  }
  if (!user) return <Loading />;
  return <ProfileTabs user={user} />;
}

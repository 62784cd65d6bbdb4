import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { Link as RouterLink } from 'react-router';
import type { TGameType, TStatsView, TUserFull } from '@caps/domain';
import { StatsCard } from '../../../ui/StatsCard.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { SeasonHistory, seasonName } from '../../seasons/index.ts';

/** The profile's stats blocks, in the order of SPEC.md §2. */
function statsBlocks(user: TUserFull): [TGameType, TStatsView][] {
  return [
    ['SINGLES', user.userSinglesStats],
    ['DOUBLES', user.userDoublesStats],
    ['EASY_CAPS', user.userEasyStats],
    ['UNRANKED', user.userUnrankedStats],
  ];
}

function TeamsList({ teams }: { teams: TUserFull['teams'] }) {
  const t = useT();
  const active = teams.filter((t) => t.active);
  return (
    <Card component="section" aria-labelledby="profile-teams" sx={{ p: 2.5, mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <PeopleOutlined sx={{ color: 'text.secondary' }} />
        <Typography id="profile-teams" variant="h3" component="h3">
          {t('users.overview.teams')}
        </Typography>
      </Box>
      {active.length === 0 ? (
        <Typography color="text.secondary">{t('users.overview.noTeams')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          {active.map((team) => (
            <li key={team.id}>
              <Link
                component={RouterLink}
                to={`/teams/${encodeURIComponent(team.id)}`}
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
              >
                {team.name}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Card>
  );
}

/** Overview: a stats block per game type and the active teams. */
export function OverviewTab({ user }: { user: TUserFull }) {
  const t = useT();
  return (
    <>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('users.overview.gameStats')}{' '}
        <Typography component="span" variant="h3" color="text.secondary">
          · {user.ladder.seasonId === null ? t('seasons.allTime') : seasonName(user.ladder.name)}
        </Typography>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {statsBlocks(user).map(([gameType, stats]) => (
          <StatsCard key={gameType} gameType={gameType} stats={stats} />
        ))}
      </Box>
      <TeamsList teams={user.teams} />
      <SeasonHistory rows={user.seasonHistory} />
    </>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { useParams } from 'react-router';
import type { TTeamPage } from '@caps/domain';
import { isNotFound } from '../../api/api-error.ts';
import { useTeamGames } from '../../api/doubles.ts';
import { useTeamFull } from '../../api/teams.ts';
import { GameCardList } from '../../ui/GameCard.tsx';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Page } from '../../ui/Page.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { PlayerChip } from '../../ui/PlayerChip.tsx';
import { StatsCard } from '../../ui/StatsCard.tsx';
import { TeamPicture } from '../../ui/TeamPicture.tsx';
import { useT } from '../../i18n/use-t.ts';
import { SeasonHistory, SeasonSwitcher, useSeasonParams } from '../seasons/index.ts';

/** /teams/{teamId}: the team's picture and name, then the Overview tab (doubles stats of a season, `?season=`, its season history and members). */
export function TeamPage() {
  const t = useT();
  const { teamId } = useParams();
  const { season } = useSeasonParams();
  const team = useTeamFull(teamId, season);
  if (team.isPending) return <Loading />;
  if (team.isError) {
    const notFound = isNotFound(team.error);
    return (
      <Page>
        <title>{t('teams.page.documentTitle')}</title>
        <LoadFailure
          notFound={notFound}
          title={t('teams.page.notFound')}
          icon={<PeopleOutlined fontSize="inherit" />}
          description={t('teams.page.notFoundHint')}
          failedText={t('teams.page.failed')}
        />
      </Page>
    );
  }
  return <TeamView team={team.data} />;
}

function TeamView({ team }: { team: TTeamPage }) {
  const t = useT();
  const { season, setSeason } = useSeasonParams();
  // ?tab=stats is the Overview, the only tab; the address may name it or not.
  const tab = 'stats';
  const { teamWithStats, players } = team;
  return (
    <Page>
      <title>{t('app.titleSuffix', { title: teamWithStats.name })}</title>
      <TeamHeader team={teamWithStats} players={players} />
      <Tabs
        value={tab}
        aria-label={t('teams.page.sections')}
        sx={{
          mb: 3,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minHeight: 48, fontWeight: 700, textTransform: 'none', fontSize: '1rem' },
        }}
      >
        <Tab value="stats" label={t('teams.page.overview')} id="team-tab-stats" aria-controls="team-panel-stats" />
      </Tabs>
      <Box
        role="tabpanel"
        id="team-panel-stats"
        aria-labelledby="team-tab-stats"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Box>
          <SeasonSwitcher season={season} onSeasonChange={setSeason} />
          <StatsCard gameType="DOUBLES" stats={teamWithStats.doublesStats} headingLevel="h2" />
          <SeasonHistory rows={team.seasonHistory} withGameType={false} />
        </Box>
        <Stack spacing={2}>
          <TeamMembers players={players} />
          <TeamGames teamId={teamWithStats.id} />
        </Stack>
      </Box>
    </Page>
  );
}

/** The team's picture, name, and whether it was deleted. */
function TeamHeader({ team, players }: { team: TTeamPage['teamWithStats']; players: TTeamPage['players'] }) {
  const t = useT();
  return (
    <Card sx={{ p: { xs: 2.5, sm: 3 }, mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <TeamPicture players={players} size="medium" />
        <Box sx={{ minWidth: 0, textAlign: { xs: 'center', sm: 'left' } }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              justifyContent: { xs: 'center', sm: 'flex-start' },
              mt: 1,
            }}
          >
            <GameTypeIcon gameType="DOUBLES" sx={{ color: 'text.secondary' }} />
            <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
              {t('teams.page.team')}
            </Typography>
            {!team.active && (
              <Chip
                label={t('teams.page.deleted')}
                size="small"
                variant="outlined"
                color="warning"
                sx={{ fontWeight: 700 }}
              />
            )}
          </Box>
        </Box>
      </Stack>
    </Card>
  );
}

/** The team's players, each a link to their profile. */
function TeamMembers({ players }: { players: TTeamPage['players'] }) {
  const t = useT();
  return (
    <Card component="section" aria-labelledby="team-members" sx={{ p: 2.5 }}>
      <Typography id="team-members" variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('teams.page.members')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {players.map((p) => (
          <li key={p.id}>
            <PlayerChip id={p.id} username={p.username} avatarHash={p.avatarHash} size="small" />
          </li>
        ))}
      </Box>
    </Card>
  );
}

function TeamGames({ teamId }: { teamId: string }) {
  const t = useT();
  const [page, setPage] = useState(0);
  const games = useTeamGames(teamId, page);
  return (
    <Card component="section" aria-labelledby="team-games" sx={{ p: 2.5 }}>
      <Typography id="team-games" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {t('teams.page.games')}
      </Typography>
      {games.isPending ? (
        <Loading />
      ) : games.isError ? (
        <Typography color="text.secondary">{t('teams.page.gamesFailed')}</Typography>
      ) : games.data.content.length === 0 ? (
        <Typography color="text.secondary">{t('teams.page.noGames')}</Typography>
      ) : (
        <>
          <GameCardList games={games.data.content} />
          <Pager page={page} totalPages={games.data.totalPages} onChange={setPage} label={t('teams.page.gamePages')} />
        </>
      )}
    </Card>
  );
}

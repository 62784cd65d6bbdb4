import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountTree from '@mui/icons-material/AccountTree';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TTournamentListItem } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { useAuth } from '../auth/index.ts';
import { formatDate, formatDateTime } from '../../ui/dates.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { CreateTournamentDialog } from './CreateTournamentDialog.tsx';
import { StatusChip } from './TournamentInfoCard.tsx';
import { useOpenTournaments, useTournamentList } from './tournaments-api.ts';
import { competitorCountLabel, formatLabel, seedTypeLabel, tournamentUrl } from './tournament-rules.ts';
import { useT } from '../../i18n/use-t.ts';

const TITLE_ICON = <AccountTree sx={{ transform: 'scaleX(-1)' }} />;

function TournamentCard({ t }: { t: TTournamentListItem }) {
  const tr = useT();
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea
        component={RouterLink}
        to={tournamentUrl(t.gameType, t.id)}
        sx={{
          p: { xs: 2, sm: 2.5 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          textAlign: 'left',
          gap: 0.75,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
          <Typography
            variant="h3"
            component="h2"
            sx={{ color: 'primary.light', flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {t.tournamentName}
          </Typography>
          <Typography
            component="time"
            dateTime={t.date}
            variant="body2"
            color="text.secondary"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {formatDate(t.date)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <GameTypeIcon gameType={t.gameType} fontSize="small" />
          <Typography sx={{ fontWeight: 650 }}>{tr(`gameType.${t.gameType}`)}</Typography>
          <StatusChip tournament={t} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {[formatLabel(t.tournamentType), seedTypeLabel(t.seedType), competitorCountLabel(t, t.competitorCount)].join(
            ' · ',
          )}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** "Open tournaments": those taking registrations now (issue 27); each links to its page, where players register. */
function OpenTournaments({ items }: { items: TTournamentListItem[] }) {
  const tr = useT();
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="open-tournaments-title" sx={{ mb: 3 }}>
      <Typography id="open-tournaments-title" variant="h2" sx={{ mb: 1.5 }}>
        {tr('selfService.open.title')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-labelledby="open-tournaments-title">
        {items.map((t) => (
          <Card component="li" key={t.id} sx={{ listStyle: 'none' }}>
            <CardActionArea
              component={RouterLink}
              to={tournamentUrl(t.gameType, t.id)}
              sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <GameTypeIcon gameType={t.gameType} fontSize="small" />
                <Typography
                  variant="h3"
                  component="h3"
                  sx={{ color: 'primary.light', flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {t.tournamentName}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {[
                  `${tr(`gameType.${t.gameType}`)} · ${formatLabel(t.tournamentType)}`,
                  tr('selfService.open.registered', {
                    count: t.competitorCount,
                    capacity: t.registration?.capacity ?? '?',
                  }),
                  t.registration?.closesAt
                    ? tr('selfService.open.closes', { time: formatDateTime(t.registration.closesAt) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

/** /tournaments: every tournament, newest first, with 'Create new' for admins. */
export function TournamentsPage() {
  const tr = useT();
  const { isAdmin } = useAuth();
  const navigate = useNavigate();
  const [pageNumber, setPageNumber] = useState(0);
  const [creating, setCreating] = useState(false);
  const list = useTournamentList(pageNumber);
  const items = list.data ?? [];
  const openItems = useOpenTournaments().data ?? [];

  return (
    <Page width="reading">
      <PageTitle
        title={tr('tournaments.title')}
        icon={TITLE_ICON}
        actions={
          isAdmin ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {tr('tournaments.createNew')}
            </Button>
          ) : undefined
        }
      />
      <OpenTournaments items={openItems} />
      {openItems.length > 0 && (
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          {tr('tournaments.page.all')}
        </Typography>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Alert severity="error" role="alert">
          {tr('tournaments.listFailed')}
        </Alert>
      ) : items.length === 0 && pageNumber === 0 ? (
        <Card>
          <EmptyState
            title={tr('tournaments.empty')}
            icon={TITLE_ICON}
            description={tr(isAdmin ? 'tournaments.emptyAdmin' : 'tournaments.emptyVisitor')}
          />
        </Card>
      ) : (
        <>
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={tr('tournaments.title')}>
            {items.map((t) => (
              <TournamentCard key={t.id} t={t} />
            ))}
          </Stack>
          {(pageNumber > 0 || items.length === LIMITS.listPageSize) && (
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
              <Button
                variant="outlined"
                color="inherit"
                disabled={pageNumber === 0}
                onClick={() => setPageNumber((p) => Math.max(0, p - 1))}
              >
                {tr('tournaments.newer')}
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                disabled={items.length < LIMITS.listPageSize}
                onClick={() => setPageNumber((p) => p + 1)}
              >
                {tr('tournaments.older')}
              </Button>
            </Box>
          )}
        </>
      )}
      <CreateTournamentDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(t) => navigate(tournamentUrl(t.gameType, t.id))}
      />
    </Page>
  );
}

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
import { GAME_TYPE_LABELS } from '@caps/domain/enums';
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
import { competitorCountLabel, formatLabel, SEED_TYPE_LABELS, tournamentUrl } from './tournament-rules.ts';

const TITLE_ICON = <AccountTree sx={{ transform: 'scaleX(-1)' }} />;

function TournamentCard({ t }: { t: TTournamentListItem }) {
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea
        component={RouterLink}
        to={tournamentUrl(t.gameType, t.id)}
        sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start', textAlign: 'left', gap: 0.75 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
          <Typography variant="h3" component="h2" sx={{ color: 'primary.light', flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {t.tournamentName}
          </Typography>
          <Typography component="time" dateTime={t.date} variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(t.date)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <GameTypeIcon gameType={t.gameType} fontSize="small" />
          <Typography sx={{ fontWeight: 650 }}>{GAME_TYPE_LABELS[t.gameType]}</Typography>
          <StatusChip tournament={t} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {[formatLabel(t.tournamentType), SEED_TYPE_LABELS[t.seedType], competitorCountLabel(t, t.competitorCount)].join(' · ')}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** "Open tournaments": those taking registrations now (issue 27); each links to its page, where players register. */
function OpenTournaments({ items }: { items: TTournamentListItem[] }) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="open-tournaments-title" sx={{ mb: 3 }}>
      <Typography id="open-tournaments-title" variant="h2" sx={{ mb: 1.5 }}>
        Open tournaments
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-labelledby="open-tournaments-title">
        {items.map((t) => (
          <Card component="li" key={t.id} sx={{ listStyle: 'none' }}>
            <CardActionArea component={RouterLink} to={tournamentUrl(t.gameType, t.id)} sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <GameTypeIcon gameType={t.gameType} fontSize="small" />
                <Typography variant="h3" component="h3" sx={{ color: 'primary.light', flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {t.tournamentName}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {[
                  `${GAME_TYPE_LABELS[t.gameType]} · ${formatLabel(t.tournamentType)}`,
                  `${t.competitorCount} / ${t.registration?.capacity ?? '?'} registered`,
                  t.registration?.closesAt ? `closes ${formatDateTime(t.registration.closesAt)}` : null,
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
        title="Tournaments"
        icon={TITLE_ICON}
        actions={
          isAdmin ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              Create new
            </Button>
          ) : undefined
        }
      />
      <OpenTournaments items={openItems} />
      {openItems.length > 0 && (
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          All tournaments
        </Typography>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Alert severity="error" role="alert">
          Failed to load tournaments
        </Alert>
      ) : items.length === 0 && pageNumber === 0 ? (
        <Card>
          <EmptyState title="No tournaments yet" icon={TITLE_ICON} description={isAdmin ? 'Create the first one.' : 'Tournaments appear here once an admin creates one.'} />
        </Card>
      ) : (
        <>
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Tournaments">
            {items.map((t) => (
              <TournamentCard key={t.id} t={t} />
            ))}
          </Stack>
          {(pageNumber > 0 || items.length === LIMITS.listPageSize) && (
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
              <Button variant="outlined" color="inherit" disabled={pageNumber === 0} onClick={() => setPageNumber((p) => Math.max(0, p - 1))}>
                Newer
              </Button>
              <Button variant="outlined" color="inherit" disabled={items.length < LIMITS.listPageSize} onClick={() => setPageNumber((p) => p + 1)}>
                Older
              </Button>
            </Box>
          )}
        </>
      )}
      <CreateTournamentDialog open={creating} onClose={() => setCreating(false)} onCreated={(t) => navigate(tournamentUrl(t.gameType, t.id))} />
    </Page>
  );
}

import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Link as RouterLink } from 'react-router';
import type { TOpenDispute } from '@caps/domain';
import { errorText } from '../../../api/api-error.ts';
import { useOpenDisputes } from '../../../api/game-corrections.ts';
import { PagedList } from '../../../ui/PagedList.tsx';
import { DismissDialog } from './DismissDialog.tsx';
import { formatDateTime } from '../../../ui/dates.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { gameDetailPath, gameSides } from '../../../ui/game-sides.ts';
import { GameTypeLabel } from '../../../ui/GameTypeLabel.tsx';
import { Page } from '../../../ui/Page.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { RichMessage } from '../../../i18n/RichMessage.tsx';

/** One open dispute: the game (a link), the reason, who reported it and when, and the ways to act on it (dismiss here, void or correct on the game's page). */
function DisputeRow({ dispute }: { dispute: TOpenDispute }) {
  const t = useT();
  const { game } = dispute;
  const [a, b] = gameSides(game);
  const titleId = `dispute-${dispute.id}`;
  const path = gameDetailPath(game);
  const [dismissing, setDismissing] = useState(false);
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 0.5,
          color: 'text.secondary',
        }}
      >
        <GameTypeLabel gameType={game.gameType} />
        <span>
          <RichMessage
            id="disputes.played"
            values={{ time: <time dateTime={game.time}>{formatDateTime(game.time)}</time> }}
          />
        </span>
      </Box>
      <Typography id={titleId} variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component={RouterLink} to={path} sx={{ color: 'primary.light' }}>
          {t('common.versus', { a: a.name, b: b.name })}
        </Box>{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {a.score} : {b.score}
        </Box>
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>“{dispute.reason}”</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <RichMessage
          id="disputes.reportedBy"
          values={{ name: dispute.byName, time: <time dateTime={dispute.at}>{formatDateTime(dispute.at)}</time> }}
        />
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
        {dispute.canDismiss && (
          <Button variant="outlined" onClick={() => setDismissing(true)} sx={{ flex: { xs: 1, sm: 'none' } }}>
            {t('disputes.dismiss')}
          </Button>
        )}
        {/* Voiding and correcting happen on the game's page, which shows what the server allows for it. */}
        <Button component={RouterLink} to={path} variant="contained" sx={{ flex: { xs: 1, sm: 'none' } }}>
          {t('disputes.openGame')}
        </Button>
      </Box>
      {dispute.canDismiss && <DismissDialog dispute={dispute} open={dismissing} onClose={() => setDismissing(false)} />}
    </Card>
  );
}

/** /secure/disputes: the admins' queue of open reports of a problem with a game, oldest first, a page at a time. */
export function DisputesPage() {
  const t = useT();
  const [page, setPage] = useState(0);
  const disputes = useOpenDisputes(page);
  // A page emptied by dismissals (the last one's last report) steps back to the one before.
  const totalPages = disputes.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && page > 0 && page >= totalPages) setPage(Math.max(0, totalPages - 1));
  }, [page, totalPages]);
  return (
    <Page width="reading">
      <PageTitle title={t('disputes.title')} icon={<ReportProblemOutlined />} />
      {disputes.data && disputes.data.totalElements > 0 && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('disputes.count', { count: disputes.data.totalElements })}
        </Typography>
      )}
      <PagedList
        query={disputes}
        page={page}
        onPageChange={setPage}
        pagerLabel={t('disputes.pages')}
        failedText={disputes.isError ? errorText(disputes.error, t('disputes.failed')) : t('disputes.failed')}
        empty={
          <EmptyState
            title={t('disputes.empty')}
            description={t('disputes.emptyHint')}
            icon={<ReportProblemOutlined fontSize="inherit" />}
          />
        }
      >
        {(content) => (
          <Stack spacing={1.5} component="section" aria-label={t('disputes.open')}>
            {content.map((dispute) => (
              <DisputeRow key={dispute.id} dispute={dispute} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Page>
  );
}

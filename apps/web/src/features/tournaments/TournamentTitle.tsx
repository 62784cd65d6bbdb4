import Button from '@mui/material/Button';
import AccountTree from '@mui/icons-material/AccountTree';
import CastOutlined from '@mui/icons-material/CastOutlined';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useT } from '../../i18n/use-t.ts';

export const TOURNAMENT_TITLE_ICON = <AccountTree sx={{ transform: 'scaleX(-1)' }} />;

/** The tournament page's title row: its name and the link to the stream overlay. */
export function TournamentTitle({ name, streamHref }: { name: string; streamHref: string }) {
  const t = useT();
  return (
    <PageTitle
      title={name}
      icon={TOURNAMENT_TITLE_ICON}
      actions={
        <Button component={RouterLink} to={streamHref} variant="text" color="inherit" startIcon={<CastOutlined />}>
          {t('tournaments.page.stream')}
        </Button>
      }
    />
  );
}

/**
 * The page's head as the HTML paints it from the tournament's first read (route-manifest.ts): the page column with the
 * title row, which the page then draws again on the same pixels.
 */
export function TournamentHead({ tournamentName, pathname }: { tournamentName: string; pathname: string }) {
  return (
    <Page>
      <TournamentTitle name={tournamentName} streamHref={`/stream${pathname}`} />
    </Page>
  );
}

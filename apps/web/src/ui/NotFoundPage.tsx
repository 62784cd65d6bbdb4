import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { NotFoundCard } from './NotFoundCard.tsx';
import { Page } from './Page.tsx';
import { PageTitle } from './PageTitle.tsx';
import { useT } from '../i18n/use-t.ts';

/** Any path the app does not know. */
export function NotFoundPage() {
  const t = useT();
  return (
    <Page>
      <PageTitle title={t('app.notFound.title')} />
      <NotFoundCard
        title={t('app.notFound.heading')}
        description={t('app.notFound.description')}
        action={
          <Button component={RouterLink} to="/" variant="contained">
            {t('app.notFound.home')}
          </Button>
        }
      />
    </Page>
  );
}

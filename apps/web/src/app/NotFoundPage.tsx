import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { NotFoundCard } from '../ui/NotFoundCard.tsx';
import { Page } from '../ui/Page.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <Page>
      <PageTitle title="Page not found" />
      <NotFoundCard
        title="Nothing here"
        description="The link may be old or mistyped."
        action={
          <Button component={RouterLink} to="/" variant="contained">
            Go to the homepage
          </Button>
        }
      />
    </Page>
  );
}

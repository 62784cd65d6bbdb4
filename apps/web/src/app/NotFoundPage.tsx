import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import SearchOff from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Page } from '../ui/Page.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <Page>
      <PageTitle title="Page not found" />
      <Card>
        <EmptyState
          title="Nothing here"
          icon={<SearchOff fontSize="inherit" />}
          description="The link may be old or mistyped."
          action={
            <Button component={RouterLink} to="/" variant="contained">
              Go to the homepage
            </Button>
          }
        />
      </Card>
    </Page>
  );
}

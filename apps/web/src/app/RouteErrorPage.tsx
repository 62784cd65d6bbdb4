import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Page } from '../ui/Page.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Page>
      <Card>
        <EmptyState
          title="Something went wrong"
          icon={<ErrorOutlineOutlined fontSize="inherit" />}
          description="Reloading the page usually helps."
          action={
            <Button variant="contained" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        />
      </Card>
    </Page>
  );
}

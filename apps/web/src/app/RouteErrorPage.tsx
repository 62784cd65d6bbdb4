import Link from '@mui/material/Link';
import Card from '@mui/material/Card';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Page } from '../ui/Page.tsx';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteErrorPage() {
  return (
    <Page>
      <Card>
        <EmptyState
          title="Something went wrong"
          icon={<ErrorOutlineOutlined fontSize="inherit" />}
          description="Reloading the page usually helps."
          action={
            // A plain link-button: this page must work even when the chunk with Button failed to load.
            <Link component="button" onClick={() => window.location.reload()} sx={{ fontSize: '1rem', minHeight: 44 }}>
              Reload the page
            </Link>
          }
        />
      </Card>
    </Page>
  );
}

import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { EmptyState } from './EmptyState.tsx';
import { Page } from './Page.tsx';
import { PageTitle } from './PageTitle.tsx';

/** Placeholder for a screen that a later release fills: its title and a 'Coming soon' note. */
export function ComingSoon({ title, icon, description }: { title: string; icon?: ReactNode; description?: string }) {
  return (
    <Page>
      <PageTitle title={title} icon={icon} />
      <Card>
        <EmptyState
          title="Coming soon"
          icon={<ConstructionOutlined fontSize="inherit" />}
          description={description ?? 'This part of the league is being built. Check back soon.'}
        />
      </Card>
    </Page>
  );
}

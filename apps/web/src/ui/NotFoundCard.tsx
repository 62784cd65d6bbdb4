import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import SearchOff from '@mui/icons-material/SearchOff';
import { EmptyState } from './EmptyState.tsx';

export interface NotFoundCardProps {
  /** e.g. 'Game not found'. */
  title: string;
  description?: string;
  /** SearchOff unless the thing has its own icon (a person, a team). */
  icon?: ReactNode;
  /** A way on, e.g. 'All tournaments'. */
  action?: ReactNode;
}

/** What a page shows for something that does not exist: an unknown path, game, player, team or tournament. */
export function NotFoundCard({ title, description, icon, action }: NotFoundCardProps) {
  return (
    <Card>
      <EmptyState
        title={title}
        icon={icon ?? <SearchOff fontSize="inherit" />}
        description={description}
        action={action}
      />
    </Card>
  );
}

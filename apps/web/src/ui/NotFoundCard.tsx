import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
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
      <EmptyState title={title} icon={icon ?? <SearchOff fontSize="inherit" />} description={description} action={action} />
    </Card>
  );
}

/** A page whose data did not load: the not-found card when it does not exist, otherwise the error. */
export function LoadFailure({ notFound, failedText, ...card }: NotFoundCardProps & { notFound: boolean; failedText: string }) {
  if (notFound) return <NotFoundCard {...card} />;
  return (
    <Alert severity="error" role="alert">
      {failedText}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import { NotFoundCard, type NotFoundCardProps } from './NotFoundCard.tsx';

/** A page whose data did not load: the not-found card when it does not exist, otherwise the error. */
export function LoadFailure({
  notFound,
  failedText,
  ...card
}: NotFoundCardProps & { notFound: boolean; failedText: string }) {
  if (notFound) return <NotFoundCard {...card} />;
  return (
    <Alert severity="error" role="alert">
      {failedText}
    </Alert>
  );
}

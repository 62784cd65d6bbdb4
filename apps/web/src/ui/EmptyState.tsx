import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

export interface EmptyStateProps {
  /** The spec's text, e.g. 'No games to accept'. */
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

/** Icon, the empty-list text and an optional hint or action, centred in the space it has. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 5,
        px: 2,
        color: 'text.secondary',
      }}
    >
      <Box sx={{ fontSize: 44, lineHeight: 0, color: 'text.secondary', '& svg': { fontSize: 'inherit' } }}>
        {icon ?? <InboxOutlined fontSize="inherit" />}
      </Box>
      <Typography variant="h4" component="p" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}

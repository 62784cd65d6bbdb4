import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Visibility from '@mui/icons-material/Visibility';
import type { ShareStatus } from './live-share.ts';

const STATUS_TEXT: Record<Exclude<ShareStatus, 'off'>, string> = {
  sending: 'Others can watch',
  live: 'Others can watch',
  waiting: 'No signal: watchers will catch up',
};

/** A slim line under the header while the game is shared: who can watch, and the link to give them. */
export function ShareBar({ status, watchPath }: { status: Exclude<ShareStatus, 'off'>; watchPath: string | null }) {
  const [copied, setCopied] = useState(false);
  const url = watchPath ? `${window.location.origin}${watchPath}` : null;
  const copy = async () => {
    if (!url) return;
    try {
      if (navigator.share) await navigator.share({ title: 'Watch my caps game', url });
      else await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // the person closed the share sheet
    }
  };
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mx: 1.5, mb: 1, px: 1.5, minHeight: 44, borderRadius: 2, bgcolor: 'action.hover', fontSize: '0.875rem' }}>
      <Visibility fontSize="small" sx={{ color: status === 'waiting' ? 'warning.main' : 'success.main' }} />
      <Box sx={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{STATUS_TEXT[status]}</Box>
      {url && (
        <Button size="small" color="inherit" onClick={() => void copy()} sx={{ minHeight: 40, flexShrink: 0 }}>
          {copied ? 'Link copied' : 'Share link'}
        </Button>
      )}
    </Box>
  );
}

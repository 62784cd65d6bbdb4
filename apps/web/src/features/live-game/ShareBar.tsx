import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Visibility from '@mui/icons-material/Visibility';
import type { ShareStatus } from './live-share.ts';
import { useT } from '../../i18n/use-t.ts';

const STATUS_TEXT = {
  sending: 'liveGame.share.othersCanWatch',
  live: 'liveGame.share.othersCanWatch',
  waiting: 'liveGame.share.waiting',
  refused: 'liveGame.share.tooMany',
} as const satisfies Record<Exclude<ShareStatus, 'off'>, string>;

/** A slim line under the header while the game is shared: who can watch, and the link to give them. */
export function ShareBar({ status, watchPath }: { status: Exclude<ShareStatus, 'off'>; watchPath: string | null }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const url = watchPath ? `${window.location.origin}${watchPath}` : null;
  const copy = async () => {
    if (!url) return;
    try {
      if (navigator.share) await navigator.share({ title: t('liveGame.share.title'), url });
      else await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // the person closed the share sheet
    }
  };
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mx: 1.5,
        mb: 1,
        px: 1.5,
        minHeight: 44,
        borderRadius: 2,
        bgcolor: 'action.hover',
        fontSize: '0.875rem',
      }}
    >
      <Visibility
        fontSize="small"
        sx={{ color: status === 'waiting' || status === 'refused' ? 'warning.main' : 'success.main' }}
      />
      <Box sx={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {t(STATUS_TEXT[status])}
      </Box>
      {url && (
        <Button size="small" color="inherit" onClick={() => void copy()} sx={{ minHeight: 40, flexShrink: 0 }}>
          {copied ? t('liveGame.share.copied') : t('liveGame.share.link')}
        </Button>
      )}
    </Box>
  );
}

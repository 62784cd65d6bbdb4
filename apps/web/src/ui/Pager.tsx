import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import { visuallyHidden } from './a11y.ts';
import { useT } from '../i18n/use-t.ts';

export interface PagerProps {
  /** The current page, 0-based (as the API counts). */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}

/** First / previous / 'page of pages' / next / last; hidden when everything fits on one page. */
export function Pager({ page, totalPages, onChange, label }: PagerProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const isFirst = page <= 0;
  const isLast = page >= totalPages - 1;
  const go = (target: number) => onChange(Math.min(Math.max(target, 0), totalPages - 1));
  return (
    <Box
      component="nav"
      aria-label={label ?? t('pager.pages')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, py: 2 }}
    >
      <IconButton aria-label={t('pager.first')} disabled={isFirst} onClick={() => go(0)}>
        <FirstPage />
      </IconButton>
      <IconButton aria-label={t('pager.previous')} disabled={isFirst} onClick={() => go(page - 1)}>
        <ChevronLeft />
      </IconButton>
      <Typography
        aria-live="polite"
        sx={{ minWidth: 72, textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        <span aria-hidden>
          {page + 1}/{totalPages}
        </span>
        <Box component="span" sx={visuallyHidden}>
          {t('pager.pageOf', { page: page + 1, pages: totalPages })}
        </Box>
      </Typography>
      <IconButton aria-label={t('pager.next')} disabled={isLast} onClick={() => go(page + 1)}>
        <ChevronRight />
      </IconButton>
      <IconButton aria-label={t('pager.last')} disabled={isLast} onClick={() => go(totalPages - 1)}>
        <LastPage />
      </IconButton>
    </Box>
  );
}

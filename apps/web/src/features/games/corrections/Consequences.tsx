import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/use-t.ts';

/** What an action will change, as the dialog that confirms it lists it. */
export function Consequences({ title, items }: { title?: string; items: readonly string[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title ?? t('corrections.whatChanges')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item} sx={{ overflowWrap: 'anywhere' }}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { GameTypeIcon } from './GameTypeIcon.tsx';
import { useT } from '../i18n/use-t.ts';

const flip = keyframes`
  from { transform: rotateY(0deg); }
  to { transform: rotateY(360deg); }
`;

/** 'Loading...' next to a cap that spins like a flipped coin (still when reduced motion is asked for). */
export function Loading({ label, size = 28 }: { label?: string; size?: number }) {
  const t = useT();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 4 }}
    >
      <Box sx={{ perspective: 200, lineHeight: 0 }}>
        <GameTypeIcon
          gameType="EASY_CAPS"
          sx={{ fontSize: size, color: 'primary.main', animation: `${flip} 1.2s linear infinite` }}
        />
      </Box>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label ?? t('common.loading')}
      </Box>
    </Box>
  );
}

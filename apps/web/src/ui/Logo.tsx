import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { capPath } from './cap-shape.ts';
import { visuallyHidden } from './a11y.ts';
import { useT } from '../i18n/use-t.ts';

const CAP_EDGE = capPath(32, 32, 31, 0.11);

/** The Caps League cap: a red crown cork with a ring and a stylised "C" pressed into it. */
export function CapLogo({ size = 32, title }: { size?: number; title?: string }) {
  const theme = useTheme();
  const gradientId = `cl${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const { primary, background } = theme.palette;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title && <title>{title}</title>}
      <defs>
        <radialGradient id={gradientId} cx="40%" cy="35%" r="70%">
          <stop offset="0%" stopColor={primary.light} />
          <stop offset="100%" stopColor={primary.dark} />
        </radialGradient>
      </defs>
      <path d={CAP_EDGE} fill={`url(#${gradientId})`} />
      <circle cx={32} cy={32} r={22.5} fill="none" stroke={background.default} strokeOpacity={0.55} strokeWidth={2} />
      <path
        d="M41.5 24.5a12 12 0 1 0 0 15"
        fill="none"
        stroke={theme.palette.common.white}
        strokeWidth={6}
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Logo plus the "CAPS LEAGUE" wordmark, drawn as stretched display text so it reads wide
 * and squared without shipping a second font.
 */
export function Wordmark({ height = 32 }: { height?: number }) {
  const t = useT();
  const theme = useTheme();
  const wordmark = theme.typography.wordmark;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: 'text.primary' }}>
      <CapLogo size={height} />
      <svg height={height * 0.62} viewBox="0 0 200 24" aria-hidden="true" style={{ overflow: 'visible' }}>
        <text
          x={0}
          y={20}
          textLength={200}
          lengthAdjust="spacingAndGlyphs"
          fill="currentColor"
          style={{
            fontFamily: wordmark.fontFamily,
            fontWeight: wordmark.fontWeight,
            fontSize: 22,
            letterSpacing: '0.06em',
          }}
        >
          {t('app.name').toUpperCase()}
        </text>
      </svg>
      <Box component="span" sx={visuallyHidden}>
        {t('app.name')}
      </Box>
    </Box>
  );
}

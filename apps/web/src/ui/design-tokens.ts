/** DESIGN.md colour tokens, read by the theme (theme.ts). */
export const tokens = {
  background: '#0b1016',
  surface: '#111a24',
  raised: '#17222e',
  border: '#2a3644',
  text: '#e8edf2',
  textSecondary: '#93a1b0',
  /** White text on it keeps 4.6:1 (WCAG AA); #e5393b gave 4.2:1. */
  accent: '#dc3437',
  /** Lighter accent for accent-coloured text on dark surfaces (AA contrast). */
  accentText: '#ff7370',
  accentDark: '#b3262a',
  win: '#3fb97a',
  loss: '#ef5350',
  warning: '#f5a524',
} as const;

/**
 * Hides content visually but keeps it for screen readers. Lengths are strings on purpose:
 * in `sx`, a bare 1 would mean 100% and -1 a negative spacing unit.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The styles of everything a bracket draws many times (entry cards, their game links, standings tables, round
 * columns), serialised once per drawing instead of once per card, row and cell: the drawing's root takes them in its
 * `sx`, and the parts are plain elements with these classes, their states in data attributes. A 64-player Swiss or
 * groups tournament draws some 130 cards and 400 table cells; as MUI components with their own styles they cost
 * several times the rest of its render.
 */
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { CARD_HEIGHT, CARD_WIDTH } from './bracket-layout.ts';

const INFO_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Ccircle cx='12' cy='12' r='9' fill='none' stroke='black' stroke-width='2'/%3E%3Cpath d='M12 11v6' stroke='black' stroke-width='2' stroke-linecap='round'/%3E%3Ccircle cx='12' cy='7.6' r='1.3'/%3E%3C/svg%3E";

export function bracketStyles(theme: Theme) {
  const { palette, typography, spacing, layout } = theme;
  return {
    '& .entry-card': {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      backgroundColor: palette.background.paper,
      border: `1px solid ${alpha(palette.text.secondary, 0.45)}`,
      borderRadius: `${layout.cardRadius}px`,
      overflow: 'hidden',
    },
    '& .entry-card:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '& .entry-card[data-bye]': { borderColor: palette.divider, borderStyle: 'dashed', opacity: 0.55 },
    '& .entry-slots': { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
    '& .entry-slot': {
      flex: 1,
      minHeight: 0,
      display: 'flex',
      alignItems: 'center',
      gap: spacing(1),
      padding: spacing(0, 1.25),
      outlineOffset: -2,
    },
    '& .entry-slot + .entry-slot': { borderTop: `1px solid ${palette.divider}` },
    '& .entry-slot[data-highlighted]': { backgroundColor: palette.action.hover },
    '& .entry-slot[data-over]': { backgroundColor: palette.action.selected, outline: `2px dashed ${palette.primary.main}` },
    '& .entry-slot[data-dragging]': { opacity: 0.4 },
    // Lets a finger scroll the bracket; the touch sensor starts a drag only after a short press (which must not select
    // the name or open the long-press menu).
    '& .entry-slot[data-grab]': { cursor: 'grab', touchAction: 'manipulation', userSelect: 'none', WebkitTouchCallout: 'none' },
    '& .entry-slot:focus-visible': { outline: `2px solid ${palette.primary.main}` },
    '& .entry-name, & .entry-score': { ...typography.body1, margin: 0 },
    // Up to two lines, broken anywhere: a 15-character username always shows whole on a phone, where nothing hovers to
    // reveal a title; a longer team name is clamped and shows whole on a tap (bracket-clicks.tsx).
    '& .entry-name': {
      flex: 1,
      minWidth: 0,
      overflow: 'hidden',
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 2,
      overflowWrap: 'anywhere',
      fontSize: '0.875rem',
      lineHeight: 1.2,
      fontWeight: 450,
    },
    '& .entry-name[data-empty]': { color: palette.text.secondary, fontStyle: 'italic' },
    '& .entry-seed': { fontSize: '0.75rem', color: palette.text.secondary, fontVariantNumeric: 'tabular-nums', minWidth: 14, textAlign: 'right', flexShrink: 0 },
    '& .entry-score': { fontVariantNumeric: 'tabular-nums', fontSize: '0.9375rem', fontWeight: 500, minWidth: 20, textAlign: 'right' },
    '& .entry-slot[data-outcome="winner"] .entry-name': { fontWeight: 750 },
    '& .entry-slot[data-outcome="winner"] .entry-score': { fontWeight: 800 },
    '& .entry-slot[data-outcome="loser"] .entry-name, & .entry-slot[data-outcome="loser"] .entry-score': { opacity: 0.6 },
    '& .entry-forfeit': { ...typography.caption, color: palette.text.secondary },
    // One touch target wide.
    '& .entry-actions': { width: layout.touchTarget, display: 'flex', flexDirection: 'column', borderLeft: `1px solid ${palette.divider}` },
    '& .entry-action': { flex: 1, borderRadius: 0 },
    // The game link: a plain anchor drawn like the owner's icon buttons beside it.
    '& .entry-link': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: palette.action.active,
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    },
    '& .entry-link:hover': { backgroundColor: alpha(palette.action.active, palette.action.hoverOpacity) },
    '& .entry-link:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    // Its icon (an outlined 'i' in a circle, like the owner's buttons' icons) is the link's own pseudo-element, in the
    // link's colour: no SVG elements per card.
    '& .entry-link::before': {
      content: '""',
      width: 20,
      height: 20,
      backgroundColor: 'currentColor',
      mask: `url("${INFO_ICON}") center / contain no-repeat`,
    },

    // Rounds side by side: each a title over a column of cards.
    '& .round-title': { ...typography.h6, color: palette.text.secondary, margin: spacing(0, 0, 1) },
    '& .round-cards': { display: 'grid', gap: spacing(1.5) },

    ...standingsStyles(theme),
  };
}

/** The standings tables' styles alone (an elimination bracket's table sits below its drawing). */
export function standingsStyles(theme: Theme) {
  const { palette, typography, spacing, shape } = theme;
  // MUI's table cell border, so that the tables look as they did as MUI tables.
  const cellBorder = palette.mode === 'light' ? lighten(alpha(palette.divider, 1), 0.88) : darken(alpha(palette.divider, 1), 0.68);
  return {
    // Standings: scrolls sideways inside its own box on a phone.
    '& .standings': {
      overflowX: 'auto',
      maxWidth: 640,
      border: `1px solid ${palette.divider}`,
      borderRadius: `${Number(shape.borderRadius) * 1.25}px`,
      backgroundColor: palette.background.paper,
    },
    '& .standings:focus-visible': { outline: `2px solid ${palette.primary.main}` },
    '& .standings table': { width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
    '& .standings th, & .standings td': {
      ...typography.body2,
      color: palette.text.primary,
      textAlign: 'left' as const,
      padding: spacing(0.75, 1.25),
      borderBottom: `1px solid ${cellBorder}`,
      whiteSpace: 'nowrap' as const,
      fontVariantNumeric: 'tabular-nums',
    },
    '& .standings th': { fontWeight: typography.fontWeightMedium, lineHeight: '1.5rem' },
    '& .standings .num': { textAlign: 'right' },
    '& .standings tbody tr:hover': { backgroundColor: palette.action.hover },
    '& .standings tbody tr[data-selected]': { backgroundColor: alpha(palette.primary.main, palette.action.selectedOpacity) },
    '& .standings tbody tr[data-selected]:hover': { backgroundColor: alpha(palette.primary.main, palette.action.selectedOpacity + palette.action.hoverOpacity) },
    '& .standings .competitor': { maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: 500 },
    '& .standings .competitor[data-leader]': { fontWeight: 750 },
  };
}

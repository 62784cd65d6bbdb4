/**
 * The styles of everything a bracket draws many times (entry cards, their game links, standings tables, round
 * columns, group sections, column titles): one stylesheet, written once per page from the theme as plain CSS and put
 * in the document's head on the first drawing (`useBracketStyles`). The drawing's root takes the `bracket-root` class,
 * and the parts are plain elements with the classes below, their states in data attributes.
 *
 * Why not MUI components or `sx`: a 64-player Swiss or groups tournament draws some 130 cards and 600 table cells; as
 * MUI components with their own styles they cost several times the rest of its render, and even one `sx` object of
 * these rules costs the first drawing ~10 ms of Emotion compiling it (a third of an 8-player bracket's render).
 */
import { useInsertionEffect } from 'react';
import { alpha, darken, lighten, useTheme, type Theme } from '@mui/material/styles';
import { CARD_HEIGHT, CARD_WIDTH } from './bracket-layout.ts';

/** The class of a drawing's root: the rules below apply inside it. */
const BRACKET_ROOT = 'bracket-root';

type TDeclarations = Record<string, string | number | null | undefined>;

/** Properties whose numbers have no unit (the others are px, as in `sx`). */
const UNITLESS = new Set([
  'fontWeight',
  'lineHeight',
  'opacity',
  'flexShrink',
  'flexGrow',
  'WebkitLineClamp',
  'zIndex',
]);

function declarations(values: TDeclarations): string {
  return Object.entries(values)
    .flatMap(([key, value]) => {
      if (value === null || value === undefined || typeof value === 'object') return [];
      const property = key.replace(/^Webkit/, '-webkit-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return [`${property}:${typeof value === 'number' && !UNITLESS.has(key) ? `${value}px` : value}`];
    })
    .join(';');
}

/** A typography variant's font (family, size, weight, line height, letter spacing). */
function font(variant: Theme['typography']['body1']): TDeclarations {
  const { fontFamily, fontSize, fontWeight, lineHeight, letterSpacing } = variant;
  return { fontFamily, fontSize, fontWeight, lineHeight, letterSpacing } as TDeclarations;
}

type TRule = [selectors: string, declarations: TDeclarations];

/** The game link's icon: an outlined 'i' in a circle. */
const INFO_ICON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Ccircle cx='12' cy='12' r='9' fill='none' stroke='black' stroke-width='2'/%3E%3Cpath d='M12 11v6' stroke='black' stroke-width='2' stroke-linecap='round'/%3E%3Ccircle cx='12' cy='7.6' r='1.3'/%3E%3C/svg%3E\")";

/** Entry cards: the card, its two slots and their states (highlighted, drop target, dragged, grabbable). */
function entryCardRules(theme: Theme): TRule[] {
  const { palette, spacing, layout } = theme;
  return [
    [
      '.entry-card',
      {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        backgroundColor: palette.background.paper,
        border: `1px solid ${alpha(palette.text.secondary, 0.45)}`,
        borderRadius: layout.cardRadius,
        overflow: 'hidden',
        boxSizing: 'border-box',
      },
    ],
    ['.entry-card:focus-visible', { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 }],
    // Dimmed by colour, not opacity: the seed and the empty slot keep AA contrast.
    [
      '.entry-card[data-bye]',
      {
        borderColor: palette.divider,
        borderStyle: 'dashed',
        color: palette.text.secondary,
        backgroundColor: 'transparent',
      },
    ],
    ['.entry-slots', { flex: '1 1 0%', minWidth: 0, display: 'flex', flexDirection: 'column' }],
    // Narrow padding and gaps leave the name room for a 15-character username's longest piece (entry-name.ts).
    [
      '.entry-slot',
      {
        flex: '1 1 0%',
        minHeight: 0,
        display: 'flex',
        alignItems: 'center',
        gap: spacing(0.75),
        padding: spacing(0, 0.75),
        outlineOffset: -2,
      },
    ],
    ['.entry-slot + .entry-slot', { borderTop: `1px solid ${palette.divider}` }],
    ['.entry-slot[data-highlighted]', { backgroundColor: palette.action.hover }],
    [
      '.entry-slot[data-over]',
      { backgroundColor: palette.action.selected, outline: `2px dashed ${palette.primary.main}` },
    ],
    ['.entry-slot[data-dragging]', { opacity: 0.4 }],
    // Lets a finger scroll the bracket; the touch sensor starts a drag only after a short press (which must not select
    // the name or open the long-press menu).
    [
      '.entry-slot[data-grab]',
      {
        cursor: 'grab',
        touchAction: 'manipulation',
        userSelect: 'none',
        WebkitUserSelect: 'none',
        WebkitTouchCallout: 'none',
      },
    ],
    ['.entry-slot:focus-visible', { outline: `2px solid ${palette.primary.main}` }],
  ];
}

/** An entry slot's words: the name, seed, score and forfeit, by the game's outcome. */
function entryNameRules(theme: Theme): TRule[] {
  const { palette, typography } = theme;
  return [
    ['.entry-name, .entry-score', { ...font(typography.body1), margin: 0 }],
    // Up to two lines, broken between words and after a name's separators (entry-name.tsx puts the chances there), a
    // word itself only when it cannot fit a line alone; a longer team name is clamped and shows whole on a tap
    // (bracket-clicks.tsx). 'anywhere', not 'break-word': in this clamped box Chromium never breaks a word with
    // 'break-word', so a 15-character username without separators ran past its card.
    [
      '.entry-name',
      {
        flex: '1 1 0%',
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
    ],
    ['.entry-name[data-long]', { fontSize: '0.8125rem', letterSpacing: '-0.01em' }],
    ['.entry-name[data-empty]', { color: palette.text.secondary, fontStyle: 'italic' }],
    [
      '.entry-seed',
      {
        fontSize: '0.75rem',
        color: palette.text.secondary,
        fontVariantNumeric: 'tabular-nums',
        minWidth: 14,
        textAlign: 'right',
        flexShrink: 0,
      },
    ],
    [
      '.entry-score',
      { fontVariantNumeric: 'tabular-nums', fontSize: '0.9375rem', fontWeight: 500, minWidth: 20, textAlign: 'right' },
    ],
    ['.entry-slot[data-outcome="winner"] .entry-name', { fontWeight: 750 }],
    ['.entry-slot[data-outcome="winner"] .entry-score', { fontWeight: 800 }],
    ['.entry-slot[data-outcome="loser"] .entry-name, .entry-slot[data-outcome="loser"] .entry-score', { opacity: 0.6 }],
    ['.entry-forfeit', { ...font(typography.caption), color: palette.text.secondary }],
  ];
}

/** An entry card's actions column and its game link. */
function entryActionRules(theme: Theme): TRule[] {
  const { palette, layout } = theme;
  return [
    // One touch target wide inside its border; each button at least one touch target tall (two fill the card's 88 px).
    [
      '.entry-actions',
      {
        width: layout.touchTarget + 1,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        borderLeft: `1px solid ${palette.divider}`,
      },
    ],
    ['.entry-action', { flex: '1 1 0%', minHeight: layout.touchTarget, borderRadius: 0 }],
    // The game link: a plain anchor drawn like the owner's icon buttons, its icon (an outlined 'i' in a circle) its own
    // pseudo-element in the link's colour.
    [
      '.entry-link',
      {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: palette.action.active,
        transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      },
    ],
    ['.entry-link:hover', { backgroundColor: alpha(palette.action.active, palette.action.hoverOpacity) }],
    ['.entry-link:focus-visible', { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 }],
    [
      '.entry-link::before',
      {
        content: '""',
        width: 20,
        height: 20,
        backgroundColor: 'currentColor',
        mask: `${INFO_ICON} center / contain no-repeat`,
        WebkitMask: `${INFO_ICON} center / contain no-repeat`,
      },
    ],
  ];
}

/** The drawings' layout: an elimination drawing's titles, rounds side by side, groups. */
function layoutRules(theme: Theme): TRule[] {
  const { palette, typography, spacing } = theme;
  return [
    // An elimination drawing's titles.
    ['.section-title', { ...font(typography.h3), position: 'absolute', margin: 0, whiteSpace: 'nowrap' }],
    [
      '.column-title',
      {
        ...font(typography.h6),
        color: palette.text.secondary,
        position: 'absolute',
        margin: 0,
        whiteSpace: 'nowrap',
        lineHeight: '28px',
      },
    ],

    // Rounds side by side: each a title over a column of cards.
    ['.round-title', { ...font(typography.h6), color: palette.text.secondary, margin: spacing(0, 0, 1) }],
    ['.round-cards', { display: 'grid', gap: spacing(1.5) }],

    // Groups: side by side as the width allows, each its table and its rounds.
    [
      '.group',
      { flex: '1 1 560px', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2), minWidth: 0 },
    ],
    ['[data-stream] .group', { flex: '0 1 auto' }],
    ['.group-title', { ...font(typography.h3), margin: 0 }],
    ['.group-note', { ...font(typography.body2), color: palette.text.secondary, margin: 0 }],
    ['.group-rounds', { display: 'flex', flexWrap: 'wrap', gap: spacing(3) }],
  ];
}

/** Standings tables. */
function standingsRules(theme: Theme): TRule[] {
  const { palette, typography, spacing, shape } = theme;
  // MUI's table cell border, so that the tables look as they did as MUI tables.
  const cellBorder =
    palette.mode === 'light' ? lighten(alpha(palette.divider, 1), 0.88) : darken(alpha(palette.divider, 1), 0.68);
  return [
    // Standings: scrolls sideways inside its own box on a phone.
    [
      '.standings',
      {
        overflowX: 'auto',
        maxWidth: 820,
        border: `1px solid ${palette.divider}`,
        borderRadius: Number(shape.borderRadius) * 1.25,
        backgroundColor: palette.background.paper,
      },
    ],
    ['.standings:focus-visible', { outline: `2px solid ${palette.primary.main}` }],
    ['.standings table', { width: '100%', borderCollapse: 'collapse', borderSpacing: 0 }],
    [
      '.standings th, .standings td',
      {
        ...font(typography.body2),
        color: palette.text.primary,
        textAlign: 'left',
        padding: spacing(0.75, 1.25),
        borderBottom: `1px solid ${cellBorder}`,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      },
    ],
    ['.standings th', { fontWeight: typography.fontWeightMedium, lineHeight: '1.5rem' }],
    ['.standings .num', { textAlign: 'right' }],
    ['.standings tbody tr:hover', { backgroundColor: palette.action.hover }],
    [
      '.standings tbody tr[data-selected]',
      { backgroundColor: alpha(palette.primary.main, palette.action.selectedOpacity) },
    ],
    [
      '.standings tbody tr[data-selected]:hover',
      { backgroundColor: alpha(palette.primary.main, palette.action.selectedOpacity + palette.action.hoverOpacity) },
    ],
    ['.standings .competitor', { maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: 500 }],
    ['.standings .competitor[data-leader]', { fontWeight: 750 }],
    ['.standings .tie-break', { color: palette.text.secondary }],
    ['.standings tbody tr[data-qualifies] .competitor', { boxShadow: `inset 3px 0 0 ${palette.success.main}` }],
    [
      '.standings .qualifies',
      {
        display: 'inline-block',
        minWidth: 20,
        marginRight: 6,
        padding: '0 4px',
        borderRadius: 4,
        textAlign: 'center',
        fontWeight: 700,
        color: palette.success.contrastText,
        backgroundColor: palette.success.dark,
      },
    ],
    [
      '.standings .visually-hidden',
      { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    ],
  ];
}

/** The stylesheet's text; every selector of the rules is scoped to the drawing's root. */
function bracketCss(theme: Theme): string {
  const rules = [
    ...entryCardRules(theme),
    ...entryNameRules(theme),
    ...entryActionRules(theme),
    ...layoutRules(theme),
    ...standingsRules(theme),
  ];
  return rules
    .map(([selectors, values]) => {
      const scoped = selectors
        .split(',')
        // A rule of the root itself ('[data-stream] .group') joins its class; the others are inside it.
        .map((s) => (s.trim().startsWith('[') ? `.${BRACKET_ROOT}${s.trim()}` : `.${BRACKET_ROOT} ${s.trim()}`))
        .join(',');
      return `${scoped}{${declarations(values)}}`;
    })
    .join('\n');
}

/** Themes whose stylesheet is in the document already. */
const inserted = new WeakSet<Theme>();

/** Puts the stylesheet in the document's head (once per page) and returns the root's class. */
export function useBracketStyles(): string {
  const theme = useTheme();
  useInsertionEffect(() => {
    if (inserted.has(theme)) return;
    inserted.add(theme);
    const style = document.createElement('style');
    style.setAttribute('data-bracket-styles', '');
    style.textContent = bracketCss(theme);
    document.head.appendChild(style);
  }, [theme]);
  return BRACKET_ROOT;
}

/** The one MUI theme: DESIGN.md tokens (dark, calm, one red accent, Inter with tabular numbers). */
import type { CSSProperties } from 'react';
import { alpha, createTheme } from '@mui/material/styles';
import { UI_LIMITS } from '../ui/ui-constants.ts';
import { tokens } from '../ui/design-tokens.ts';

/** Layout measures that components read from the theme instead of hard-coding. */
interface LayoutTokens {
  drawerCollapsed: number;
  drawerExpanded: number;
  pageMaxWidth: number;
  /** Reading column for text pages (rules, forms). */
  readingMaxWidth: number;
  /** Narrow column for auth forms. */
  formMaxWidth: number;
  topBarHeight: number;
  /** Minimum touch target (WCAG 2.5.5). */
  touchTarget: number;
  cardRadius: number;
  buttonRadius: number;
}

declare module '@mui/material/styles' {
  interface TypeBackground {
    raised: string;
  }
  interface Theme {
    layout: LayoutTokens;
  }
  interface ThemeOptions {
    layout?: LayoutTokens;
  }
  interface TypographyVariants {
    wordmark: CSSProperties;
  }
  interface TypographyVariantsOptions {
    wordmark?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    wordmark: true;
  }
}

const fontFamily = '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const layout: LayoutTokens = {
  drawerCollapsed: UI_LIMITS.drawerWidthCollapsed,
  drawerExpanded: UI_LIMITS.drawerWidthExpanded,
  pageMaxWidth: UI_LIMITS.pageMaxWidth,
  readingMaxWidth: 820,
  formMaxWidth: 420,
  topBarHeight: 56,
  touchTarget: 44,
  cardRadius: 10,
  buttonRadius: 8,
};

export const theme = createTheme({
  layout,
  palette: {
    mode: 'dark',
    primary: { main: tokens.accent, light: tokens.accentText, dark: tokens.accentDark, contrastText: '#ffffff' },
    secondary: { main: tokens.textSecondary, contrastText: tokens.background },
    success: { main: tokens.win },
    error: { main: tokens.loss },
    warning: { main: tokens.warning },
    info: { main: '#5aa9e6' },
    background: { default: tokens.background, paper: tokens.surface, raised: tokens.raised },
    divider: tokens.border,
    text: { primary: tokens.text, secondary: tokens.textSecondary },
  },
  shape: { borderRadius: layout.buttonRadius },
  spacing: 8,
  typography: {
    fontFamily,
    h1: { fontSize: '2rem', fontWeight: 750, letterSpacing: '-0.01em', lineHeight: 1.2 },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.125rem', fontWeight: 650, lineHeight: 1.35 },
    h5: { fontSize: '1rem', fontWeight: 650 },
    h6: { fontSize: '0.9375rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '0.9375rem' },
    wordmark: { fontFamily, fontWeight: 850, letterSpacing: '0.16em', textTransform: 'uppercase' },
  },
  transitions: {
    easing: {
      easeInOut: 'cubic-bezier(0.4, 0, 0.2, 1)',
      easeOut: 'cubic-bezier(0.0, 0, 0.2, 1)',
      easeIn: 'cubic-bezier(0.4, 0, 1, 1)',
      sharp: 'cubic-bezier(0.4, 0, 0.6, 1)',
    },
    duration: {
      shortest: 150,
      shorter: 180,
      short: 200,
      standard: 250,
      complex: 250,
      enteringScreen: 225,
      leavingScreen: 195,
    },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { colorScheme: 'dark' },
        body: {
          fontVariantNumeric: 'tabular-nums',
          WebkitFontSmoothing: 'antialiased',
          overflowX: 'hidden',
        },
        ':focus-visible': { outline: `2px solid ${tokens.accentText}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        // ButtonBase resets the outline; every button, tab and nav row gets a visible keyboard focus ring instead.
        root: { '&.Mui-focusVisible': { outline: `2px solid ${tokens.accentText}`, outlineOffset: 2 } },
      },
    },
    // Accent-coloured text (a selected tab, a focused field's label) in the lighter red: the accent itself is 4.2:1 on navy.
    // Typography's `color` takes palette keys ('textSecondary'), not system paths: `color="text.secondary"` used to
    // fall through to the primary text colour. Every component writes the path, so the theme gives it its meaning.
    MuiTypography: {
      variants: [{ props: { color: 'text.secondary' }, style: { color: tokens.textSecondary } }],
    },
    MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: tokens.accentText } } } },
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: tokens.accentText } } } },
    MuiToggleButton: {
      styleOverrides: {
        // A selected primary toggle's label in the lighter red: the accent on its tinted background was 3.6:1.
        root: ({ ownerState }) =>
          ownerState.color === 'primary' ? { '&.Mui-selected': { color: tokens.accentText } } : {},
      },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: layout.cardRadius, backgroundColor: tokens.surface } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: ({ ownerState }) => ({
          borderRadius: layout.buttonRadius,
          minHeight: layout.touchTarget,
          paddingInline: 18,
          // Accent-coloured text needs the lighter red to stay readable on navy.
          ...(ownerState.variant !== 'contained' && ownerState.color === 'primary' ? { color: tokens.accentText } : {}),
          ...(ownerState.variant === 'outlined' && ownerState.color === 'inherit'
            ? { borderColor: tokens.border }
            : {}),
        }),
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: layout.touchTarget, minHeight: layout.touchTarget } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { color: tokens.accentText, fontWeight: 600 } },
    },
    MuiDialog: {
      styleOverrides: {
        paper: {
          borderRadius: layout.cardRadius,
          border: `1px solid ${tokens.border}`,
          backgroundColor: tokens.surface,
        },
      },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontSize: '1.125rem', fontWeight: 700 } } },
    MuiDialogActions: { styleOverrides: { root: { padding: '8px 24px 20px', gap: 8 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: { backgroundColor: alpha(tokens.background, 0.5) },
        notchedOutline: { borderColor: tokens.border },
      },
    },
    MuiAlert: {
      styleOverrides: { root: { borderRadius: layout.buttonRadius, alignItems: 'center' } },
    },
    MuiTooltip: {
      styleOverrides: {
        tooltip: { backgroundColor: tokens.raised, border: `1px solid ${tokens.border}`, fontSize: '0.8125rem' },
      },
    },
    MuiListItemButton: {
      styleOverrides: { root: { minHeight: 48 } },
    },
  },
});

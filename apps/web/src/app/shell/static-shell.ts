/**
 * The app shell that index.html paints by itself, before any script has run: the top bar, the desktop rail and the
 * "Loading..." indicator, at the positions and sizes AppLayout, TopBar and Loading give them. React replaces it when
 * it first commits into #root, and its first commit draws those same three things, so the swap is not visible.
 * Built into index.html by the `app-shell` plugin of vite.config.ts; the server leaves it out of pages without
 * chrome (the stream overlay) by cutting between SHELL_START and SHELL_END.
 *
 * Plain HTML and CSS only: no script (the CSP allows none inline), no JS needed for it to show.
 */
import { AVATAR_SIZES, UI_LIMITS } from '../../ui/ui-constants.ts';
import { capClipPolygon, capPath } from '../../ui/cap-shape.ts';
import { tokens } from '../design-tokens.ts';

const SHELL_START = '<!--app-shell-->';
const SHELL_END = '<!--/app-shell-->';
/** Where the server puts the page's head (see SHELL_HEADS), above the loading indicator. */
const HEAD_SLOT = '<!--shell-head-->';

/** The theme's `sm` breakpoint: from here on the rail shows instead of the phone drawer. */
const SM = 600;
/** theme.ts's font stack: the page heads are drawn in the same font as React draws them, so they measure the same. */
const THEME_FONT = '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const TOP_BAR = 56;
const RAIL = UI_LIMITS.drawerWidthCollapsed;
/**
 * The theme's font stack without Inter: the shell's few words need not wait for (or start) the 48 KB font download,
 * which would compete with the start-up script for the phone's bandwidth. React asks for the font when it first
 * draws; until it has loaded, its text shows in this same system font (font-display: swap), so the swap is not seen.
 */
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** The theme's h1 (theme.ts typography.h1): the page heads' titles. */
const H1 = `margin:0;overflow-wrap:anywhere;font-size:2rem;font-weight:750;letter-spacing:-0.01em;line-height:1.2;color:${tokens.text}`;
/** The profile's avatar (Avatar.tsx at size large): its initials on the raised colour, clipped to a cap. */
const PROFILE_AVATAR = AVATAR_SIZES.large;

/**
 * CSS for the shell (and the page background React keeps), in the theme's colours. `headFontUrl` is the build's Latin
 * face of Inter: the page heads draw their text in it once it has loaded (font-display: block, it is preloaded), so
 * their first paint already has the metrics of React's later, identical draw.
 */
export function shellCss(headFontUrl?: string): string {
  return [
    ...(headFontUrl
      ? [`@font-face{font-family:"Inter Shell";font-style:normal;font-display:block;font-weight:100 900;src:url(${headFontUrl}) format("woff2-variations")}`]
      : []),
    `html,body{background:${tokens.background};margin:0}`,
    `body{color:${tokens.text};font-family:${FONT};font-size:1rem;line-height:1.5;letter-spacing:0.00938em;` +
      '-webkit-font-smoothing:antialiased;font-variant-numeric:tabular-nums;overflow-x:hidden}',
    '.shell,.shell *{box-sizing:border-box}',
    `.shell-bar{position:fixed;inset:0 0 auto 0;z-index:1201;height:${TOP_BAR}px;display:flex;align-items:center;gap:8px;` +
      `padding:0 16px 0 3px;background:${tokens.surface};border-bottom:1px solid ${tokens.border}}`,
    '.shell-menu{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;flex-shrink:0}',
    '.shell-menu svg{width:24px;height:24px;fill:currentColor}',
    `.shell-home{display:inline-flex;align-items:center;min-height:44px;padding:0 4px;border-radius:8px;color:${tokens.text};text-decoration:none}`,
    '.shell-mark{display:inline-flex;align-items:center;gap:10px}',
    `.shell-rail{display:none;position:fixed;top:${TOP_BAR}px;bottom:0;left:0;z-index:1200;width:${RAIL}px;` +
      `background:${tokens.surface};border-right:1px solid ${tokens.border}}`,
    `.shell-main{padding-top:${TOP_BAR}px}`,
    '.shell-loading{display:flex;align-items:center;justify-content:center;gap:12px;padding:32px 0}',
    '.shell-loading>span:first-child{perspective:200px;line-height:0}',
    `.shell-loading svg{width:28px;height:28px;color:${tokens.accent};animation:shell-flip 1.2s linear infinite}`,
    '.shell-loading>span:last-child{font-weight:600}',
    '.shell-noscript{margin:0;padding:0 16px;text-align:center}',
    '@keyframes shell-flip{from{transform:rotateY(0deg)}to{transform:rotateY(360deg)}}',
    // The page heads of SHELL_HEADS: Page's column and PageTitle's row, with its h1 and text button (Page.tsx,
    // PageTitle.tsx, the theme's h1 and MuiButton), so that React's page draws its head on exactly these pixels.
    `.shell-page{width:100%;max-width:${UI_LIMITS.pageMaxWidth}px;margin:0 auto;padding:16px 16px 0;font-family:${headFontUrl ? '"Inter Shell", ' : ''}${THEME_FONT}}`,
    `.shell-title{display:flex;align-items:center;flex-wrap:wrap;gap:12px;padding-bottom:16px;margin-bottom:24px;border-bottom:1px solid ${tokens.border}}`,
    `.shell-title-icon{display:flex;font-size:32px;color:${tokens.textSecondary}}`,
    '.shell-title-icon svg{width:1em;height:1em;flex-shrink:0;fill:currentColor}',
    `.shell-title h1{${H1};flex-grow:1;min-width:0}`,
    '.shell-title-actions{display:flex;gap:8px;flex-wrap:wrap}',
    '.shell-text-button{position:relative;display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:64px;' +
      'min-height:44px;padding:6px 18px;border-radius:8px;color:inherit;text-decoration:none;font-size:0.9375rem;font-weight:600;line-height:1.75}',
    '.shell-text-button svg{width:20px;height:20px;margin:0 8px 0 -4px;flex-shrink:0;fill:currentColor}',
    // The profile's header (ProfilePage.tsx ProfileHeader): the outlined Card, its Stack (a column on phones, a row from
    // sm on), the avatar with its initials, the username and the room of the two date lines that React fills in.
    `.shell-card{padding:20px;border:1px solid ${tokens.border};border-radius:10px;background:${tokens.surface};color:${tokens.text};overflow:hidden}`,
    '.shell-profile{display:flex;flex-direction:column;align-items:center;gap:24px}',
    `.shell-avatar{position:relative;display:flex;align-items:center;justify-content:center;flex-shrink:0;width:${PROFILE_AVATAR}px;` +
      `height:${PROFILE_AVATAR}px;overflow:hidden;user-select:none;font-size:${PROFILE_AVATAR * 0.38}px;font-weight:700;line-height:1;` +
      `background:${tokens.raised};color:${tokens.text};clip-path:${capClipPolygon()}}`,
    // Boxes that do not depend on the glyphs: the font arriving (its block period) moves no box (Avatar.tsx, ProfilePage.tsx).
    '.shell-avatar>span{position:absolute;inset:0;display:flex;align-items:center;justify-content:center}',
    '.shell-profile-text{flex-grow:1;align-self:stretch;min-width:0;text-align:center}',
    `.shell-profile h1{${H1};margin-bottom:8px}`,
    '.shell-profile-line{height:24px}',
    '@media (prefers-reduced-motion:reduce){.shell-loading svg{animation:none}}',
    `@media (min-width:${SM}px){.shell-rail{display:block}.shell-main{padding-left:${RAIL}px}.shell-page{padding:24px 24px 0}` +
      '.shell-card{padding:24px}.shell-profile{flex-direction:row;align-items:flex-start}.shell-profile-text{align-self:auto;padding-top:16px;text-align:left}}',
  ].join('\n');
}

/** The cap of the logo (Logo.tsx's CapLogo at 30 px). */
function capLogo(size: number): string {
  return (
    `<svg width="${size}" height="${size}" viewBox="0 0 64 64" aria-hidden="true">` +
    `<defs><radialGradient id="shell-cap" cx="40%" cy="35%" r="70%"><stop offset="0%" stop-color="${tokens.accentText}"/>` +
    `<stop offset="100%" stop-color="${tokens.accentDark}"/></radialGradient></defs>` +
    `<path d="${capPath(32, 32, 31, 0.11)}" fill="url(#shell-cap)"/>` +
    `<circle cx="32" cy="32" r="22.5" fill="none" stroke="${tokens.background}" stroke-opacity="0.55" stroke-width="2"/>` +
    '<path d="M41.5 24.5a12 12 0 1 0 0 15" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/></svg>'
  );
}

/** The markup that goes inside #root. */
export function shellHtml(): string {
  const wordmarkHeight = 30;
  return [
    SHELL_START,
    '<div class="shell">',
    '<header class="shell-bar">',
    '<span class="shell-menu" aria-hidden="true"><svg viewBox="0 0 24 24"><path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z"/></svg></span>',
    '<a class="shell-home" href="/" aria-label="Caps League, homepage"><span class="shell-mark">',
    capLogo(wordmarkHeight),
    `<svg height="${wordmarkHeight * 0.62}" viewBox="0 0 200 24" aria-hidden="true" style="overflow:visible">` +
      `<text x="0" y="20" textLength="200" lengthAdjust="spacingAndGlyphs" fill="currentColor" ` +
      `style="font-family:${FONT.replace(/"/g, "'")};font-weight:850;font-size:22px;letter-spacing:0.06em">CAPS LEAGUE</text></svg>`,
    '</span></a>',
    '</header>',
    '<div class="shell-rail"></div>',
    '<main class="shell-main">',
    HEAD_SLOT,
    '<div class="shell-loading" role="status"><span>',
    `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${capPath(12, 12, 9.6, 0.12)}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>`,
    '</span><span>Loading...</span></div>',
    '<noscript><p class="shell-noscript">Caps League needs JavaScript to run.</p></noscript>',
    '</main>',
    '</div>',
    SHELL_END,
  ].join('');
}

/** Icon path data (24×24 viewBox) of the @mui/icons-material icons the page heads show, read from the package at build time. */
export type ShellIcons = Record<'AccountTree' | 'CastOutlined', string>;

/**
 * Page heads the server paints into the shell (at HEAD_SLOT) from the page's first read, so that the page's largest
 * element shows with the HTML instead of after the scripts: the tournament's name row and the player profile's header.
 * Placeholders: `{{pathname}}`, `{{field}}` for a string field of the page's first visitor read, and
 * `{{field|initials}}` for its initials (apps/server/src/platform/client-shell.ts escapes them and leaves the head out
 * when one is missing). Each head is the markup React draws at that place (PageTitle with its icon and actions; the
 * profile's card at a visitor's first draw, the dates that React formats in the viewer's time zone left as room), and
 * the app keeps showing it while the page loads (shell/initial-head.tsx).
 */
export function shellHeads(icons: ShellIcons): ReadonlyArray<{ pattern: string; html: string }> {
  const svg = (path: string, style = '') => `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"${style}><path d="${path}"/></svg>`;
  return [
    {
      pattern: '/:tournamentType/tournament/:tournamentId',
      html:
        '<div class="shell-page shell-head"><div class="shell-title">' +
        `<div class="shell-title-icon" aria-hidden="true">${svg(icons.AccountTree, ' style="transform:scaleX(-1)"')}</div>` +
        '<h1>{{tournamentName}}</h1>' +
        `<div class="shell-title-actions"><a class="shell-text-button" href="/stream{{pathname}}">${svg(icons.CastOutlined)}Stream view</a></div>` +
        '</div></div>',
    },
    {
      pattern: '/players/:playerId',
      html:
        '<div class="shell-page shell-head"><div class="shell-card"><div class="shell-profile">' +
        '<div class="shell-avatar"><span>{{username|initials}}</span></div>' +
        '<div class="shell-profile-text"><h1>{{username}}</h1><div class="shell-profile-line"></div><div class="shell-profile-line"></div></div>' +
        '</div></div></div>',
    },
  ];
}

/** The heads as inert templates for index.html; the server fills the one of the page it serves and drops them all. */
export function shellHeadTemplates(icons: ShellIcons): string {
  return shellHeads(icons)
    .map(({ pattern, html }) => `<template data-shell-head="${pattern}">${html}</template>`)
    .join('');
}

/**
 * Client routes whose page module index.html should start loading at once (the server adds `modulepreload` links
 * for the route it serves, from the `.vite/route-preloads.json` the build writes): the page's chunk then downloads
 * beside the start-up bundle instead of after it. Patterns as in routes.tsx, modules as keys of the Vite manifest.
 */
export const ROUTE_PAGE_MODULES: ReadonlyArray<{ pattern: string; module: string; alsoModules?: readonly string[] }> = [
  { pattern: '/', module: 'src/features/dashboard/HomePage.tsx' },
  // The profile's tabs are their own chunk, so that the header draws before their code runs; they load with the page.
  { pattern: '/players/:playerId', module: 'src/features/users/ProfilePage.tsx', alsoModules: ['src/features/users/profile/ProfileSections.tsx'] },
  { pattern: '/:tournamentType/tournament/:tournamentId', module: 'src/features/tournaments/TournamentPage.tsx' },
  { pattern: '/tournaments', module: 'src/features/tournaments/TournamentsPage.tsx' },
  { pattern: '/search', module: 'src/features/search/SearchPage.tsx' },
  { pattern: '/singles', module: 'src/features/games/GameModePage.tsx' },
  { pattern: '/easy', module: 'src/features/games/GameModePage.tsx' },
  { pattern: '/unranked', module: 'src/features/games/GameModePage.tsx' },
  { pattern: '/doubles', module: 'src/features/games/GameModePage.tsx' },
  { pattern: '/rules', module: 'src/features/rules/RulesPage.tsx' },
  { pattern: '/10commandments', module: 'src/features/rules/CommandmentsPage.tsx' },
  { pattern: '/login', module: 'src/features/auth/LoginPage.tsx' },
];

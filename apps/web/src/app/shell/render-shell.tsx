/**
 * Draws index.html's static shell at build time from the app's own components (vite.config.ts `app-shell`): the
 * frame (AppFrame, TopBarFrame, Rail, MainArea with the loading indicator), and the page heads of the route manifest
 * (route-manifest.ts `head`), each with the CSS the style engine makes for them. The HTML then paints what React's first
 * commit draws, on the same pixels, before any script has run; nothing of the layout is written twice.
 *
 * Runs in Node only (the build), never in the browser.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router';
import { initialsOf } from '@caps/domain/initials';
import { Loading } from '../../ui/Loading.tsx';
import { AppFrame, MainArea, Rail } from '../layout/frame.tsx';
import { TopBarFrame } from '../layout/TopBar.tsx';
import type { PageRoute } from '../route-manifest.ts';
import { theme } from '../theme.ts';
import { translate } from '../../i18n/i18n.ts';

/** Around the shell in #root: the server cuts it out of pages without chrome (apps/server/src/platform/client-shell.ts). */
const SHELL_START = '<!--app-shell-->';
const SHELL_END = '<!--/app-shell-->';
/** Where the server puts the page's head, above the loading indicator. */
const HEAD_SLOT = '<!--shell-head-->';
/** Drawn where HEAD_SLOT goes (React cannot draw a comment). */
const SLOT_MARK = '<i data-shell-head-slot=""></i>';

/**
 * What the server's placeholders make of a field (`{{field|initials}}`): the same functions the components draw with.
 * apps/server/src/platform/client-shell.ts knows the same names.
 */
const FILTERS: Readonly<Record<string, (value: string) => string>> = { initials: initialsOf };

/** A page head: its markup, with `{{field}}`, `{{field|filter}}` and `{{pathname}}` placeholders, and its CSS. */
type RenderedHead = { html: string; css: string };

export type RenderedShell = {
  /** The CSS of the frame (the theme's global styles included). */
  css: string;
  /** The markup that goes inside #root. */
  html: string;
  /** Per route pattern with a head: the head, with the CSS it needs beyond the frame's. */
  heads: ReadonlyMap<string, RenderedHead>;
  /** The theme's font stack, as `css` names it. */
  fontFamily: string;
};

/** `node` drawn with the app's theme, as static markup; its styles go into `cache`. */
function draw(node: ReactNode, cache: ReturnType<typeof createCache>): string {
  return renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>{node}</MemoryRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
}

/**
 * A text that a head's component draws for a field, unique in the markup (and its initials too), so that it can be
 * found again and made a placeholder. Letters that need no escaping, drawn by no component of their own.
 */
function sampleOf(index: number): string {
  const letter = (n: number) => String.fromCharCode(0x100 + 2 * n); // Ā, Ă, Ą, ...: upper-case, unlike anything else
  return `${letter(2 * index)}qx ${letter(2 * index + 1)}zv`;
}
const SAMPLE_PATHNAME = '/qxpathnamezv';

function replaceAll(html: string, sample: string, placeholder: string, what: string): string {
  if (!html.includes(sample)) throw new Error(`render-shell: the head never draws ${what}`);
  return html.split(sample).join(placeholder);
}

/** The page head of `route`, with placeholders where it draws the fields of the page's first read. */
async function drawHead(
  route: PageRoute,
  head: NonNullable<PageRoute['head']>,
  cache: ReturnType<typeof createCache>,
): Promise<string> {
  const Head = await head.component();
  const samples = head.fields.map((field, i) => [field, sampleOf(i)] as const);
  let html = draw(<Head pathname={SAMPLE_PATHNAME} {...Object.fromEntries(samples)} />, cache);
  // A document title inside the page's markup is React's to set: the HTML keeps its own.
  html = html.replace(/<title>[\s\S]*?<\/title>/g, '');
  for (const [field, sample] of samples) {
    html = replaceAll(html, sample, `{{${field}}}`, `${route.path}'s ${field}`);
    for (const [name, filter] of Object.entries(FILTERS)) {
      const filtered = filter(sample);
      if (html.includes(filtered)) html = html.split(filtered).join(`{{${field}|${name}}}`);
    }
  }
  if (html.includes(SAMPLE_PATHNAME)) html = html.split(SAMPLE_PATHNAME).join('{{pathname}}');
  // The app keeps this node for its loading states (ui/initial-head.tsx); it takes no part in the layout.
  return `<div class="shell-head" style="display:contents">${html}</div>`;
}

/** The static shell: the app's frame and the loading indicator, the page heads, and their CSS. */
export async function renderShell(routes: readonly PageRoute[]): Promise<RenderedShell> {
  const cache = styleCache();
  const frame = draw(
    <>
      <CssBaseline />
      <AppFrame>
        {/* The visitor's top bar; the signed-in player's parts and the rail's entries appear with React. */}
        <TopBarFrame navOpen={false} isSmallScreen={false} />
        <Rail />
        <MainArea>
          <i data-shell-head-slot="" />
          <Loading />
          <noscript>
            <p style={{ margin: 0, textAlign: 'center' }}>{translate('app.needsJavaScript')}</p>
          </noscript>
        </MainArea>
      </AppFrame>
    </>,
    cache,
  );
  if (!frame.includes(SLOT_MARK)) throw new Error('render-shell: no head slot in the frame');
  const rulesOf = (c: ReturnType<typeof createCache>, except: Readonly<Record<string, unknown>> = {}) =>
    Object.entries(c.inserted)
      .flatMap(([name, rules]) => (typeof rules === 'string' && !Object.hasOwn(except, name) ? [rules] : []))
      .join('\n');
  // Each head's CSS goes out only with the page that paints it (the server adds it).
  const heads = new Map<string, RenderedHead>();
  for (const route of routes) {
    if (!route.head) continue;
    const headCache = styleCache();
    const html = await drawHead(route, route.head, headCache);
    heads.set(route.path, { html, css: rulesOf(headCache, cache.inserted) });
  }
  return {
    css: rulesOf(cache),
    html: `${SHELL_START}${frame.replace(SLOT_MARK, HEAD_SLOT)}${SHELL_END}`,
    heads,
    fontFamily: theme.typography.fontFamily ?? '',
  };
}

/** An Emotion cache that keeps the styles it is given (in `inserted`) instead of drawing <style> elements into the markup. */
function styleCache(): ReturnType<typeof createCache> {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

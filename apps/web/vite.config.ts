import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, parseAst, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ROUTES } from './src/app/route-manifest.ts';
import type { RenderedShell } from './src/app/shell/render-shell.tsx';

const ROOT = path.resolve(import.meta.dirname);
const ROUTE_MANIFEST_SOURCE = path.join(ROOT, 'src/app/route-manifest.ts');

/** The static shell, drawn once per build from the app's components (src/app/shell/render-shell.tsx). */
let shell: Promise<RenderedShell> | undefined;
const renderedShell = () =>
  (shell ??= runnerImport<{ shell: RenderedShell }>(path.join(ROOT, 'src/app/shell/build-shell.ts'), {
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    // MUI and the style engine are loaded through the runner, so that they and the shell share one copy of Emotion
    // (and its cache), whatever export conditions Node would pick for them.
    ssr: { noExternal: [/^@mui\//, /^@emotion\//] },
  }).then((m) => m.module.shell));

/** A node of a tree `parseAst` returned (ESTree), read generically: its `type`, and its other fields to be checked. */
type AstNode = { type: string; [key: string]: unknown };

const isAstNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

/** The nodes right under a node: those of its fields that are nodes or arrays of nodes. */
const childNodes = (node: AstNode): AstNode[] =>
  Object.values(node)
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter(isAstNode);

/** A node's field that is a node itself, or undefined. */
const nodeField = (node: AstNode | undefined, key: string): AstNode | undefined => {
  const value = node?.[key];
  return isAstNode(value) ? value : undefined;
};

/** The syntax tree of a module's source (TypeScript when `lang` says so). */
function parseTree(source: string, lang?: 'ts'): AstNode {
  const program: unknown = parseAst(source, lang ? { lang } : undefined);
  if (!isAstNode(program)) throw new Error('parseAst returned no syntax tree');
  return program;
}

/**
 * The modules each route of the manifest imports, read from its source: inside each entry with a literal `path`,
 * every `import('…')` (the page, its also-preloaded parts, its head), resolved to absolute paths.
 */
function routeModules(): Map<string, string[]> {
  const source = fs.readFileSync(ROUTE_MANIFEST_SOURCE, 'utf8');
  const modules = new Map<string, string[]>();
  const importsIn = (node: AstNode): string[] => {
    const source = nodeField(node, 'source');
    return node.type === 'ImportExpression' && source?.type === 'Literal'
      ? [String(source.value)]
      : childNodes(node).flatMap(importsIn);
  };
  const visit = (node: AstNode) => {
    if (node.type === 'ObjectExpression') {
      const pathProperty = childNodes(node).find((p) => p.type === 'Property' && nodeField(p, 'key')?.name === 'path');
      const value = nodeField(pathProperty, 'value');
      if (value?.type === 'Literal' && typeof value.value === 'string') {
        modules.set(value.value, [
          ...new Set(importsIn(node).map((spec) => path.resolve(path.dirname(ROUTE_MANIFEST_SOURCE), spec))),
        ]);
        return;
      }
    }
    childNodes(node).forEach(visit);
  };
  visit(parseTree(source, 'ts'));
  return modules;
}

/**
 * Paints the app shell from index.html itself: the frame (top bar, rail, main column) and the loading indicator,
 * drawn at build time by the app's own components with their CSS, show before the start-up bundle has downloaded,
 * and React's first commit draws the same in place. Writes `.vite/route-manifest.json` for the server.
 */
const appShell = {
  name: 'app-shell',
  transformIndexHtml: {
    order: 'post',
    handler: async (html, ctx) => {
      const { css, html: shellHtml } = await renderedShell();
      // The start-up steps main.tsx imports one after the other: fetched at once, like the chunk they share.
      const steps = Object.values(ctx.bundle ?? {}).flatMap((c) =>
        c.type === 'chunk' && c.isEntry && c.name.startsWith('boot-') ? [c.fileName] : [],
      );
      const stepLinks = steps.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
      // The page's text waits for Inter: its Latin face is preloaded, so that it starts with the HTML instead of after
      // the first layout.
      const assets = Object.values(ctx.bundle ?? {}).flatMap((a) => (a.type === 'asset' ? [a] : []));
      const font = assets.find((a) => /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/.test(a.fileName));
      const fontLink = font
        ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.fileName}">\n    `
        : '';
      // The start-up stylesheet is only Inter's @font-face rules (under 1 KB): inline, the first paint waits for no
      // request. The link stays, for print media only (it never applies and blocks nothing): the loader of lazy chunks
      // sees it there and does not fetch and await it again.
      const inlineCss = (link: string, file: string) => {
        const source = assets.find((a) => a.fileName === file)?.source;
        return source === undefined
          ? link
          : `<style>${String(source)}</style>\n    ${link.replace('>', ' media="print">')}`;
      };
      return (
        html
          .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g, inlineCss)
          .replace('<style data-app-shell></style>', () => `${fontLink}<style>\n${css}\n</style>`)
          .replace('<div id="root"></div>', () => `<div id="root">${shellHtml}</div>`)
          .replace('  </head>', `${stepLinks ? `    ${stepLinks}\n` : ''}  </head>`)
          // The shell paints without them, so the scripts are not render-critical: the stylesheet and the font go first.
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      );
    },
  },
  /**
   * Writes .vite/route-manifest.json (read by apps/server/src/platform/client-shell.ts and bench/bundle-size.ts): per
   * route of the manifest, its pattern, its modules, whether it has the app's chrome, the JS its page needs beyond the
   * start-up, its first reads and its head's markup.
   */
  async generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const withImports = (file: string, into = new Set<string>()): Set<string> => {
      if (into.has(file)) return into;
      into.add(file);
      for (const dep of byFile.get(file)?.imports ?? []) withImports(dep, into);
      return into;
    };
    const initial = new Set<string>();
    for (const c of chunks) if (c.isEntry) withImports(c.fileName, initial);
    const chunkOf = (id: string) =>
      chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    const modules = routeModules();
    const { heads, fontFamily } = await renderedShell();
    // A page head draws its text in Inter's Latin face as a family of its own that blocks (instead of swapping) until
    // it has loaded: its first paint then has the metrics of React's later, identical draw, and no box moves (the
    // frame's few words draw at once, in the fallback font until Inter has loaded, as React's do). The face is the
    // build's own @font-face rule for that file (index.html preloads it), renamed.
    const latinFace = Object.values(bundle)
      .flatMap((a) => (a.type === 'asset' && a.fileName.endsWith('.css') ? [String(a.source)] : []))
      .flatMap((text) => text.match(/@font-face\{[^}]*inter-latin-wght-normal[^}]*\}/g) ?? [])[0];
    const shellFace = latinFace
      ?.replace(/font-family:[^;]+;/, 'font-family:"Inter Shell";')
      .replace('font-display:swap', 'font-display:block');
    // (The style engine writes the theme's stack without the spaces after its commas.)
    const stack = fontFamily.replace(/,\s+/g, ',');
    const headCss = (css: string) =>
      shellFace ? `${shellFace}\n${css.split(stack).join(`"Inter Shell",${stack}`)}` : css;
    const routes = ROUTES.map((route) => {
      const ids = modules.get(route.path);
      if (!ids?.length) throw new Error(`route-manifest: found no import() in the entry of ${route.path}`);
      const files = new Set<string>();
      for (const id of ids) {
        const chunk = chunkOf(id);
        if (!chunk) throw new Error(`route-manifest: ${path.relative(ROOT, id)} (${route.path}) is in no chunk`);
        withImports(chunk.fileName, files);
      }
      const head = heads.get(route.path);
      return {
        pattern: route.path,
        // The page's module first (as keys of Vite's manifest, for bench/bundle-size.ts), then the others it preloads.
        modules: ids.map((id) => path.relative(ROOT, id)),
        chrome: !route.bare,
        preload: [...files].filter((f) => !initial.has(f)),
        reads: (route.reads ?? []).map((r) => ({
          endpoint: r.endpoint,
          params: r.params ?? {},
          session: r.as === 'session',
        })),
        ...(head ? { head: { html: head.html, css: headCss(head.css) } } : {}),
      };
    });
    this.emitFile({
      type: 'asset',
      fileName: '.vite/route-manifest.json',
      source: JSON.stringify({ version: ROUTE_MANIFEST_VERSION, routes }, null, 2),
    });
  },
} satisfies Plugin;

/** The shape of route-manifest.json; the server reads only this version (an older build's file means no embedding). */
const ROUTE_MANIFEST_VERSION = 1;

/** Assets worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible file of the build, which the server
 * sends as they are (`preCompressed`): about 15 % fewer bytes than compressing on each request at a fast level (the
 * start-up chunk: 147 KB → 126 KB), and no compression work per request.
 */
const precompress = {
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist';
    for (const fileName of Object.keys(bundle)) {
      if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
      const file = path.join(dir, fileName);
      const source = fs.readFileSync(file);
      const brotli = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      };
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: brotli }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    }
  },
} satisfies Plugin;

/**
 * Modules that must exist once per page, so that experimentalInlineCommonChunks (below) never copies them into several
 * chunks: every module that creates a React context (a copy is another context: a provider in one chunk and a
 * consumer in another would not meet), found by what its code does, and the live game's modules (the outbox is
 * module state). `src/app/build-output.test.ts` checks the build for copies of context modules.
 */
const contextModules = new Set<string>();
const singleCopy = {
  name: 'single-copy',
  transform: {
    filter: { code: /\bcreateContext\s*[<(]/ },
    handler(_code, id) {
      contextModules.add(id);
      return null;
    },
  },
} satisfies Plugin;
const SINGLE_COPY = [/[\\/]src[\\/]features[\\/]live-game[\\/]/, (id: string) => contextModules.has(id)];

/** MUI's two modules that pick a theme's kind at run time (src/app/theme.ts makes one without CSS variables). */
const MUI_THEME_SWITCH = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const CSS_VARS_THEME = '\0css-variables-theme';

/**
 * MUI's `createTheme` and `ThemeProvider` import the CSS-variables theme and its provider (about 8 KB gzip: the
 * variables' generator, the colour-scheme provider and its storage) and only use them for a theme with
 * `cssVariables` or `colorSchemes`, which ours has not (src/app/theme.test.tsx checks). Their imports of those two
 * modules resolve to one that fails loudly instead, so the start-up bundle goes without them.
 */
const noCssVariablesTheme = {
  name: 'no-css-variables-theme',
  enforce: 'pre',
  resolveId(id, importer) {
    const isSwitch = importer !== undefined && MUI_THEME_SWITCH.test(importer);
    return isSwitch && (id === './createThemeWithVars.mjs' || id === './ThemeProviderWithVars.mjs')
      ? CSS_VARS_THEME
      : null;
  },
  load(id) {
    if (id !== CSS_VARS_THEME) return null;
    const fail =
      'throw new Error("MUI CSS variables themes are left out of the build (vite.config.ts, no-css-variables-theme)")';
    return `export default function createThemeWithVars() { ${fail}; }\nexport function CssVarsProvider() { ${fail}; }\n`;
  },
} satisfies Plugin;

/** The public file of a web feature (src/features/<name>/index.ts). */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/** Writes .vite/chunk-modules.json: the modules of every JS chunk (paths from the repository's root), for that test. */
const chunkModules = {
  name: 'chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const repo = path.resolve(ROOT, '../..');
    const chunks = Object.values(bundle).flatMap((c) =>
      c.type === 'chunk' ? [[c.fileName, c.moduleIds.map((id) => path.relative(repo, id))] as const] : [],
    );
    this.emitFile({
      type: 'asset',
      fileName: '.vite/chunk-modules.json',
      source: JSON.stringify(Object.fromEntries(chunks)),
    });
  },
} satisfies Plugin;

/**
 * The web's message catalogues (src/i18n/messages/<language>/). The domain's error messages are not compiled here: the
 * domain reads them as text too (src/i18n/messages/error-entries.ts compiles their `{name}` placeholders).
 */
const CATALOGUE_MODULE = /[\\/]src[\\/]i18n[\\/]messages[\\/](en|pl)[\\/][\w-]+\.ts$/;

/**
 * Compiles the catalogues' ICU messages at build time (Lingui's compiler): each string that is a property's value
 * becomes the compiled form Lingui's runtime formats, so the browser carries no message parser. The catalogue modules
 * hold nothing but objects of strings (src/i18n/catalogues.test.ts parses every message).
 */
const compiledMessages = {
  name: 'compiled-messages',
  enforce: 'post',
  transform: {
    filter: { id: CATALOGUE_MODULE },
    handler(code) {
      const edits: Array<{ start: number; end: number; text: string }> = [];
      const visit = (node: AstNode) => {
        const value = node.type === 'Property' ? nodeField(node, 'value') : undefined;
        if (
          value?.type === 'Literal' &&
          typeof value.value === 'string' &&
          typeof value.start === 'number' &&
          typeof value.end === 'number'
        ) {
          edits.push({ start: value.start, end: value.end, text: JSON.stringify(compileMessage(value.value)) });
          return;
        }
        childNodes(node).forEach(visit);
      };
      visit(parseTree(code));
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start))
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  },
} satisfies Plugin;

/** Dev server proxies /api to the local server; the build goes to apps/web/dist with hashed asset names. */
export default defineConfig({
  plugins: [noCssVariablesTheme, react(), compiledMessages, singleCopy, appShell, chunkModules, precompress],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json maps each source module to its chunk and imports: bench/bundle-size.ts reads it.
    manifest: true,
    // Every browser we target supports <link rel="modulepreload">; the polyfill would only add start-up bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The start-up steps of main.tsx are entries too: their modules count as initial ($initial below), so they go
      // into the start-up chunk that index.html loads, and main.tsx only runs them one task after the other.
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        'boot-react': path.resolve(import.meta.dirname, 'src/app/boot/react.ts'),
        'boot-theme': path.resolve(import.meta.dirname, 'src/app/boot/theme.ts'),
        'boot-app': path.resolve(import.meta.dirname, 'src/app/boot/app.ts'),
      },
      // Chunks are loaded by the app's own dynamic imports only, never by their export names from outside.
      preserveEntrySignatures: false,
      // A feature's index.ts only re-exports (src/app/feature-index.test.ts checks it). Said so here, an import through
      // it binds to the module that defines the name, and the feature's other exports do not travel with it into the
      // importer's chunks (a page that uses the player search field does not load the leaderboard).
      treeshake: { moduleSideEffects: (id: string) => !FEATURE_INDEX.test(id) },
      output: {
        codeSplitting: {
          // Everything the first render needs in one chunk (one request instead of two dozen).
          groups: [{ name: 'app', tags: ['$initial'], priority: 1 }],
          // A page would otherwise fetch dozens of small shared chunks (Card, Alert, its API module...), each a
          // round trip on a phone network: small ones are copied into the pages that use them instead. Measured
          // with bench/lighthouse.ts; bench/bundle-size.ts shows what each route loads.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: SINGLE_COPY },
        },
      },
    },
  },
});

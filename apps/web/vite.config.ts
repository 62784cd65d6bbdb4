import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { ROUTE_PAGE_MODULES, shellCss, shellHeadTemplates, shellHtml, type ShellIcons } from './src/app/shell/static-shell.ts';

/** The path data of a single-path @mui/icons-material icon, as React draws it: the shell's page heads use the same. */
function muiIconPath(name: keyof ShellIcons): string {
  const source = fs.readFileSync(createRequire(import.meta.url).resolve(`@mui/icons-material/${name}`), 'utf8');
  const paths = [...source.matchAll(/\bd: "([^"]+)"/g)];
  if (paths.length !== 1 || !paths[0]?.[1]) throw new Error(`@mui/icons-material/${name}: expected one path`);
  return paths[0][1];
}

/**
 * Paints the app shell from index.html itself (src/app/shell/static-shell.ts): top bar, rail and the loading
 * indicator show before the start-up bundle has downloaded, and React's first commit replaces them in place.
 */
const appShell = {
  name: 'app-shell',
  transformIndexHtml: {
    order: 'post' as const,
    handler: (html: string, ctx: { bundle?: Rolldown.OutputBundle }) => {
      // The start-up steps main.tsx imports one after the other: fetched at once, like the chunk they share.
      const steps = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' && c.isEntry && c.name.startsWith('boot-') ? [c.fileName] : []));
      const stepLinks = steps.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
      // The page's text (the shell's page head, then React's) waits for Inter: its Latin face is preloaded, so that it
      // starts with the HTML instead of after the first layout (the page heads draw in it, see shellCss).
      const assets = Object.values(ctx.bundle ?? {}).flatMap((a) => (a.type === 'asset' ? [a] : []));
      const font = assets.find((a) => /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/.test(a.fileName));
      const fontLink = font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.fileName}">\n    ` : '';
      // The start-up stylesheet is only Inter's @font-face rules (under 1 KB): inline, the first paint waits for no
      // request. The link stays, for print media only (it never applies and blocks nothing): the loader of lazy chunks
      // sees it there and does not fetch and await it again.
      const inlineCss = (link: string, file: string) => {
        const source = assets.find((a) => a.fileName === file)?.source;
        return source === undefined ? link : `<style>${String(source)}</style>\n    ${link.replace('>', ' media="print">')}`;
      };
      return (
        html
          .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g, inlineCss)
          .replace('<style data-app-shell></style>', (shell) => `${fontLink}${shell}`)
          .replace('<style data-app-shell></style>', () => `<style>\n${shellCss(font ? `/${font.fileName}` : undefined)}\n</style>`)
          .replace('<div id="root"></div>', () => `<div id="root">${shellHtml()}</div>${shellHeadTemplates({ AccountTree: muiIconPath('AccountTree'), CastOutlined: muiIconPath('CastOutlined') })}`)
          .replace('  </head>', `${stepLinks ? `    ${stepLinks}\n` : ''}  </head>`)
          // The shell paints without them, so the scripts are not render-critical: the stylesheet and the font go first.
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      );
    },
  },
  /** Writes .vite/route-preloads.json: per route of ROUTE_PAGE_MODULES, the JS its page needs beyond the start-up. */
  generateBundle(_options: unknown, bundle: Rolldown.OutputBundle) {
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
    const root = path.resolve(import.meta.dirname);
    const routes = ROUTE_PAGE_MODULES.flatMap(({ pattern, module, alsoModules = [] }) => {
      const [page, ...also] = [module, ...alsoModules].map((m) => chunks.find((c) => c.facadeModuleId === path.join(root, m)));
      if (!page) return [];
      const files = new Set<string>();
      for (const chunk of [page, ...also]) if (chunk) withImports(chunk.fileName, files);
      return [{ pattern, files: [...files].filter((f) => !initial.has(f)) }];
    });
    (this as unknown as { emitFile: (f: object) => void }).emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: JSON.stringify(routes, null, 2) });
  },
};

/** Assets worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible file of the build, which the server
 * sends as they are (`preCompressed`): about 15 % fewer bytes than compressing on each request at a fast level (the
 * start-up chunk: 147 KB → 126 KB), and no compression work per request.
 */
const precompress = {
  name: 'precompress',
  apply: 'build' as const,
  writeBundle(options: { dir?: string }, bundle: Rolldown.OutputBundle) {
    const dir = options.dir ?? 'dist';
    for (const fileName of Object.keys(bundle)) {
      if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
      const file = path.join(dir, fileName);
      const source = fs.readFileSync(file);
      const brotli = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length };
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: brotli }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    }
  },
};

/**
 * Modules whose state must exist once per page, so they are never copied into several chunks: the live game's
 * outbox, and every React context, store and modal/popper stack (MUI keeps one modal manager per copy).
 */
const SINGLE_COPY = [/[\\/]features[\\/]live-game[\\/]/, /context|store|Modal|Popper|Portal|FocusTrap/i];

/** Dev server proxies /api to the local server; the build goes to apps/web/dist with hashed asset names. */
export default defineConfig({
  plugins: [react(), appShell, precompress],
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

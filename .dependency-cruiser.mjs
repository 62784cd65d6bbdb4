/**
 * Import boundaries (issue 22 item 2), checked by `npm run lint` (`depcruise`). Paths are from the repository root.
 *
 * - A server feature (apps/server/src/features/X) is used from outside X only through X/index.ts; its repositories,
 *   services and views are private. The same holds for the web's features (apps/web/src/features/X).
 * - packages/domain is pure: it imports zod and its own files only (no node:*, no database, no HTTP).
 * - apps/server/src/platform and apps/server/src/db sit below the features and never import one.
 * - apps/web/src/api sits below the web's features and never imports one; the web never imports the server.
 * - The web's features never import apps/web/src/app; apps/web/src/ui imports neither app nor a feature.
 * - No module reaches itself through its imports (no-circular).
 *
 * ALLOWLIST holds, per rule, the files that broke it when the rules were written (issue 22), each with what it reaches
 * into. It only shrinks: sealing a feature takes its files out of it, and no file is added to it.
 *
 * A web feature's index.ts only re-exports (apps/web/src/app/feature-index.test.ts): the build treats it as free of side
 * effects (apps/web/vite.config.ts), so an importer gets the modules of the names it takes, not all that the feature
 * exports. A feature that nothing outside uses (its pages come from the route manifest) has no index.ts.
 *
 * LAZY PAGES: the route manifest (apps/web/src/app/route-manifest.ts) loads each page (and each page head) by a
 * dynamic import of its module, so that every page is a chunk of its own; routing those imports through a feature's
 * index.ts would merge the feature's pages into one chunk. The manifest may therefore reach into a feature by dynamic
 * import, and only so (rule `route-manifest-imports-pages-lazily`).
 */

/** Files that still break a rule, by rule name. Each entry is a path from the repository root. */
const ALLOWLIST = {
  'server-feature-internals': [],
  'server-feature-internals-from-outside': [
    'apps/server/test/races.test.ts', // games/games.repository.ts: composes a claim and a settlement by hand to race them
    'apps/server/test/teams.test.ts', // users/users.repository.ts: reads a deleted team that no answer shows any more
  ],
  'platform-and-db-below-features': [],
  'web-feature-internals': [],
  'web-feature-internals-from-outside': [],
  'web-api-below-features': [],
};

const SERVER_FEATURES = '^apps/server/src/features/';
const WEB_FEATURES = '^apps/web/src/features/';
const ROUTE_MANIFEST = '^apps/web/src/app/route-manifest\\.ts$';
const escape = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A `pathNot` that exempts the allowlisted files of `rule`, or nothing when it has none. */
const allowlisted = (rule) =>
  ALLOWLIST[rule].length > 0 ? { pathNot: ALLOWLIST[rule].map((file) => `^${escape(file)}$`) } : {};

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module reaches itself through its imports (type-only imports included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-feature-internals',
      comment: 'A server feature imports another feature only through its index.ts.',
      severity: 'error',
      from: { path: `${SERVER_FEATURES}([^/]+)/`, ...allowlisted('server-feature-internals') },
      to: { path: SERVER_FEATURES, pathNot: [`${SERVER_FEATURES}$1/`, `${SERVER_FEATURES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'server-feature-internals-from-outside',
      comment:
        "Code outside the server's features (app.ts, platform, db, tests, tools) imports a feature only through its index.ts.",
      severity: 'error',
      from: { pathNot: [SERVER_FEATURES, ...(allowlisted('server-feature-internals-from-outside').pathNot ?? [])] },
      to: { path: SERVER_FEATURES, pathNot: `${SERVER_FEATURES}[^/]+/index\\.ts$` },
    },
    {
      name: 'platform-and-db-below-features',
      comment: 'apps/server/src/platform and apps/server/src/db serve the features and never import one.',
      severity: 'error',
      from: { path: '^apps/server/src/(platform|db)/', ...allowlisted('platform-and-db-below-features') },
      to: { path: SERVER_FEATURES },
    },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain imports zod and its own files only: no node:*, database, HTTP or other I/O.',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^packages/domain/', '^node_modules/zod/'] },
    },
    {
      name: 'domain-tests-stay-in-domain',
      comment: "The domain's tests import the domain, zod, node's own modules and their test tools, never an app.",
      severity: 'error',
      from: { path: '^packages/domain/.*\\.test\\.ts$' },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: ['^packages/domain/', '^node_modules/(zod|vitest|@vitest|fast-check)/'],
      },
    },
    {
      name: 'web-not-server',
      comment: 'The web app talks to the server over HTTP only; what both ends share lives in packages/domain.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'web-feature-internals',
      comment: 'A web feature imports another feature only through its index.ts.',
      severity: 'error',
      from: { path: `${WEB_FEATURES}([^/]+)/`, ...allowlisted('web-feature-internals') },
      to: { path: WEB_FEATURES, pathNot: [`${WEB_FEATURES}$1/`, `${WEB_FEATURES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'web-feature-internals-from-outside',
      comment: "Code outside the web's features (app, api, ui, tests) imports a feature only through its index.ts.",
      severity: 'error',
      from: {
        path: '^apps/web/',
        pathNot: [WEB_FEATURES, ROUTE_MANIFEST, ...(allowlisted('web-feature-internals-from-outside').pathNot ?? [])],
      },
      to: { path: WEB_FEATURES, pathNot: `${WEB_FEATURES}[^/]+/index\\.ts$` },
    },
    {
      name: 'route-manifest-imports-pages-lazily',
      comment:
        "The route manifest loads a feature's pages (and page heads) by dynamic import only (see LAZY PAGES above).",
      severity: 'error',
      from: { path: ROUTE_MANIFEST },
      to: { path: WEB_FEATURES, pathNot: `${WEB_FEATURES}[^/]+/index\\.ts$`, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'web-features-below-app',
      comment:
        'A web feature never imports app/ (routes, router, providers, theme, layout, shell): what features share (the alert, the design tokens, page states) lives in ui/.',
      severity: 'error',
      from: { path: WEB_FEATURES },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-ui-below-app-and-features',
      comment:
        "apps/web/src/ui is shared by app/ and the features and imports neither (its tests may render with the app's theme).",
      severity: 'error',
      from: { path: '^apps/web/src/ui/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['^apps/web/src/app/', WEB_FEATURES] },
    },
    {
      name: 'web-api-below-features',
      comment: "apps/web/src/api serves the web's features and never imports one.",
      severity: 'error',
      from: { path: '^apps/web/src/api/', ...allowlisted('web-api-below-features') },
      to: { path: WEB_FEATURES },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '^apps/server/drizzle/', '^apps/web/public/'] },
    // Type-only imports count: a type from another feature's internals couples to them as much as a value does.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

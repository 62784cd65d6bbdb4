/**
 * `npm run new:endpoint FEATURE.ACTION` (e.g. `teams.archive`): a new endpoint of a feature with its client call, as a
 * signed-in POST /api/FEATURE/ACTION answering 204. It declares it (the one declaration: guard, schemas, OpenAPI; the
 * endpoint table is generated from it), registers its handler, adds its client hook and a server test; then give it
 * its real schemas, service and answer. Prints the files it created and edited. `--dry-run` lists them only.
 */
import { addImport, insertBefore, type Scaffold } from './scaffold.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export function newEndpoint(name: string): Scaffold {
  const match = /^([a-z][a-zA-Z]*)\.([a-z][a-zA-Z]*)$/.exec(name);
  if (!match) throw new Error(`new:endpoint: NAME is FEATURE.ACTION in camel case (teams.archive), not ${name}`);
  const [, feature = '', action = ''] = match;
  const file = kebab(feature);
  const url = `/api/${file}/${kebab(action)}`;
  return {
    steps: [
      {
        path: `packages/domain/src/api/endpoints/${file}.ts`,
        what: `declares '${name}' (method, path, access, schemas, answers)`,
        edit: (text) => {
          const declaration = `  /** What ${name} does (scaffolded). */\n  '${name}': endpoint({ method: 'POST', path: '${url}', access: 'signedIn', tags: ['${feature}'], responses: { 204: ZNoContent } }),\n`;
          const withImport = /\bZNoContent\b/.test(text)
            ? text
            : addImport(text, "import { ZNoContent } from './shared.ts';");
          return insertBefore(withImport, /^};/m, declaration, withImport.search(/export const \w+Endpoints = \{/));
        },
      },
      {
        path: `apps/server/src/features/${file}/${file}.routes.ts`,
        what: `implements '${name}' (the handler calls the feature's service)`,
        edit: (text) =>
          insertBefore(
            text,
            /^}/m,
            `  implement(app, ctx, '${name}', async () => null);\n`,
            text.search(/export function \w+Routes\(/),
          ),
      },
      {
        path: `apps/web/src/api/${file}.ts`,
        what: `the client call: use${pascal(feature)}${pascal(action)}() through api.call('${name}')`,
        edit: (text) => {
          let out = text;
          if (!/\buseMutation\b/.test(out))
            out = addImport(out, "import { useMutation } from '@tanstack/react-query';");
          if (!/\buseApi\b/.test(out)) out = addImport(out, "import { useApi } from './api-context.tsx';");
          return `${out}\n/** ${name} (scaffolded). */\nexport function use${pascal(feature)}${pascal(action)}() {\n  const api = useApi();\n  return useMutation({ mutationFn: () => api.call('${name}', {}) });\n}\n`;
        },
      },
      {
        path: 'apps/server/test/authorization.test.ts',
        what: 'who may call it, in the authorization matrix (it fails for a route it does not list)',
        edit: (text) => insertBefore(text, "    'GET /api/health': 'public',", `    'POST ${url}': 'signed-in',\n`),
      },
      {
        path: `apps/server/test/${file}-${kebab(action)}.test.ts`,
        what: `the endpoint's API test`,
        create: () =>
          [
            "import { describe, expect, it } from 'vitest';",
            "import { bearer, buildUser, useTestApp } from './support/app.ts';",
            '',
            'const ctx = useTestApp();',
            '',
            `describe('${name}', () => {`,
            "  it('answers a signed-in caller', async () => {",
            '    const user = await buildUser(ctx.app);',
            `    const res = await ctx.app.inject({ method: 'POST', url: '${url}', headers: bearer(user.token) });`,
            '    expect(res.statusCode, res.body).toBe(204);',
            '  });',
            '});',
            '',
          ].join('\n'),
      },
    ],
    then: [
      'give the declaration its schemas and answer, the handler its service, and the hook its callers',
      'npm run typecheck (it writes the endpoint table, packages/domain/src/api/endpoint-table.ts, generated: no file to edit)',
    ],
  };
}

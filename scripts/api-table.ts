/**
 * Writes packages/domain/src/api/endpoint-table.ts from the endpoint declarations (`npm run api:table`). The table is
 * built, never committed: npm's install, `npm run typecheck`, `npm run build` and `npm run dev` write it first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { endpoints } from '../packages/domain/src/api/endpoints/index.ts';
import { renderEndpointTable } from '../packages/domain/src/api/render-endpoint-table.ts';

const file = path.join(import.meta.dirname, '../packages/domain/src/api/endpoint-table.ts');
const text = renderEndpointTable(endpoints);
// Left alone when unchanged, so the typecheck's and the build's caches keep it.
if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
console.log(`wrote ${path.relative(process.cwd(), file)} (${Object.keys(endpoints).length} endpoints)`);

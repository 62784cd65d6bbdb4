/** Writes packages/domain/src/api/endpoint-table.ts from the endpoint declarations (`npm run api:table`). */
import fs from 'node:fs';
import path from 'node:path';
import { endpoints } from '../packages/domain/src/api/endpoints/index.ts';
import { renderEndpointTable } from '../packages/domain/src/api/render-endpoint-table.ts';

const file = path.join(import.meta.dirname, '../packages/domain/src/api/endpoint-table.ts');
fs.writeFileSync(file, renderEndpointTable(endpoints));
console.log(`wrote ${path.relative(process.cwd(), file)} (${Object.keys(endpoints).length} endpoints)`);

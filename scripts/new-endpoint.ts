/** `npm run new:endpoint FEATURE.ACTION [-- --dry-run]`: see scaffold/new-endpoint.ts. */
import { newEndpoint } from './scaffold/new-endpoint.ts';
import { scaffoldCli } from './scaffold/scaffold.ts';

scaffoldCli(newEndpoint, 'usage: npm run new:endpoint FEATURE.ACTION [-- --dry-run]');

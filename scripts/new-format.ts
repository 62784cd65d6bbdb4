/** `npm run new:format NAME [-- --dry-run]`: see scaffold/new-format.ts. */
import { newFormat } from './scaffold/new-format.ts';
import { scaffoldCli } from './scaffold/scaffold.ts';

scaffoldCli(
  newFormat,
  'usage: npm run new:format NAME [-- --dry-run]   (NAME in snake or kebab case: ladder, king-of-the-hill)',
);

/**
 * The static shell of this build (render-shell.tsx), drawn while this module loads: the build imports it once
 * (vite.config.ts `app-shell`), in a module runner that is open only for that import. Node only, never in the browser.
 */
import { ROUTES } from '../route-manifest.ts';
import { renderShell } from './render-shell.tsx';

export const shell = await renderShell(ROUTES);

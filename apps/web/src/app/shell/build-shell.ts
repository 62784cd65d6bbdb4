/**
 * The static shell of this build (render-shell.tsx), drawn while this module loads: the build imports it once
 * (vite.config.ts `app-shell`), in a module runner that is open only for that import. Node only, never in the browser.
 */
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { activateLanguage } from '../../i18n/i18n.ts';
import { messages } from '../../i18n/messages/en/index.ts';
import { ROUTES } from '../route-manifest.ts';
import { renderShell } from './render-shell.tsx';

// The shell speaks English, the language of the HTML (a Polish visitor's first render swaps its few words). The
// catalogue is loaded as written here, so the runtime compiles its messages.
i18n.setMessagesCompiler(compileMessage);
activateLanguage('en', messages);

export const shell = await renderShell(ROUTES);

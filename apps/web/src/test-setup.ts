import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateLanguage } from './i18n/i18n.ts';
import { messages } from './i18n/messages/en/index.ts';

// Components speak English in tests (Lingui's development build compiles the catalogue's messages as they are used).
activateLanguage('en', messages);

// Whole-app tests load lazy route chunks and type into forms; give them room on slow CI machines.
vi.setConfig({ testTimeout: 30_000 });
// A first lazy page can take over 5 s to load when other jobs share the two cores.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout: its window.scrollTo only prints "Not implemented" (the layout scrolls to the top on each page).
// Tests of the build run in Node, without a window.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollTo ??= () => undefined;
}

afterEach(() => {
  cleanup();
  // A test that switched the language leaves the next one in English again.
  activateLanguage('en', messages);
  // Tests of the build run in Node, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
  // Tests of the build run in Node, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});

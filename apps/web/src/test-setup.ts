import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Whole-app tests load lazy route chunks and type into forms; give them room on slow CI machines.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Tests of the build run in Node, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});

/** Start-up step 1 (see main.tsx): React and its DOM renderer. */
export { StrictMode, startTransition } from 'react';
export { createRoot } from 'react-dom/client';

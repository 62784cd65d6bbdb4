import '@fontsource-variable/inter/wght.css';
import { loadLanguage } from './i18n/i18n.ts';
import { initialLanguage } from './i18n/language-choice.ts';

// The language's catalogue (a chunk of its own) downloads while the start-up steps run; the first render waits for it.
const languageLoaded = loadLanguage(initialLanguage());

/** Resolves in a later task, so the browser can paint and handle input between two start-up steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * index.html already shows the app shell (drawn at build time, app/shell/render-shell.tsx), so the start-up need not be one long task:
 * the start-up bundle (downloaded at once, see index.html's modulepreload links) is evaluated in steps — React, the
 * theme with MUI's styling engine, then the app — each in a task of its own, and the first render starts after them.
 */
async function start(container: HTMLElement): Promise<void> {
  const { createRoot, StrictMode, startTransition } = await import('./app/boot/react.ts');
  await nextTask();
  await import('./app/boot/theme.ts');
  await nextTask();
  const { App, keepInitialHead } = await import('./app/boot/app.ts');
  await languageLoaded;
  await nextTask();
  // The page head the server painted into the shell: the app's loading states show it until the page draws its own.
  keepInitialHead(container);
  const root = createRoot(container);
  // A transition: React draws the app in small slices, so the first render is not one long task that blocks input.
  // Its first commit replaces the shell with the same top bar, rail and loading indicator.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);

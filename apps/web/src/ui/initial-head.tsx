/**
 * The page head the server painted into the app shell (a route's `head` in route-manifest.ts: the tournament's name row, the
 * player profile's header), kept for the app's loading states of the visit's first page: React's first commits then
 * draw it where the HTML did, until the page draws its own, identical head. Nothing shows, moves or blinks in between.
 */
import { useLocation } from 'react-router';
import { Loading } from './Loading.tsx';

let initialHead: { pathname: string; head: Element; locationKey?: string } | null = null;

/** Takes the shell's page head out of `root` before React replaces the shell (once, at start-up). */
export function keepInitialHead(root: Element, pathname = window.location.pathname): void {
  const head = root.querySelector('.shell-head');
  initialHead = head ? { pathname, head } : null;
}

/** The shell's page head while the visit's first page is the one shown; nothing elsewhere. */
function InitialHead() {
  const location = useLocation();
  const kept = initialHead && location.pathname === initialHead.pathname ? initialHead : null;
  if (!kept) return null;
  // The first location the app draws is the page the HTML was for; a later visit of the same path gets no head.
  kept.locationKey ??= location.key;
  if (kept.locationKey !== location.key) return null;
  // The HTML's own nodes (copied, not parsed again), in a wrapper that takes no part in the layout.
  return <div style={{ display: 'contents' }} ref={(wrapper) => wrapper?.replaceChildren(kept.head.cloneNode(true))} />;
}

/** A page's loading state: the page head the HTML painted (on the visit's first page) above the loading indicator. */
export function PageLoading() {
  return (
    <>
      <InitialHead />
      <Loading />
    </>
  );
}

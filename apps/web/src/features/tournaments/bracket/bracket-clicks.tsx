/**
 * One click handler per bracket, delegated from its root, so that a 64-player bracket's cards carry no handlers or
 * router links of their own:
 * - names too long for a card (two lines of a team name) are clamped; a tap or click on one shows it whole in a small
 *   popover (one for all cards);
 * - a card's game link (`a.entry-link`) is a plain anchor: a plain click moves inside the app, as a router link
 *   would; a click with a modifier (new tab, new window) is left to the browser.
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

// The popover (MUI's Popover and Modal) loads on the first cut name tapped, not with the drawing.
const NamePopover = lazy(() => import('./NamePopover.tsx').then((m) => ({ default: m.NamePopover })));

/** `onClick` for the bracket's root and the popover to render beside it. */
export function useBracketClicks() {
  const navigate = useNavigate();
  // The last name shown stays mounted (closed) once there has been one, so that the popover can animate out.
  const [peek, setPeek] = useState<{ anchor: HTMLElement; text: string; open: boolean } | null>(null);
  const onClick = (event: MouseEvent) => {
    // A drawing inside another (a groups tournament's playoff) handled it already.
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>('a.entry-link');
    if (link) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate(link.getAttribute('href') ?? '/');
      return;
    }
    const name = event.target.closest<HTMLElement>('.entry-name');
    // Only a name that is actually cut: its text runs past its clamped box.
    if (!name?.title || name.scrollHeight <= name.clientHeight + 1) return;
    setPeek({ anchor: name, text: name.title, open: true });
  };
  const popover = peek && (
    <Suspense fallback={null}>
      <NamePopover
        open={peek.open}
        anchor={peek.anchor}
        text={peek.text}
        onClose={() => setPeek({ ...peek, open: false })}
      />
    </Suspense>
  );
  return { onClick, popover };
}

import { useLayoutEffect, useRef } from 'react';

/**
 * Where focus goes after a dialog has closed. MUI gives it back to the element that opened the dialog; but when the
 * dialog's action removed that element (a decided match's Result button, a voided game's Void button), focus would
 * fall to the document's start and a keyboard user would begin again at the top. Then it goes to the nearest place
 * that still stands where the opener was: the first focusable element of the opener's closest remaining ancestor
 * inside the page, else the page's heading.
 *
 * Returns the dialog's onExited: call it after the page's own onExited (which may have put focus somewhere itself).
 */
export function useFocusReturn(open: boolean): () => void {
  // The opener's ancestors, nearest first: once the opener is removed, it no longer knows its parent.
  const openerPlace = useRef<Element[]>([]);
  // A layout effect runs before the dialog's focus trap (a passive effect) moves focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const place: Element[] = [];
    for (let node = document.activeElement?.parentElement ?? null; node; node = node.parentElement) place.push(node);
    openerPlace.current = place;
  }, [open]);
  return () => {
    const from = openerPlace.current;
    // After MUI's own restoring, which happens when the dialog unmounts right after its exit transition.
    setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      placeFocusNear(from);
    }, 0);
  };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function placeFocusNear(place: readonly Element[]): void {
  const main = document.querySelector('main');
  if (!main) return;
  for (const node of place) {
    if (node === main) break;
    if (!main.contains(node)) continue; // removed with the opener
    const target = node.querySelector<HTMLElement>(FOCUSABLE);
    if (target) {
      target.focus();
      return;
    }
  }
  // The opener's whole part of the page went away (or was outside it): the page's heading.
  const heading = main.querySelector<HTMLElement>('h1') ?? main;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { ForcedEmailGate, useAuth } from '../../features/auth/index.ts';
import { navEntries } from './nav-items.tsx';
import { NavList } from './NavList.tsx';
import { AppFrame, MainArea, Rail } from './frame.tsx';
import { TopBar } from './TopBar.tsx';
import { SkipLink } from './SkipLink.tsx';
import { RouteErrorBoundary } from '../RouteErrorBoundary.tsx';
import { PageLoading } from '../../ui/initial-head.tsx';
import { whenIdle } from '../when-idle.ts';
import { useIsPhone } from '../../ui/use-is-phone.ts';

// Only phones need the swipeable drawer (and the modal machinery under it), so it loads on demand.
const PhoneDrawer = lazy(() => import('./PhoneDrawer.tsx').then((m) => ({ default: m.PhoneDrawer })));

/** Scrolls to the top when the path changes, like a page load would. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Mounts the phone drawer (calls `onArm`) once the page has drawn its data and the browser is idle, or at the first
 * touch, click or key press; it is rendered beside the page, so it starts once the page's code has loaded. The drawer's first mount is one synchronous render of a few dozen milliseconds
 * (MUI's swipeable drawer keeps its modal mounted so that a swipe from the edge can open it), which would otherwise
 * hold up the page's own first render. Its own component, so that the fetch count it watches re-renders nothing else.
 */
function PhoneDrawerArming({ onArm }: { onArm: () => void }) {
  const settled = useIsFetching() === 0;
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const type of events) window.addEventListener(type, onArm, { passive: true, once: true });
    // A page that never settles (a failing read being retried) still gets its drawer.
    const fallback = window.setTimeout(onArm, 15_000);
    const cancelIdle = settled ? whenIdle(onArm, 2_000, 500) : undefined;
    return () => {
      for (const type of events) window.removeEventListener(type, onArm);
      window.clearTimeout(fallback);
      cancelIdle?.();
    };
  }, [settled, onArm]);
  return null;
}

/** The app frame: top bar, navigation (rail on desktop, drawer on phones), the page, the forced email modal. */
export function AppLayout() {
  // Below `sm` the phone layout applies: swipe-in drawer instead of the rail.
  const isSmallScreen = useIsPhone();
  const { state } = useAuth();
  const [phoneDrawerOpen, setPhoneDrawerOpen] = useState(false);
  const [phoneDrawerArmed, setPhoneDrawerArmed] = useState(false);
  const armPhoneDrawer = useCallback(() => setPhoneDrawerArmed(true), []);
  const [railPinned, setRailPinned] = useState(false);
  const { pathname } = useLocation();
  const entries = navEntries({
    role: state.isAuthenticated ? state.roles : null,
    username: state.username,
    isSmallScreen,
  });

  return (
    <AppFrame>
      <SkipLink />
      <TopBar
        isSmallScreen={isSmallScreen}
        navOpen={isSmallScreen ? phoneDrawerOpen : railPinned}
        onMenuClick={() => (isSmallScreen ? setPhoneDrawerOpen((o) => !o) : setRailPinned((p) => !p))}
      />
      {isSmallScreen ? (
        (phoneDrawerArmed || phoneDrawerOpen) && (
          <Suspense fallback={null}>
            <PhoneDrawer
              open={phoneDrawerOpen}
              onOpen={() => setPhoneDrawerOpen(true)}
              onClose={() => setPhoneDrawerOpen(false)}
              entries={entries}
            />
          </Suspense>
        )
      ) : (
        <Rail pinned={railPinned}>
          <NavList entries={entries} />
        </Rail>
      )}
      <MainArea railPinned={railPinned}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            {/* Inside the page's boundary: it starts counting once the page itself has been drawn. */}
            {isSmallScreen && !phoneDrawerArmed && <PhoneDrawerArming onArm={armPhoneDrawer} />}
          </Suspense>
        </RouteErrorBoundary>
      </MainArea>
      <ForcedEmailGate />
      <ScrollToTop />
    </AppFrame>
  );
}

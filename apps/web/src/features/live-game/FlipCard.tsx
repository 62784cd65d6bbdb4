import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import { FLIP_MAX_DEG, flipAngle, isFlipCommitted } from './flip-math.ts';

/** How long the card takes to finish a committed flip, and to fall back after an early release. */
export const FLIP_SETTLE_MS = 120;
export const FLIP_SNAP_BACK_MS = 180;

export interface FlipCardProps {
  /** Where the card is hinged: the top card turns over its bottom edge (dragged down), the bottom card over its top edge. */
  hinge: 'bottom' | 'top';
  /** Called once a flip commits (after the card has turned edge-on). */
  onFlip: () => void;
  disabled?: boolean;
  /** What the card shows now. */
  face: ReactNode;
  /** What it will show after the flip, revealed under the turning card. */
  underside: ReactNode;
  /** Accessible name of the drag surface, e.g. "Your card: drag down when you sink". */
  label: string;
  /** Corner radius of the face, so the shading follows it. */
  radius: string;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

interface Drag {
  pointerId: number;
  startY: number;
  height: number;
  angle: number;
}

/**
 * A scoreboard card that turns with the finger around its hinge, up to 90 degrees. Released from 75 % of the turn it
 * completes and commits; released earlier it snaps back. Only `transform` and `opacity` change, written straight to
 * the element once per animation frame, so dragging never re-renders React and stays at 60 fps.
 */
export function FlipCard({ hinge, onFlip, disabled = false, face, underside, label, radius }: FlipCardProps) {
  const { leafRef, shadeRef, active, handlers } = useFlipGesture({ hinge, onFlip, disabled });
  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      {active && (
        <Box aria-hidden sx={{ position: 'absolute', inset: 0, display: 'flex' }} data-testid="flip-underside">
          {underside}
        </Box>
      )}
      <Box
        ref={leafRef}
        role="group"
        aria-label={label}
        aria-disabled={disabled || undefined}
        {...handlers}
        sx={{
          position: 'relative',
          zIndex: active ? 2 : 1,
          flex: 1,
          display: 'flex',
          minHeight: 0,
          // The drag is ours: no scrolling, zooming or pull-to-refresh while the finger is on a card.
          touchAction: 'none',
          userSelect: 'none',
          WebkitUserSelect: 'none',
          WebkitTouchCallout: 'none',
          cursor: disabled ? 'default' : 'grab',
          transformOrigin: hinge === 'bottom' ? '50% 100%' : '50% 0%',
          willChange: active ? 'transform' : 'auto',
          backfaceVisibility: 'hidden',
        }}
      >
        {face}
        <Box
          ref={shadeRef}
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: radius,
            bgcolor: '#000',
            opacity: 0,
            pointerEvents: 'none',
          }}
        />
      </Box>
    </Box>
  );
}

/** Writes the card's turn (and the shade that darkens with it) straight to the elements, bypassing React. */
function useCardPaint(hinge: FlipCardProps['hinge']) {
  const leafRef = useRef<HTMLDivElement>(null);
  const shadeRef = useRef<HTMLDivElement>(null);
  // Both cards fold away from the viewer around their hinge, so at 90 degrees the leaf collapses into the hinge line
  // instead of swinging out over the screen.
  const paint = useCallback(
    (angle: number, transitionMs: number) => {
      const leaf = leafRef.current;
      if (!leaf) return;
      const signed = Math.round((hinge === 'bottom' ? angle : -angle) * 100) / 100;
      const easing = transitionMs > 0 ? `${transitionMs}ms cubic-bezier(0, 0, 0.2, 1)` : 'none';
      leaf.style.transition = transitionMs > 0 ? `transform ${easing}` : 'none';
      leaf.style.transform = `perspective(1600px) rotateX(${signed}deg)`;
      if (shadeRef.current) {
        shadeRef.current.style.transition = transitionMs > 0 ? `opacity ${easing}` : 'none';
        shadeRef.current.style.opacity = String((angle / FLIP_MAX_DEG) * 0.55);
      }
    },
    [hinge],
  );
  return { leafRef, shadeRef, paint };
}

/** At most one pending animation frame: a request while one is pending is dropped; unmounting cancels it. */
function useAnimationFrame() {
  const frame = useRef<number | null>(null);
  const cancel = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);
  const request = (draw: () => void) => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      draw();
    });
  };
  useEffect(() => cancel, [cancel]);
  return { request, cancel };
}

/** The drag of one finger: the card follows it, then completes the flip or snaps back on release. */
function useFlipGesture({ hinge, onFlip, disabled }: Pick<FlipCardProps, 'hinge' | 'onFlip'> & { disabled: boolean }) {
  const { leafRef, shadeRef, paint } = useCardPaint(hinge);
  const { request: requestFrame, cancel: cancelFrame } = useAnimationFrame();
  const drag = useRef<Drag | null>(null);
  const settleTimer = useRef<number | null>(null);
  // A committed flip finishing may not be interrupted; a snap-back may (the finger grabs the card again).
  const settling = useRef<'commit' | 'back' | null>(null);
  const [active, setActive] = useState(false);

  const settle = useCallback(
    (committed: boolean) => {
      cancelFrame();
      const ms = prefersReducedMotion() ? 0 : committed ? FLIP_SETTLE_MS : FLIP_SNAP_BACK_MS;
      paint(committed ? FLIP_MAX_DEG : 0, ms);
      settling.current = committed ? 'commit' : 'back';
      settleTimer.current = window.setTimeout(() => {
        settleTimer.current = null;
        settling.current = null;
        // Back to flat without animation: after a commit the face already shows the new counts.
        paint(0, 0);
        setActive(false);
        if (committed) onFlip();
      }, ms);
    },
    [onFlip, paint, cancelFrame],
  );

  // A lock that starts mid-drag (or a card that leaves) drops the gesture.
  useEffect(() => {
    if (disabled && drag.current) {
      drag.current = null;
      settle(false);
    }
  }, [disabled, settle]);
  useEffect(
    () => () => {
      if (settleTimer.current !== null) window.clearTimeout(settleTimer.current);
    },
    [],
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (disabled || drag.current || settling.current === 'commit') return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (settleTimer.current !== null) window.clearTimeout(settleTimer.current);
    settleTimer.current = null;
    settling.current = null;
    const height = leafRef.current?.getBoundingClientRect().height ?? 0;
    drag.current = { pointerId: event.pointerId, startY: event.clientY, height, angle: 0 };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setActive(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const travelled = hinge === 'bottom' ? event.clientY - current.startY : current.startY - event.clientY;
    current.angle = flipAngle(travelled, current.height);
    requestFrame(() => {
      if (drag.current) paint(drag.current.angle, 0);
    });
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    settle(!cancelled && isFlipCommitted(current.angle));
  };

  const handlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => onPointerEnd(event, false),
    onPointerCancel: (event: ReactPointerEvent<HTMLDivElement>) => onPointerEnd(event, true),
    onLostPointerCapture: (event: ReactPointerEvent<HTMLDivElement>) => onPointerEnd(event, true),
  };
  return { leafRef, shadeRef, active, handlers };
}

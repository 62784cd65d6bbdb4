import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { bestFit, type TFit } from './fit-to-screen.ts';

/**
 * Shows its content scaled to fit the rest of the window (below where it starts) without scrolling, laid out at the
 * width that shows it largest (see fit-to-screen.ts). Fits again when the content or the window changes size.
 */
export function FitToScreen({
  minWidth,
  bottomGap = 16,
  children,
}: {
  minWidth: number;
  bottomGap?: number;
  children: ReactNode;
}) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<TFit & { height: number }>({ width: 0, scale: 1, height: 0 });

  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (!box || !content) return;
    const measure = () => {
      const top = box.getBoundingClientRect().top + window.scrollY;
      const available = { width: box.clientWidth, height: Math.max(200, window.innerHeight - top - bottomGap) };
      const heightAt = (width: number) => {
        content.style.width = `${width}px`;
        return content.scrollHeight;
      };
      const next = bestFit(available, minWidth, heightAt);
      const height = heightAt(next.width);
      setFit((old) =>
        old.width === next.width && old.scale === next.scale && old.height === height ? old : { ...next, height },
      );
    };
    measure();
    // The content changes size when its data does (a result, a new round); the window when the screen does.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(content);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [minWidth, bottomGap]);

  return (
    <Box
      ref={outer}
      sx={{ width: '100%', overflow: 'hidden', height: fit.height ? fit.height * fit.scale : undefined }}
    >
      <Box
        ref={inner}
        sx={{ width: fit.width || '100%', transform: `scale(${fit.scale})`, transformOrigin: 'top left' }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Geometry of a crown cork (bottle cap) seen from above: a disc with a crimped edge. */

const TEETH = 21;

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function edgePoints(cx: number, cy: number, r: number, depth: number, teeth: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < teeth * 2; i += 1) {
    const angle = (Math.PI * i) / teeth - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * (1 - depth);
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return points;
}

/**
 * SVG path of the crimped edge, smoothed with quadratic curves through the midpoints
 * so the teeth look pressed rather than sawn.
 */
export function capPath(cx: number, cy: number, r: number, depth = 0.12, teeth = TEETH): string {
  const pts = edgePoints(cx, cy, r, depth, teeth);
  const mid = (a: [number, number], b: [number, number]) => [round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2)];
  const last = pts[pts.length - 1]!;
  const first = pts[0]!;
  const [sx, sy] = mid(last, first);
  let d = `M${sx} ${sy}`;
  pts.forEach((p, i) => {
    const next = pts[(i + 1) % pts.length]!;
    const [mx, my] = mid(p, next);
    d += `Q${round(p[0])} ${round(p[1])} ${mx} ${my}`;
  });
  return `${d}Z`;
}

/** CSS `clip-path: polygon(...)` of the cap silhouette in percentages, for clipping avatars. */
export function capClipPolygon(depth = 0.07, teeth = TEETH): string {
  const pts = edgePoints(50, 50, 50, depth, teeth);
  return `polygon(${pts.map(([x, y]) => `${round(x)}% ${round(y)}%`).join(', ')})`;
}

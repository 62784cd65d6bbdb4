/**
 * Main-thread time between two user timing marks of a Lighthouse trace, by kind (script, style and layout, other),
 * from Lighthouse's own task tree (the same one its main-thread breakdown uses). Lighthouse's simulated throttling
 * records the trace unthrottled, so these are this machine's milliseconds.
 */
import type { Trace } from 'lighthouse/types/artifacts.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

export interface TBracketScript {
  /** Script evaluation, parsing and compiling between the marks. */
  scriptMs: number;
  /** Style recalculation and layout between the marks. */
  styleLayoutMs: number;
  /** Everything else on the main thread between the marks (garbage collection, parsing HTML, painting, …). */
  otherMs: number;
  /** How far apart the marks are (the rest is the main thread idle: waiting for the drawing's chunk, time slices given away). */
  wallMs: number;
  /** Script of the whole page load, for comparison. */
  pageScriptMs: number;
}

const SCRIPT_GROUPS = new Set(['scriptEvaluation', 'scriptParseCompile']);

/** The main thread's time between the first `start` and the first `end` mark, or null when either is missing. */
export function scriptBetweenMarks(trace: Trace, start: string, end: string): TBracketScript | null {
  const markTs = (name: string) =>
    trace.traceEvents.find((e) => e.name === name && e.cat.includes('blink.user_timing'))?.ts;
  const [from, to] = [markTs(start), markTs(end)];
  if (from === undefined || to === undefined || to < from) return null;
  let processed: ReturnType<typeof TraceProcessor.processTrace>;
  try {
    processed = TraceProcessor.processTrace(trace);
  } catch {
    return null; // a trace Lighthouse itself cannot read (no navigation start)
  }
  // Times in ms on the trace's clock (time origin 0), like the marks' ts / 1000.
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    0,
  );
  const [fromMs, toMs] = [from / 1000, to / 1000];
  const totals = { script: 0, styleLayout: 0, other: 0, pageScript: 0 };
  for (const task of tasks) {
    const isScript = SCRIPT_GROUPS.has(task.group.id);
    if (isScript) totals.pageScript += task.selfTime;
    // A task's own time, spread over its length, counted for the part of it between the marks.
    const overlap = Math.max(0, Math.min(task.endTime, toMs) - Math.max(task.startTime, fromMs));
    if (overlap <= 0 || task.duration <= 0) continue;
    const inside = task.selfTime * (overlap / task.duration);
    if (isScript) totals.script += inside;
    else if (task.group.id === 'styleLayout') totals.styleLayout += inside;
    else totals.other += inside;
  }
  return {
    scriptMs: totals.script,
    styleLayoutMs: totals.styleLayout,
    otherMs: totals.other,
    wallMs: toMs - fromMs,
    pageScriptMs: totals.pageScript,
  };
}

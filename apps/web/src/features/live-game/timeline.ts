/** The results screen's timeline: every point with the running score, when it fell and the chain it ended. */
import type { TLiveSide } from '@caps/domain/live-game';
import type { TLiveGameState } from '@caps/domain/live-game-schemas';

interface TimelinePoint {
  side: TLiveSide;
  /** Time since the START event. */
  elapsedMs: number;
  you: number;
  opponent: number;
  /** Rebuttals in the chain this point ended. */
  rebuttals: number;
}

export interface TimelineSummary {
  points: TimelinePoint[];
  durationMs: number;
  longestChain: number;
}

/** Reads the points, the game's length and its longest rebuttal chain from the event log. */
export function summarizeTimeline(game: TLiveGameState): TimelineSummary {
  const startEvent = game.events.find((e) => e.gameEvent === 'START');
  const start = startEvent ? Date.parse(startEvent.time) : NaN;
  const elapsed = (time: string) => (Number.isFinite(start) ? Math.max(0, Date.parse(time) - start) : 0);
  const points: TimelinePoint[] = [];
  const score = { you: 0, opponent: 0 };
  let chain = 0;
  let longestChain = 0;
  for (const event of game.events) {
    if (event.gameEvent === 'REBUTTAL') {
      chain += 1;
      longestChain = Math.max(longestChain, chain);
    } else if (event.gameEvent === 'POINT') {
      const side: TLiveSide = event.userId === null ? 'opponent' : 'you';
      score[side] += 1;
      points.push({ side, elapsedMs: elapsed(event.time), you: score.you, opponent: score.opponent, rebuttals: chain });
      chain = 0;
    }
  }
  const last = game.events.at(-1);
  return { points, durationMs: last ? elapsed(last.time) : 0, longestChain };
}

/** "m:ss" for a duration. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

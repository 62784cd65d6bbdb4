/**
 * Request coalescing. Misses of the same URL in the same generation share one load: the first request reads, the
 * ones that arrive while it does wait for its answer (after every change, the popular pages are all missed at once).
 * The plugin starts loads only while the response store is caching: with the cache off, every request reads.
 */
import type { CachedAnswer } from './cached-answer.ts';

/** A read being loaded: the requests that miss the same key meanwhile wait for `answer` (undefined: load yourself). */
export type Loading = {
  key: string;
  generation: number;
  answer: Promise<CachedAnswer | undefined>;
  resolve: (payload: CachedAnswer | undefined) => void;
};

export class RequestCoalescer {
  private readonly loading = new Map<string, Loading>();

  /** The load of `key` running in `generation`, if there is one (a load of an older generation is not shared). */
  running(key: string, generation: number): Loading | undefined {
    const current = this.loading.get(key);
    return current && current.generation === generation ? current : undefined;
  }

  /** Starts a load of `key`, which the misses of the same generation that come meanwhile wait for; end it with `finish`. */
  start(key: string, generation: number): Loading {
    let resolve: (payload: CachedAnswer | undefined) => void = () => undefined;
    const answer = new Promise<CachedAnswer | undefined>((r) => (resolve = r));
    const load = { key, generation, answer, resolve };
    this.loading.set(key, load);
    return load;
  }

  /** Ends `load`: its waiters get `payload`, or undefined to read for themselves (an error is not shared). */
  finish(load: Loading, payload: CachedAnswer | undefined): void {
    if (this.loading.get(load.key) === load) this.loading.delete(load.key);
    load.resolve(payload);
  }
}

/**
 * Work that a request starts but does not wait for: it runs after the answer has gone out (the next turn of the event
 * loop, after the reply's write), so the answer's time tells nothing about it. A password reset uses it: whether the
 * email is known, the answer is the same and as quick (issue 37 item 17). A failure is logged, never answered.
 * `settled()` waits for everything started so far (tests, and the app's close).
 */
export type Schedule = (run: () => void) => void;

export class Later {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly onError: (err: unknown, name: string) => void,
    private readonly schedule: Schedule = (run) => void setImmediate(run),
  ) {}

  /** Runs `task` once the current request has answered. */
  run(name: string, task: () => Promise<void>): void {
    const done = new Promise<void>((start) => this.schedule(start))
      .then(task)
      .catch((err: unknown) => this.onError(err, name))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

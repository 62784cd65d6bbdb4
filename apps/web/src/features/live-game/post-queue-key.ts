/** The local storage key of the live-game outbox; apart from post-queue.ts, so that checking it loads no zod. */
export const POST_QUEUE_KEY = 'liveGamePostQueue';

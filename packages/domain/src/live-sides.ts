/** The two sides of a live game as the phone that scores it sees them (zod-free: the live-game schemas use it too). */
export const LIVE_SIDES = ['you', 'opponent'] as const;
export type TLiveSide = (typeof LIVE_SIDES)[number];

/** The kinds of web push a player turns on or off (plain data: no schema; the web words them, `push.kind.<key>`). */

/** All on until the player says otherwise. */
export const PUSH_PREFERENCE_KEYS = [
  'acceptRequest',
  'decided',
  'achievement',
  'tournamentMatch',
  'corrections',
] as const;
export type TPushPreferenceKey = (typeof PUSH_PREFERENCE_KEYS)[number];

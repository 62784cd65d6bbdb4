/** The kinds of web push a player turns on or off, and what the settings call them (plain data: no schema). */

/** All on until the player says otherwise. */
export const PUSH_PREFERENCE_KEYS = ['acceptRequest', 'decided', 'achievement', 'tournamentMatch', 'corrections'] as const;
export type TPushPreferenceKey = (typeof PUSH_PREFERENCE_KEYS)[number];

export const PUSH_PREFERENCE_LABELS: Record<TPushPreferenceKey, { label: string; hint: string }> = {
  acceptRequest: { label: 'Games to accept', hint: 'Someone posted a game against you' },
  decided: { label: 'Games accepted or rejected', hint: 'Your opponent decided a game you posted' },
  achievement: { label: 'Achievements', hint: 'You unlocked an achievement' },
  tournamentMatch: { label: 'Tournament match ready', hint: 'Your next tournament match can be played' },
  corrections: { label: 'Corrections', hint: 'A game of yours was voided or corrected, or a problem was reported' },
};

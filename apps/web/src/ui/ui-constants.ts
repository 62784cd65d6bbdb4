/**
 * Constants of the web app alone (SPEC.md §9): timings and sizes (its texts are in the message catalogues, src/i18n/). The rules both
 * ends share (page sizes, score limits, name lengths) stay in @caps/domain's LIMITS.
 */
export const UI_LIMITS = {
  tokenExpirySkewMs: 10_000,
  notificationPollMs: 30_000,
  tournamentPollMs: 10_000,
  alertHideMs: 3_000,
  searchDebounceMs: 300,
  cardHoverDelayMs: 500,
  notificationBadgeMax: 99,
  drawerWidthExpanded: 300,
  drawerWidthCollapsed: 50,
  pageMaxWidth: 1250,
  liveFlipCommitRatio: 0.75,
  liveInputLockMs: 250,
} as const;

export const AVATAR_SIZES = { large: 160, medium: 80, small: 40, tiny: 30, micro: 10 } as const;

/** Business constants of SPEC.md §9: rules of the game and of the API (the web app's own timings, sizes and texts are in apps/web/src/ui/ui-constants.ts). */
export const LIMITS = {
  leaderboardPageSize: 10,
  leaderboardMinGames: 5,
  listPageSize: 10,
  teamFetchPageSize: 50,
  maxPageSize: 100,
  opponentSearchResults: 5,
  teamSize: 2,
  pointsToWin: 11,
  overtimeLead: 2,
  maxScoreSuddenDeath: 11,
  maxScoreOvertime: 21,
  maxOwnSinks: 21,
  maxOpponentSinks: 27,
  maxDoublesSinks: 21,
  plotWindowDays: 365,
  plotNoValue: -100000,
  usernameMin: 3,
  usernameMax: 15,
  passwordMin: 8,
  passwordMinChange: 6,
  teamNameMin: 3,
  teamNameMax: 30,
  roundRobinMaxCompetitors: 16,
  startingPoints: 500,
  eloK: 30,
  notificationsListed: 50,
  dashboardGames: 10,
  /** A reason for voiding, correcting or disputing a game: 1–500 characters. */
  reasonMax: 500,
  /** How long after its acceptance a player may dispute a game. */
  disputeDays: 14,
  /** Web push devices an account keeps (subscribing another drops its oldest): a notification is at most this many pushes. */
  pushDevices: 10,
  /** Live games (shared for watching) a player may have going at once: not ended, moved in the last 15 minutes. */
  liveGamesOpen: 3,
  /** Live games a player may start in an hour. */
  liveGamesStartedPerHour: 20,
  /** Batches a player may send to their live games per `liveGamePushWindowSeconds` (a phone sends a few a second at most). */
  liveGamePushes: 40,
  liveGamePushWindowSeconds: 10,
  /** How far one batch may move a live game's sequence number on (a phone offline for hours uses up a few hundred). */
  liveGameSeqStep: 1000,
  /** How many problems one player may report in a day (a flood of reports reaches every admin). */
  disputesPerDay: 5,
  /** Open disputes per page of the admins' queue. */
  disputesPageSize: 20,
  /** A season's name: 1–40 characters. */
  seasonNameMax: 40,
  /** The default of INACTIVE_DAYS: a player or team without an accepted game of the type for longer is inactive. */
  inactiveDays: 28,
} as const;

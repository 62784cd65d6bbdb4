/**
 * Every screen, at 390 px (phone project) and 1280 px (desktop project), signed out, as a player and as the admin who
 * owns the tournaments, with each dialog, menu and popover open: nothing scrolls sideways (issue 20 item 10; only a
 * bracket or a wide table may scroll, inside its own box), and axe-core finds no violation of the WCAG 2.1 A and AA
 * rules or its best practices, at any impact level (issue 29). Covered: every route of apps/web/src/app/routes.tsx,
 * every tab, each tournament type (single and double elimination, round robin, Swiss, groups, doubles) with its result
 * dialog open and its stream view. Long names (15 characters, the most a username takes) stress the layouts.
 * The sweep runs in three parts (as a visitor, as a player, as the admin), each a test of its own on the same data set
 * up anew, so the parts can run side by side.
 * WIDTH_SHOTS_DIR=dir also saves a screenshot of each state in dir/<project>/.
 */
import { expect, test, type Locator, type Page, type Request, type TestInfo } from './fixtures.ts';
import { ADMIN, api, createTournament, PASSWORD, registerPlayers, tokenOf, type TTournament } from './api-support.ts';
import { axeViolations } from './axe.ts';
import { say, sayPrefix, type TestLanguage } from './i18n-text.ts';
import { logIn, openNavigation } from './support.ts';

/** How wide the page is, and the elements that stick out past the right edge of a `width` px screen (to say what to fix). */
const widthProbe = (width: number) => `(() => {
  const inner = window.innerWidth;
  const wide = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.right <= Math.min(inner, ${width}) + 0.5) continue;
    // Inside a box that scrolls or clips sideways: that box is what counts.
    let clipped = false;
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') { clipped = true; break; }
    }
    if (!clipped) wide.push(el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').slice(0, 3).join('.') : '') + ' ' + Math.round(r.right));
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: inner, wide: wide.slice(0, 5) };
})()`;

type Probe = { scrollWidth: number; innerWidth: number; wide: string[] };

/** One tournament of each kind, owned by the admin and started; `entrants` is how many of the eleven players, or the teams. */
const TOURNAMENTS = [
  {
    kind: 'single elimination',
    path: 'singles',
    name: 'Widest Single Elimination',
    tournamentType: 'SINGLE_ELIMINATION',
    seedType: 'RANDOM',
    size: 'RO_16',
    entrants: 11,
  },
  {
    kind: 'double elimination',
    path: 'easy',
    name: 'Widest Double Elimination',
    tournamentType: 'DOUBLE_ELIMINATION',
    seedType: 'RANDOM',
    size: 'D_RO_8',
    entrants: 6,
  },
  {
    kind: 'round robin',
    path: 'singles',
    name: 'Widest Round Robin',
    tournamentType: 'ROUND_ROBIN',
    seedType: 'ROUND_ROBIN_CIRCLE',
    size: 'D_RO_8',
    entrants: 8,
  },
  {
    kind: 'doubles',
    path: 'doubles',
    name: 'Widest Doubles Cup',
    tournamentType: 'SINGLE_ELIMINATION',
    seedType: 'RANDOM',
    size: 'RO_8',
    entrants: 'teams',
  },
  {
    kind: 'swiss',
    path: 'singles',
    name: 'Widest Swiss',
    tournamentType: 'SWISS',
    seedType: 'ELO',
    size: 'RO_64',
    entrants: 11,
  },
  {
    kind: 'groups',
    path: 'easy',
    name: 'Widest Groups',
    tournamentType: 'GROUPS_PLAYOFFS',
    seedType: 'RANDOM',
    size: 'RO_64',
    entrants: 11,
  },
] as const;
type TournamentKind = (typeof TOURNAMENTS)[number]['kind'];
/** Pages a visitor sees (besides every tournament's stream view). */
const VISITOR_PAGES = [
  '/',
  '/search',
  '/10commandments',
  '/rules',
  '/tournaments',
  '/login',
  '/register',
  '/reset',
  '/reset/go',
  '/resetUpdate?code=dead-code',
  '/no/such/page',
];
const GAME_TABS = ['games', 'players', 'addGame'];
/** The solo game types' pages, each with its tabs (unranked has no players tab). */
const SOLO_TYPES = [
  { path: 'singles', type: 'SINGLES', tabs: GAME_TABS },
  { path: 'easy', type: 'EASY_CAPS', tabs: GAME_TABS },
  { path: 'unranked', type: 'UNRANKED', tabs: GAME_TABS.filter((tab) => tab !== 'players') },
] as const;
const PROFILE_TABS = ['stats', 'charts', 'history', 'achievements'];
/** The signed-in pages checked after the acceptance list. */
const MORE_PLAYER_PAGES = [
  '/secure/teams',
  '/secure/addSinglesGame',
  '/secure/liveGame',
  '/secure/nothing-here',
  '/tournaments',
];

/** Who looks at the screens in a part of the sweep. */
type Part = 'visitor' | 'player' | 'admin';
const PARTS: readonly { part: Part; as: string }[] = [
  { part: 'visitor', as: 'as a visitor' },
  { part: 'player', as: 'as a player' },
  { part: 'admin', as: 'as the owning admin' },
];

// Each part (and language) is a test of its own that sets up its own data, so the parts can run on different workers.
test.describe.configure({ mode: 'parallel' });

for (const { part, as } of PARTS)
  test(`every screen ${as} fits the width and passes axe, dialogs open included`, async ({ page, baseURL }, testInfo) =>
    sweep(page, baseURL, testInfo, 'en', part));

test.describe('in Polish', () => {
  // The browser asks for Polish, so the app starts in it (and stays in it after a sign-out clears the device's storage).
  test.use({ locale: 'pl-PL' });
  for (const { part, as } of PARTS)
    test(`every screen ${as} fits the width and passes axe in Polish, dialogs open included`, async ({
      page,
      baseURL,
    }, testInfo) => sweep(page, baseURL, testInfo, 'pl', part));
});

/** The sweep's `part`, with the app in `L`: the same states, found by their names in that language. */
async function sweep(page: Page, baseURL: string | undefined, testInfo: TestInfo, L: TestLanguage, part: Part) {
  const WIDTH = page.viewportSize()?.width ?? 390;
  const WIDTH_PROBE = widthProbe(WIDTH);
  test.setTimeout(600_000);
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const shots =
    process.env.WIDTH_SHOTS_DIR &&
    `${process.env.WIDTH_SHOTS_DIR}/${testInfo.project.name}${L === 'en' ? '' : `-${L}`}`;
  const problems: string[] = [];
  const a11y: string[] = [];

  // The requests the page has in flight (its code and its data): a page is measured once what it asked for is in.
  // An event stream stays open as long as the page, so it does not count.
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const loading = page.getByText(say(L, 'Loading...'), { exact: true });
  /**
   * Waits until the page is drawn from its data: no request in flight for a frame and 100 ms (drawing a reply may ask
   * for more), and no 'Loading...' left. Polled often, as one condition, so a settled page is measured at once.
   */
  async function settled() {
    await expect
      .poll(
        async () => {
          if (inFlight.size === 0)
            await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))');
          const waiting = [...inFlight].map((request) => request.url());
          return (await loading.count()) > 0 ? [...waiting, 'Loading...'] : waiting;
        },
        { intervals: [50], timeout: 15_000, message: 'the page is drawn from its replies' },
      )
      .toEqual([]);
  }

  /** Records the page as too wide or failing axe (with the culprits) instead of stopping, so one run lists every route. */
  async function check(label: string) {
    await settled();
    const probe = await page.evaluate<Probe>(WIDTH_PROBE);
    // A phone browser widens its layout viewport to fit a page that is too wide (innerWidth grows past 390), so the
    // page must be no wider than the device, not just than innerWidth.
    if (probe.scrollWidth > probe.innerWidth || probe.innerWidth > WIDTH)
      problems.push(`${label}: ${probe.scrollWidth} px > ${probe.innerWidth} px (${probe.wide.join(', ')})`);
    a11y.push(...(await axeViolations(page, label)));
    if (shots) {
      // a dialog still fading in would show half-transparent
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      );
      await page.screenshot({ path: `${shots}/${label.replace(/[^a-z0-9]+/gi, '_')}.png` });
    }
  }
  async function visit(path: string, label = path) {
    await page.goto(path);
    await check(label);
  }
  /** Opens a dialog with `opener`, checks the page with it open (and `alsoCheck`), then closes it. */
  async function checkDialog(opener: Locator, dialogName: string, label: string, alsoCheck?: () => Promise<void>) {
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    await expect(page.getByRole('dialog', { name: say(L, dialogName) })).toBeVisible();
    await check(label);
    await alsoCheck?.();
    await page.keyboard.press('Escape');
  }

  // Eleven players with the longest names, teams of them, accepted games of every type and pending ones.
  const letters = 'abcdefghijk';
  const players = await registerPlayers(
    base,
    [...letters].map((l) => `wideplay${l}${suffix}`),
  );
  const [a, b, c, d] = players;
  if (!a || !b || !c || !d) throw new Error('players missing');
  const soloGame = (p1: string, p2: string) => ({
    gameMode: 'SUDDEN_DEATH',
    player1Stats: { playerId: p1, score: 11, sinks: 13 },
    player2Stats: { playerId: p2, score: 7, sinks: 9 },
    gameEvents: [],
  });
  const gameIds: Record<string, string> = {};
  for (const path of ['singles', 'easy', 'unranked']) {
    const game = await api<{ id: string }>(base, 'POST', `/${path}`, soloGame(a.id, b.id), a.token);
    await api(base, 'POST', `/${path}/accept/${game.id}`, undefined, b.token);
    gameIds[path] = game.id;
  }
  const pendingGame = await api<{ id: string }>(base, 'POST', '/singles', soloGame(a.id, c.id), a.token);
  await api(base, 'POST', '/easy', soloGame(d.id, a.id), d.token);
  const teams: { id: string }[] = [];
  /** Each team's two players, for the doubles results. */
  const teamPlayers = new Map<string, [string, string]>();
  for (let i = 0; i + 1 < 10; i += 2) {
    const [p, q] = [players[i], players[i + 1]];
    if (!p || !q) continue;
    const team = await api<{ id: string }>(
      base,
      'POST',
      '/teams',
      { name: `The Very Widest Cap Throwers ${i}`, players: [p.id, q.id] },
      p.token,
    );
    teams.push(team);
    teamPlayers.set(team.id, [p.id, q.id]);
  }
  const [teamAB, teamCD] = teams;
  if (!teamAB || !teamCD) throw new Error('teams missing');
  const doubles = await api<{ id: string }>(
    base,
    'POST',
    '/doubles',
    {
      gameMode: 'SUDDEN_DEATH',
      team1: teamAB.id,
      team2: teamCD.id,
      team1Players: [a.id, b.id],
      team2Players: [c.id, d.id],
      team1Score: 11,
      team2Score: 5,
      playerStatsDtos: [
        { playerId: a.id, score: 6, sinks: 7 },
        { playerId: b.id, score: 5, sinks: 6 },
        { playerId: c.id, score: 5, sinks: 6 },
        { playerId: d.id, score: 0, sinks: 1 },
      ],
      gameEventList: [],
    },
    a.token,
  );
  await api(base, 'POST', `/doubles/accept/${doubles.id}`, undefined, c.token);

  // One tournament of each kind, owned by the admin and started.
  const admin = await tokenOf(base, ADMIN.username, ADMIN.password);
  // Correcting the record: an open report of a problem on each of two games (the longest reason on one), a voided
  // game and a withdrawn one.
  const LONG_REASON = 'The score was entered the wrong way round and the sinks are off by two on both sides, '
    .repeat(5)
    .trim();
  await api(base, 'POST', `/easy/dispute/${gameIds.easy ?? ''}`, { reason: LONG_REASON }, b.token);
  await api(base, 'POST', `/unranked/dispute/${gameIds.unranked ?? ''}`, { reason: 'Wrong score' }, a.token);
  const [e, f] = [players[4], players[5]];
  if (!e || !f) throw new Error('players missing');
  const voided = await api<{ id: string }>(base, 'POST', '/singles', soloGame(a.id, e.id), a.token);
  await api(base, 'POST', `/singles/accept/${voided.id}`, undefined, e.token);
  await api(base, 'POST', `/singles/void/${voided.id}`, { reason: LONG_REASON }, admin);
  const withdrawn = await api<{ id: string }>(base, 'POST', '/singles', soloGame(a.id, f.id), a.token);
  await api(base, 'POST', `/singles/withdraw/${withdrawn.id}`, undefined, a.token);
  // Seasons (issue #25): the season that holds these games ends (the longest name a season takes), so profiles and
  // team pages have a Season history and the boards a past season.
  const [ending] = await api<Array<{ id: number }>>(base, 'GET', '/seasons');
  await api(
    base,
    'POST',
    '/seasons',
    { name: `Widest Season ${suffix}`.padEnd(40, 'x'), endsSeasonId: ending?.id },
    admin,
  );
  // A shared live game with a long timeline, for its watch page (issue 28).
  const shared = await api<{ id: string }>(base, 'POST', '/live-games', { gameMode: 'SUDDEN_DEATH' }, a.token);
  const at = (second: number) => new Date(Date.UTC(2026, 10, 26, 10, 0, second)).toISOString();
  const liveEvents = [
    { gameEvent: 'ROCK_PAPER_SCISSORS', side: 'you', time: at(0) },
    { gameEvent: 'START', side: 'you', time: at(0) },
    ...Array.from({ length: 9 }, (_, i) => [
      { gameEvent: 'SINK', side: i % 2 ? 'opponent' : 'you', time: at(2 * i + 1) },
      { gameEvent: 'POINT', side: i % 2 ? 'opponent' : 'you', time: at(2 * i + 2) },
    ]).flat(),
  ];
  await api(
    base,
    'POST',
    `/live-games/${shared.id}/events`,
    { seq: 1, from: 0, gameMode: 'SUDDEN_DEATH', events: liveEvents },
    a.token,
  );
  const ids = players.map((p) => p.id);
  const tournaments: { kind: TournamentKind; path: string; t: TTournament }[] = [];
  for (const { kind, path, name, tournamentType, seedType, size, entrants } of TOURNAMENTS) {
    const competitorIds = entrants === 'teams' ? teams.map((t) => t.id) : ids.slice(0, entrants);
    const t = await createTournament(base, admin, {
      gamePath: path,
      name: `${name} ${suffix}`,
      tournamentType,
      seedType,
      size,
      competitorIds,
      seed: true,
    });
    tournaments.push({ kind, path, t });
  }
  // A result in each, so cards show scores, the round robin standings have numbers and every kind can be reopened.
  // A doubles result names both teams' players and what each scored and sank, like a doubles game.
  const doublesResult = (team1: string, team2: string) => {
    const [[a1, b1], [a2, b2]] = [teamPlayers.get(team1) ?? ['', ''], teamPlayers.get(team2) ?? ['', '']];
    return {
      gameMode: 'SUDDEN_DEATH',
      team1,
      team2,
      team1Players: [a1, b1],
      team2Players: [a2, b2],
      team1Score: 11,
      team2Score: 3,
      playerStatsDtos: [
        { playerId: a1, score: 6, sinks: 7 },
        { playerId: b1, score: 5, sinks: 6 },
        { playerId: a2, score: 3, sinks: 4 },
        { playerId: b2, score: 0, sinks: 1 },
      ],
      gameEventList: [],
    };
  };
  for (const { kind, path, t } of tournaments) {
    const entry = t.bracketEntries.find((e) => (e.player1 && e.player2) || (e.team1 && e.team2));
    if (!entry) throw new Error(`the ${kind} tournament has no match to play`);
    const body =
      entry.team1 && entry.team2
        ? doublesResult(entry.team1.id, entry.team2.id)
        : {
            gameMode: 'SUDDEN_DEATH',
            player1Stats: { playerId: entry.player1?.id, score: 11, sinks: 12 },
            player2Stats: { playerId: entry.player2?.id, score: 3, sinks: 4 },
          };
    // `api` fails the test with the server's answer unless the result is taken.
    await api(base, 'POST', `/${path}/tournaments/${t.id}/entry/${entry.id}`, body, admin);
  }

  // Self-service (issue 27): a cup open for registration with check-in open (b registered), and a round robin its
  // players registered for themselves, started, with a report waiting on a match without a, at table 12, past its deadline.
  const openCup = await api<TTournament>(
    base,
    'POST',
    '/singles/tournaments',
    {
      tournamentName: `Widest Open Cup ${suffix}`,
      tournamentType: 'SINGLE_ELIMINATION',
      seedType: 'RANDOM',
      size: 'RO_8',
      registrationOpen: true,
      capacity: 8,
      registrationClosesAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
    admin,
  );
  await api(base, 'POST', `/singles/tournaments/${openCup.id}/register`, {}, b.token);
  await api(base, 'POST', `/singles/tournaments/${openCup.id}/check-in/open`, undefined, admin);
  const selfCup = await api<TTournament>(
    base,
    'POST',
    '/singles/tournaments',
    {
      tournamentName: `Widest Self Cup ${suffix}`,
      tournamentType: 'ROUND_ROBIN',
      seedType: 'ROUND_ROBIN_CIRCLE',
      size: 'D_RO_8',
      registrationOpen: true,
    },
    admin,
  );
  for (const p of [a, b, c, d]) await api(base, 'POST', `/singles/tournaments/${selfCup.id}/register`, {}, p.token);
  const selfStarted = await api<TTournament>(base, 'POST', `/singles/tournaments/${selfCup.id}/seed`, undefined, admin);
  const othersMatch = selfStarted.bracketEntries.find(
    (e) => e.player1 && e.player2 && !e.final && e.player1.id !== a.id && e.player2.id !== a.id,
  );
  if (!othersMatch?.player1 || !othersMatch.player2) throw new Error('the self-service cup has no match without a');
  const reporter = players.find((p) => p.id === othersMatch.player1?.id)!;
  await api(
    base,
    'POST',
    `/singles/tournaments/${selfCup.id}/entry/${othersMatch.id}/report`,
    soloGame(othersMatch.player1.id, othersMatch.player2.id),
    reporter.token,
  );
  await api(
    base,
    'PUT',
    `/singles/tournaments/${selfCup.id}/entry/${othersMatch.id}/settings`,
    { table: '12', roundDeadline: new Date(Date.now() - 60_000).toISOString() },
    admin,
  );

  if (part === 'visitor') {
    // As a visitor: the public pages, the account pages and every tournament's stream view.
    for (const path of VISITOR_PAGES) await visit(path);
    await visit(`/live/${shared.id}`, 'live game watch page');
    for (const { kind, path, t } of tournaments) await visit(`/stream/${path}/tournament/${t.id}`, `stream ${kind}`);
    await visit(`/singles/tournament/${openCup.id}`, 'tournament open for registration as a visitor');
  } else if (part === 'player') await asPlayer();
  else await asAdmin();

  expect(problems, problems.join('\n')).toEqual([]);
  expect(a11y, a11y.join('\n')).toEqual([]);

  /** As a player: every route and tab. */
  async function asPlayer() {
    if (!a || !b || !teamAB) throw new Error('players missing');
    await logIn(page, a.username, PASSWORD);
    await visit('/', 'home signed in');
    // The bell's list, with unseen notifications (the games a's opponents accepted, corrected and voided).
    await page.getByRole('button', { name: sayPrefix(L, 'Notifications') }).click();
    await expect(
      page
        .getByRole('dialog', { name: say(L, 'Notifications') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await check('notifications list');
    await page.keyboard.press('Escape');
    await page.goto('/search');
    await page.getByPlaceholder(say(L, 'Type what you want to find...')).fill('wideplay');
    // The search starts once typing stops for a moment (the address takes the words), then its results draw.
    await expect(page).toHaveURL(/[?&]q=wideplay/);
    // Results, whoever they are: the other parts of the sweep in this worker's league registered wide names too.
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await check('/search with results');
    for (const { path, type, tabs } of SOLO_TYPES) {
      for (const tab of tabs) await visit(`/${path}?tab=${tab}`);
      // Singles' and unranked's games are checked below, with the player's actions on them.
      if (path === 'easy') await visit(`/${path}/${gameIds[path] ?? ''}`);
      await visit(`/comparison?player1=${a.id}&player2=${b.id}&gameType=${type}`);
    }
    for (const tab of GAME_TABS) await visit(`/doubles?tab=${tab}`);
    // The ladders of seasons: all-time, and the current season with its inactive shown.
    await visit('/singles?tab=players&season=all');
    await visit('/singles?tab=players&inactive=1');
    await visit('/doubles?tab=players&season=all');
    await visit(`/players/${b.id}?season=all`);
    await visit(`/teams/${teamAB.id}?season=all`);
    await visit(`/doubles/${doubles.id}`);
    // A player's actions on a game: report a problem (accepted), withdraw (pending); an open report; voided, withdrawn.
    await visit(`/singles/${gameIds.singles ?? ''}`, 'singles game as a player');
    await checkDialog(
      page.getByRole('button', { name: say(L, 'Report a problem') }),
      'Report a problem',
      'report a problem dialog',
    );
    await visit(`/singles/${pendingGame.id}`, 'pending game as its poster');
    await checkDialog(page.getByRole('button', { name: say(L, 'Withdraw') }), 'Withdraw this game?', 'withdraw dialog');
    await visit(`/unranked/${gameIds.unranked ?? ''}`, 'game with my open report');
    await visit(`/singles/${voided.id}`, 'voided game');
    await visit(`/singles/${withdrawn.id}`, 'withdrawn game');
    // The own profile opens on its first tab (stats).
    await visit('/secure/profile', 'own profile');
    await checkDialog(
      page.getByRole('button', { name: say(L, 'Notification settings') }),
      'Notification settings',
      'notification settings dialog',
    );
    for (const tab of PROFILE_TABS) {
      await visit(`/players/${b.id}?tab=${tab}`);
      if (tab !== 'stats') await visit(`/secure/profile?tab=${tab}`);
    }
    await visit(`/teams/${teamAB.id}`);
    // The acceptance cards' 'Game details' links are full touch targets (they were 17 px tall).
    await visit('/secure/acceptance');
    const details = page.getByRole('link', { name: say(L, 'Game details') });
    await expect(details).toHaveCount(2);
    for (const link of await details.all()) expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    for (const path of MORE_PLAYER_PAGES) await visit(path);
    await visit(`/singles/tournament/${openCup.id}`, 'tournament open for registration as a player');
    await visit(`/singles/tournament/${selfCup.id}`, 'self-service tournament as a player');
    await checkDialog(
      page.getByRole('button', { name: sayPrefix(L, 'Report result of {match}') }).first(),
      'Report the result',
      'report result dialog',
    );
  }

  /** As the owning admin: the disputes, the seasons, each tournament page with its dialogs open, the create dialog. */
  async function asAdmin() {
    await logIn(page, ADMIN.username, ADMIN.password);
    // The disputes queue, its entry in the navigation, and an admin's correct and void dialogs (singles and doubles).
    await visit('/secure/disputes');
    await openNavigation(page);
    await check('navigation with the disputes count');
    if (WIDTH < 600) await page.keyboard.press('Escape');
    else await page.mouse.move(WIDTH - 10, 400);
    await visit(`/easy/${gameIds.easy ?? ''}`, 'disputed game as the admin');
    await checkDialog(page.getByRole('button', { name: say(L, 'Correct') }), 'Correct the result', 'correct dialog');
    await checkDialog(page.getByRole('button', { name: say(L, 'Void') }), 'Void this game?', 'void dialog');
    await visit(`/doubles/${doubles.id}`, 'doubles game as the admin');
    await checkDialog(
      page.getByRole('button', { name: say(L, 'Correct') }),
      'Correct the result',
      'doubles correct dialog',
    );
    // The admins' Seasons dialog (rename), from the board, and its confirmation of a new season (issue #37).
    await visit('/singles?tab=players', 'singles board as the admin');
    await checkDialog(page.getByRole('button', { name: say(L, 'Seasons') }), 'Seasons', 'seasons dialog', async () => {
      await page.getByRole('button', { name: say(L, 'Start a new season…') }).click();
      await expect(page.getByRole('dialog', { name: say(L, 'Start a new season?') })).toBeVisible();
      await check('start season dialog');
      await page.keyboard.press('Escape');
    });
    for (const { kind, path, t } of tournaments) {
      await visit(`/${path}/tournament/${t.id}`, `tournament ${kind}`);
      await checkDialog(
        page.getByRole('button', { name: sayPrefix(L, 'Enter the result of {match}') }).first(),
        'Enter the result',
        `tournament ${kind} result dialog`,
        async () => {
          // The dialog itself fits: its button is on screen, not past the right edge.
          const box = await page
            .getByRole('dialog')
            .getByRole('button', { name: say(L, 'Add a game') })
            .boundingBox();
          if (!box || box.x + box.width > WIDTH)
            problems.push(`tournament ${kind} result dialog: 'Add a game' is off-screen`);
        },
      );
      await checkDialog(
        page.getByRole('button', { name: sayPrefix(L, 'Skip {match}') }).first(),
        'Who skips the game?',
        `tournament ${kind} skip dialog`,
      );
      // The match decided above can be reopened: the confirmation lists what it resets.
      await checkDialog(
        page.getByRole('button', { name: sayPrefix(L, 'Reopen {match}') }).first(),
        'Reopen this match?',
        `tournament ${kind} reopen dialog`,
      );
    }
    await visit(`/singles/tournament/${openCup.id}`, 'tournament open for registration as its owner');
    await checkDialog(
      page.getByRole('button', { name: say(L, 'Registration settings') }),
      'Registration settings',
      'registration settings dialog',
    );
    await visit(`/singles/tournament/${selfCup.id}`, 'self-service tournament as its owner');
    await checkDialog(
      page.getByRole('button', { name: sayPrefix(L, 'Table and deadline of {match}') }).first(),
      'Table and deadline',
      'table and deadline dialog',
    );
    // Names in bracket cards are readable on the phone (issue 20 item 16): a username (15 characters at most) shows
    // whole; a longer team name that is still cut shows whole on a tap. Each cut name with its place among the names:
    // the same team shows in several cards, cut only where a score leaves it less room.
    const cutNames = `[...document.querySelectorAll('[role="region"][aria-label="${say(L, 'Bracket drawing')}"] .entry-name[title]')]
    .flatMap((el, index) => (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1 ? [{ title: el.title, index }] : []))`;
    const bracket = page.getByRole('region', { name: say(L, 'Bracket drawing') });
    /** Opens the tournament of `kind` as its owner and waits for its bracket's names. */
    async function openBracket(kind: TournamentKind) {
      const tournament = tournaments.find((x) => x.kind === kind);
      if (!tournament) throw new Error(`no ${kind} tournament`);
      await page.goto(`/${tournament.path}/tournament/${tournament.t.id}`);
      await expect(bracket.locator('.entry-name[title]').first()).toBeVisible();
    }
    await openBracket('single elimination');
    expect(await page.evaluate<{ title: string }[]>(cutNames)).toEqual([]);
    await openBracket('doubles');
    const [cut] = await page.evaluate<{ title: string; index: number }[]>(cutNames);
    if (cut) {
      const cutTeam = cut.title;
      const name = bracket.locator('.entry-name[title]').nth(cut.index);
      await name.scrollIntoViewIfNeeded();
      if (WIDTH < 600) await name.tap();
      else await name.click();
      await expect(page.getByRole('presentation').getByText(cutTeam, { exact: true })).toBeVisible();
      await check('tournament doubles name popover');
      await page.keyboard.press('Escape');
    }

    await page.goto('/tournaments');
    await page.getByRole('button', { name: say(L, 'Create new') }).click();
    await expect(page.getByRole('dialog', { name: say(L, 'Create tournament') })).toBeVisible();
    await check('/tournaments create dialog');
    // Each format's settings in the dialog.
    for (const format of ['Double elimination', 'Swiss', 'Groups and playoffs']) {
      await page.getByRole('combobox', { name: say(L, 'Type'), exact: true }).click();
      await page.getByRole('option', { name: say(L, format), exact: true }).click();
      await check(`/tournaments create dialog ${format}`);
    }
  }
}

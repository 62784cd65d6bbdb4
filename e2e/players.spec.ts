/**
 * The players journey: two players play five accepted singles games (set up through the API), both reach the Singles
 * leaderboard, and the winner's profile shows every tab and every chart type; the charts are captured at phone and
 * desktop width. Then the head-to-head comparison of the two.
 */
import { expect, test, type Page } from './fixtures.ts';
import { ACHIEVEMENTS } from '@caps/domain/enums';
import { expectNoHorizontalScroll, isPhone, logIn } from './support.ts';

const PASSWORD = 'caps league e2e password';

interface Player {
  id: string;
  username: string;
  token: string;
}

async function createPlayer(baseURL: string, username: string): Promise<Player> {
  const registered = await fetch(`${baseURL}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: PASSWORD, repeatPassword: PASSWORD }),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username, password: PASSWORD }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const { authToken } = (await login.json()) as { authToken: string };
  return { id, username, token: authToken };
}

/** A player's 0-based place on the current Singles leaderboard, read a hundred rows at a time. */
async function placeOnBoard(baseURL: string, playerId: string): Promise<number> {
  for (let page = 0; page < 100; page += 1) {
    const res = await fetch(`${baseURL}/api/users?gameType=SINGLES&pageSize=100&pageNumber=${page}`);
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as { content: Array<{ id: string }> }).content;
    const index = rows.findIndex((r) => r.id === playerId);
    if (index >= 0) return page * 100 + index;
    if (rows.length < 100) break;
  }
  throw new Error(`${playerId} is not on the Singles leaderboard`);
}

/** `winner` posts an 11 : 6 singles game and `loser` accepts it. */
async function playSingles(baseURL: string, winner: Player, loser: Player): Promise<void> {
  const posted = await fetch(`${baseURL}/api/singles`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${winner.token}` },
    body: JSON.stringify({
      gameMode: 'SUDDEN_DEATH',
      player1Stats: { playerId: winner.id, score: 11, sinks: 14 },
      player2Stats: { playerId: loser.id, score: 6, sinks: 9 },
      gameEvents: [],
    }),
  });
  expect(posted.status, await posted.clone().text()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const accepted = await fetch(`${baseURL}/api/singles/accept/${id}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${loser.token}` },
  });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
}

async function openTab(page: Page, name: string, query: RegExp) {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(query);
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('five accepted games put both players on the leaderboard; the profile shows stats, charts, history and achievements', async ({
  page,
  baseURL,
}, testInfo) => {
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const ania = await createPlayer(base, `ania${suffix}`);
  const kuba = await createPlayer(base, `kuba${suffix}`);
  for (let i = 0; i < 5; i += 1) await playSingles(base, ania, kuba);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // Both qualify for the Singles leaderboard after 5 games.
  await page.goto('/singles?tab=players');
  const board = page.getByLabel('Singles leaderboard');
  // The first visit loads the page chunks and warms the server's queries: allow it some time.
  await expect(board.getByRole('link', { name: ania.username })).toBeVisible({ timeout: 15_000 });
  await expect(board.getByText('1.', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  if (!isPhone(page)) {
    await board.getByRole('link', { name: ania.username }).hover();
    const card = page.getByRole('tooltip');
    await expect(card.getByText('Games played')).toBeVisible();
    await expect(card.getByText('Singles')).toBeVisible();
  }
  // The loser (five losses) is on the board too: other tests' players (a 64-player tournament) may push him to a later
  // page, so his place is read from the API and his page opened by its address.
  const place = await placeOnBoard(base, kuba.id);
  await page.goto(`/singles?tab=players&page=${Math.floor(place / 10) + 1}`);
  await expect(board.getByRole('link', { name: kuba.username })).toBeVisible({ timeout: 15_000 });
  await page.goto('/singles?tab=players');

  // The winner's profile: Overview first.
  await board.getByRole('link', { name: ania.username }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${ania.id}$`));
  await expect(page.getByRole('heading', { name: ania.username, level: 1 })).toBeVisible();
  const singles = page.getByRole('region', { name: 'Singles' });
  await expect(singles.getByText('Games played')).toBeVisible();
  await expect(singles.getByText('5', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('No teams')).toBeVisible();

  // Charts: Singles has a line, Easy Caps and Doubles have nothing yet.
  await openTab(page, 'Charts', /\?tab=charts$/);
  const pointsChart = page.getByTestId('chart-points-chart');
  await expect(pointsChart.locator('svg.recharts-surface')).toBeVisible();
  await expect(pointsChart).toHaveAttribute('aria-label', /^Points went from /);
  await expect(page.getByTestId('chart-rebuttals-chart').locator('svg.recharts-surface')).toBeVisible();
  await page.getByRole('button', { name: 'Easy Caps' }).click();
  await expect(page).toHaveURL(/\?tab=charts&chart=EASY_CAPS$/);
  await expect(page.getByText('No games yet')).toBeVisible();
  await page.getByRole('button', { name: 'Doubles' }).click();
  await expect(page).toHaveURL(/\?tab=charts&chart=DOUBLES$/);
  await expect(page.getByText('No games yet')).toBeVisible();
  await page.getByRole('button', { name: 'Singles' }).click();
  await expect(page).toHaveURL(/\?tab=charts$/);
  await expect(pointsChart.locator('svg.recharts-surface')).toBeVisible();
  for (const [width, height, name] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(pointsChart.locator('svg.recharts-surface')).toBeVisible();
    // The chart follows the new width on the next resize observation.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`profile-charts-${name}.png`), fullPage: true });
  }

  // History: every game type first; the opponent search only once a type is chosen.
  await openTab(page, 'History', /\?tab=history$/);
  await expect(page.getByText('Select game type to choose an opponent')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`${ania.username} vs ${kuba.username}`) })).toHaveCount(5);
  await page.getByRole('combobox', { name: 'Game type' }).click();
  await page.getByRole('option', { name: 'Singles' }).click();
  await expect(page.getByRole('combobox', { name: 'Opponent' })).toBeVisible();
  await expect(page.getByText('Select game type to choose an opponent')).toBeHidden();

  // Achievements: every one of the domain's, the first game and the first win earned.
  await openTab(page, 'Achievements', /\?tab=achievements$/);
  const cards = page.getByTestId('achievement');
  await expect(cards).toHaveCount(ACHIEVEMENTS.length);
  await expect(cards.filter({ hasText: 'Play first game!' })).toHaveAttribute('data-earned', 'true');
  await expect(cards.filter({ hasText: 'Win first game!' })).toHaveAttribute('data-earned', 'true');
  await expect(cards.filter({ hasText: 'Rebut on your last chance!' })).toHaveAttribute('data-earned', 'false');

  await openTab(page, 'Overview', new RegExp(`/players/${ania.id}$`));

  // Head to head.
  await page.goto(`/comparison?player1=${ania.id}&player2=${kuba.id}&gameType=SINGLES`);
  const won = page.getByRole('rowheader', { name: 'Games won' }).locator('..');
  await expect(won.getByRole('cell').first()).toHaveText('5');
  await expect(won.getByRole('cell').last()).toHaveText('0');
  await expect(page.getByRole('img', { name: /^Win probability: / })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

/** Where the profile header's avatar and the username's text are drawn, rounded to a hundredth of a pixel. */
async function headerBoxes(page: Page): Promise<{ avatar: number[]; name: number[] }> {
  return page.evaluate(() => {
    const round = (r: DOMRect) => [r.x, r.y, r.width, r.height].map((n) => Math.round(n * 100) / 100);
    const h1 = document.querySelector('main h1');
    const avatar = document.querySelector('main .MuiAvatar-root');
    if (!h1 || !avatar) throw new Error('no profile header');
    const text = document.createRange();
    text.selectNodeContents(h1);
    return { avatar: round(avatar.getBoundingClientRect()), name: round(text.getBoundingClientRect()) };
  });
}

test("the HTML paints the profile's header where React draws it, for a visitor and for its owner", async ({
  page,
  baseURL,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const player = await createPlayer(baseURL ?? '', `ola.e${suffix}`);

  // The page as the HTML paints it, before any script has run.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`/players/${player.id}`);
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('.shell-head h1')).toHaveText(player.username);
  await expect(page.locator('.shell-head .MuiAvatar-root')).toHaveText('OE');
  const painted = await headerBoxes(page);

  await page.unroute('**/*.js');
  await page.goto(`/players/${player.id}`);
  await expect(page.getByText('Never played')).toBeVisible();
  await expect(page.locator('.shell-head')).toHaveCount(0);
  expect(await headerBoxes(page)).toEqual(painted);

  // The owner's page adds its buttons below the dates: the HTML's header still lies where React draws it.
  await logIn(page, player.username, PASSWORD);
  await page.goto(`/players/${player.id}`);
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  expect(await headerBoxes(page)).toEqual(painted);
});

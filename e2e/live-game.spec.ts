/**
 * The live game on a phone (390×844, touch): pass the tutorial, pick the rock-paper-scissors winner, play a whole
 * game by taps and touch drags (with an undo, a drag released too early and a reload in the middle), post it against a
 * second player, and check through the API and on the detail page that the score, sinks and every event arrived.
 */
import { expect, test, type CDPSession, type Locator, type Page } from './fixtures.ts';
import { logIn } from './support.ts';

const PASSWORD = 'caps league e2e password';
const SHOTS = process.env.LIVE_SHOTS_DIR;

async function registerUser(baseURL: string, username: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: PASSWORD, repeatPassword: PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function tokenOf(baseURL: string, username: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { authToken: string };
  return body.authToken;
}

/** The user id (subject) of an access token. */
function idOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  expect(payload.sub).toBeTruthy();
  return payload.sub;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A real touch drag (touchstart, moves, touchend) from the card's centre by `dy` pixels. */
async function touchDrag(page: Page, cdp: CDPSession, card: Locator, dy: number, beforeRelease?: () => Promise<void>) {
  // Raw touches do not wait for actionability like clicks do: wait out the screen-switch lock first.
  await expect(page.locator('[data-locked]')).toHaveCount(0);
  const box = await card.boundingBox();
  if (!box) throw new Error('card not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / steps }] });
  }
  await beforeRelease?.();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('score a whole live game on a phone and post it with its timeline', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'The live game is a phone screen');
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const me = `live${suffix}`;
  const rival = `rival${suffix}`;
  await registerUser(base, me);
  await registerUser(base, rival);
  const rivalToken = await tokenOf(base, rival);
  const rivalId = idOf(rivalToken);
  const myId = idOf(await tokenOf(base, me));

  await logIn(page, me, PASSWORD);

  await page.goto('/secure/liveGame');
  const live = page.getByRole('region', { name: 'Live game' });
  await expect(live.getByRole('heading', { name: 'Score with the flip board' })).toBeVisible();
  await shot(page, 'live-tutorial');
  await live.getByRole('button', { name: 'Next' }).click();
  await expect(live.getByRole('heading', { name: 'Rebuttals' })).toBeVisible();
  await live.getByRole('button', { name: 'Next' }).click();
  await live.getByRole('button', { name: "Let's play" }).click();
  expect(await page.evaluate(() => localStorage.getItem('tutorialPassed'))).toBe('true');

  await expect(live.getByRole('heading', { name: 'Who won rock paper scissors?' })).toBeVisible();
  await shot(page, 'live-rps');
  await live.getByRole('button', { name: 'You', exact: true }).click();

  // What the game should record, kept alongside the taps.
  const expected: [string, 'me' | 'rival'][] = [
    ['ROCK_PAPER_SCISSORS', 'me'],
    ['START', 'me'],
  ];
  const score = { me: 0, rival: 0 };
  const sinks = { me: 0, rival: 0 };
  const cdp = await page.context().newCDPSession(page);
  const myCard = live.getByRole('group', { name: /^Your card/ });
  const rivalCard = live.getByRole('group', { name: /^Opponent's card/ });
  const title = live.getByRole('heading', { level: 1 });
  const points = live.getByTestId('points');
  const onScreen = (name: string) => expect(live.locator(`[data-screen="${name}"]`)).toBeVisible();

  const sink = async (who: 'me' | 'rival', how: 'tap' | 'drag') => {
    await onScreen('main');
    if (how === 'tap') await live.getByRole('button', { name: who === 'me' ? 'You sank' : 'Opponent sank' }).click();
    else if (who === 'me') await touchDrag(page, cdp, myCard, 320);
    else await touchDrag(page, cdp, rivalCard, -320);
    await expect(title).toContainText('must rebut');
    sinks[who] += 1;
    expected.push(['SINK', who]);
  };
  const rebut = async (who: 'me' | 'rival', how: 'tap' | 'drag') => {
    await expect(title).toContainText(`${who === 'me' ? 'You' : 'Opponent'} must rebut`);
    const before = await title.textContent();
    if (how === 'tap') await live.getByRole('button', { name: 'Rebutted' }).click();
    else if (who === 'me') await touchDrag(page, cdp, myCard, 320);
    else await touchDrag(page, cdp, rivalCard, -320);
    await expect(title).not.toHaveText(before ?? '');
    sinks[who] += 1;
    expected.push(['SINK', who], ['REBUTTAL', who]);
  };
  const miss = async (scorer: 'me' | 'rival', how: 'tap' | 'drag') => {
    await expect(title).toContainText(`${scorer === 'me' ? 'Opponent' : 'You'} must rebut`);
    // Flipping the red card (the side that sank last) means the rebuttal missed.
    if (how === 'tap') await live.getByRole('button', { name: 'Missed' }).click();
    else if (scorer === 'me') await touchDrag(page, cdp, myCard, 320);
    else await touchDrag(page, cdp, rivalCard, -320);
    score[scorer] += 1;
    expected.push(['POINT', scorer]);
    if (score.me < 11 && score.rival < 11) {
      await onScreen('main');
      await expect(points.nth(scorer === 'me' ? 0 : 1)).toHaveText(String(score[scorer]));
    }
  };

  // A drag released before 75 % of the turn snaps back and changes nothing.
  await touchDrag(page, cdp, myCard, 90);
  await onScreen('main');
  await expect(points.first()).toHaveText('0');

  // A first point by drags, with a card caught mid-flip for the screenshot (released early: it snaps back).
  await touchDrag(page, cdp, myCard, 110, async () => {
    await expect(live.getByTestId('flip-underside')).toHaveCount(1);
    await expect(myCard).toHaveAttribute('style', /rotateX\((4|5)\d(\.\d+)?deg\)/);
    await shot(page, 'live-drag');
  });
  await onScreen('main');
  await expect(points.first()).toHaveText('0');
  await sink('me', 'drag');
  await shot(page, 'live-rebuttal');
  await miss('me', 'drag');
  await shot(page, 'live-main');

  // A rebuttal chain: me, rival rebuts, I rebut, rival rebuts, I miss → rival scores.
  await sink('me', 'tap');
  await rebut('rival', 'drag');
  await rebut('me', 'tap');
  await rebut('rival', 'tap');
  await shot(page, 'live-chain');
  await miss('rival', 'tap');

  // A mistaken tap, undone.
  await live.getByRole('button', { name: 'Opponent sank' }).click();
  await expect(title).toContainText('You must rebut');
  await live.getByRole('button', { name: 'Undo' }).click();
  await onScreen('main');

  for (let i = 0; i < 4; i += 1) {
    await sink('rival', i % 2 ? 'drag' : 'tap');
    await miss('rival', 'tap');
  }
  for (let i = 0; i < 4; i += 1) {
    await sink('me', i % 2 ? 'tap' : 'drag');
    await miss('me', i % 2 ? 'drag' : 'tap');
  }

  // A reload in the middle keeps the game.
  await page.reload();
  await onScreen('main');
  await expect(points.first()).toHaveText(String(score.me));
  await expect(points.nth(1)).toHaveText(String(score.rival));

  while (score.me < 11) {
    await sink('me', 'tap');
    await miss('me', 'tap');
  }
  expected.push(['END', 'me']);

  await expect(live.getByTestId('final-score')).toHaveText(`${score.me} : ${score.rival}`);
  await expect(live.getByRole('heading', { name: 'You won' })).toBeVisible();
  await shot(page, 'live-results');
  await live.getByRole('list', { name: 'Points in order' }).scrollIntoViewIfNeeded();
  await shot(page, 'live-timeline');

  const form = live.getByRole('form', { name: 'Post the game' });
  await form.getByRole('button', { name: 'Singles' }).click();
  await expect(form.getByRole('button', { name: 'Post game' })).toBeDisabled();
  await form.getByRole('combobox').fill(rival.slice(0, 7));
  await form.getByRole('option', { name: new RegExp(rival) }).click();
  await expect(form.getByTestId('chosen-opponent')).toHaveText(rival);
  await shot(page, 'live-post');
  await form.getByRole('button', { name: 'Post game' }).click();
  await expect(live.getByRole('heading', { name: 'Game posted' })).toBeVisible();
  await shot(page, 'live-posted');
  expect(await page.evaluate(() => localStorage.getItem('liveGame'))).toBeNull();
  const href = await live.getByRole('link', { name: 'View the game' }).getAttribute('href');
  const gameId = href?.split('/').at(-1) ?? '';
  expect(href).toBe(`/singles/${gameId}`);

  // The opponent's pending list holds exactly what was played.
  const response = await fetch(`${base}/api/acceptance`, { headers: { Authorization: `Bearer ${rivalToken}` } });
  expect(response.status).toBe(200);
  const items = (await response.json()) as {
    game: {
      id: string;
      gameType: string;
      gameMode: string;
      team1Score: number;
      team2Score: number;
      gamePlayerStats: { playerId: string; score: number; sinks: number; rebuttals: number }[];
      gameEventList: { gameEvent: string; userId: string | null }[];
    };
  }[];
  const game = items.find((i) => i.game.id === gameId)?.game;
  expect(game).toBeTruthy();
  if (!game) return;
  expect(game.gameType).toBe('SINGLES');
  expect(game.gameMode).toBe('SUDDEN_DEATH');
  expect([game.team1Score, game.team2Score]).toEqual([score.me, score.rival]);
  const statsOf = (id: string) => game.gamePlayerStats.find((s) => s.playerId === id);
  expect(statsOf(myId)).toMatchObject({ score: score.me, sinks: sinks.me, rebuttals: sinks.rival - score.rival });
  expect(statsOf(rivalId)).toMatchObject({ score: score.rival, sinks: sinks.rival, rebuttals: sinks.me - score.me });
  const ids = { me: myId, rival: rivalId };
  expect(game.gameEventList.map((e) => [e.gameEvent, e.userId])).toEqual(
    expected.map(([kind, who]) => [kind, ids[who]]),
  );

  // The detail page shows it too.
  await page.goto(`/singles/${gameId}`);
  await expect(page.getByText(/Pending/).first()).toBeVisible();
  await expect(page.getByText(rival).first()).toBeVisible();
});

test('a game played offline is kept and posted once the phone is back online', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'The live game is a phone screen');
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const me = `off${suffix}`;
  const rival = `offrival${suffix}`;
  await registerUser(base, me);
  await registerUser(base, rival);
  const rivalToken = await tokenOf(base, rival);

  await logIn(page, me, PASSWORD);
  // With signal, the rival was found once in the post-a-game form: the phone knows them from now on.
  await page.goto('/easy?tab=addGame');
  await page.getByRole('combobox', { name: 'Select opponent' }).fill(rival.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(rival) }).click();
  await page.evaluate(() => localStorage.setItem('tutorialPassed', 'true'));
  await page.goto('/secure/liveGame');
  const live = page.getByRole('region', { name: 'Live game' });
  await expect(live.getByRole('heading', { name: 'Who won rock paper scissors?' })).toBeVisible();
  // The service worker (production build) takes over and caches the shell and this page's code.
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
  await page.waitForFunction(async () => {
    const keys = await caches.keys();
    const cached = keys.length ? await (await caches.open(keys[0] ?? '')).keys() : [];
    return ['LiveGamePage', 'GlobalAlertView'].every((chunk) => cached.some((r) => r.url.includes(chunk)));
  });

  // Offline from here: the app still starts and the game is played and "posted".
  await context.setOffline(true);
  await page.reload();
  await expect(live.getByRole('heading', { name: 'Who won rock paper scissors?' })).toBeVisible();
  await live.getByRole('button', { name: 'Opponent', exact: true }).click();
  for (let i = 0; i < 11; i += 1) {
    await live.getByRole('button', { name: 'You sank' }).click();
    await live.getByRole('button', { name: 'Missed' }).click();
  }
  await expect(live.getByTestId('final-score')).toHaveText('11 : 0');
  // Still offline: the search falls back to the players known on the phone (the rival is a recent opponent).
  const form = live.getByRole('form', { name: 'Post the game' });
  await expect(
    form.getByRole('listbox', { name: 'Recent opponents' }).getByRole('option', { name: new RegExp(rival) }),
  ).toBeVisible();
  await form.getByRole('combobox').fill(rival.slice(0, 8));
  await expect(form.getByRole('status')).toHaveText('Offline: players saved on this phone');
  await shot(page, 'live-offline-search');
  await form.getByRole('option', { name: new RegExp(rival) }).click();
  await expect(form.getByTestId('chosen-opponent')).toHaveText(rival);
  await form.getByRole('button', { name: 'Post game' }).click();
  await expect(live.getByRole('heading', { name: 'Saved for later' })).toBeVisible();
  await shot(page, 'live-queued');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('liveGamePostQueue') ?? '[]').length)).toBe(1);

  // Back online: the outbox sends it by itself, exactly once. The browser's `online` event and the post that follows
  // took over 5 s once while two workers shared the machine's two cores: the wait allows for it.
  await context.setOffline(false);
  await expect(live.getByRole('heading', { name: 'Game posted' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('liveGamePostQueue'))).toBeNull();
  const response = await fetch(`${base}/api/acceptance`, { headers: { Authorization: `Bearer ${rivalToken}` } });
  const items = (await response.json()) as { game: { gameType: string; team1Score: number; team2Score: number } }[];
  expect(items.map((i) => [i.game.gameType, i.game.team1Score, i.game.team2Score])).toEqual([['EASY_CAPS', 11, 0]]);
});

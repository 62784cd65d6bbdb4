/**
 * Correcting the record (issue 24) in the browser: a poster withdraws a pending game; a player reports a problem with
 * an accepted game, the admin finds it in the disputes queue, corrects the score and the game's page shows the new
 * score and its history; the admin dismisses a report with a note; the admin voids a game and its page says so.
 */
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { ADMIN, api, PASSWORD, registerPlayers } from './api-support.ts';
import { logIn, openNavigation } from './support.ts';

type Player = { username: string; id: string; token: string };

async function signIn(browser: Browser, username: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, username, password);
  return page;
}

/** Posts a singles game `a` won 11 : 7 (accepted by `b` unless told otherwise); returns its id. */
async function postGame(baseURL: string, a: Player, b: Player, accept: boolean): Promise<string> {
  const body = {
    gameMode: 'SUDDEN_DEATH',
    player1Stats: { playerId: a.id, score: 11, sinks: 13 },
    player2Stats: { playerId: b.id, score: 7, sinks: 9 },
    gameEvents: [],
  };
  const game = await api<{ id: string }>(baseURL, 'POST', '/singles', body, a.token);
  if (accept) await api(baseURL, 'POST', `/singles/accept/${game.id}`, undefined, b.token);
  return game.id;
}

async function players(baseURL: string, prefix: string): Promise<[Player, Player]> {
  const suffix = String(Date.now()).slice(-6);
  const [a, b] = await registerPlayers(baseURL, [`${prefix}a${suffix}`, `${prefix}b${suffix}`]);
  if (!a || !b) throw new Error('players missing');
  return [a, b];
}

const history = (page: Page) => page.getByRole('region', { name: 'History' });

/** The queue is oldest first, a page at a time: a report just made is on its last page. */
async function lastQueuePage(admin: Page): Promise<void> {
  await expect(admin.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
  await expect(admin.getByRole('article').first()).toBeVisible();
  const last = admin.getByRole('button', { name: 'Last page' });
  if ((await last.count()) > 0 && (await last.isEnabled())) await last.click();
}

test('the poster withdraws a pending game: it leaves the opponent’s list and their notification says so', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const [a, b] = await players(base, 'wd');
  await postGame(base, a, b, false);

  const poster = await signIn(browser, a.username);
  await poster.goto('/secure/acceptance');
  await poster
    .getByRole('article')
    .filter({ hasText: `Victory against ${b.username}` })
    .getByRole('link', { name: 'Game details' })
    .click();
  await expect(poster.getByText('Pending: waiting for the opponent')).toBeVisible();
  await poster.getByRole('region', { name: 'Game actions' }).getByRole('button', { name: 'Withdraw' }).click();
  const dialog = poster.getByRole('dialog', { name: 'Withdraw this game?' });
  await expect(dialog.getByText(`The game against ${b.username} leaves their games to accept`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(poster.getByText('Game withdrawn')).toBeVisible();
  await expect(poster.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(poster.getByRole('region', { name: 'Game actions' })).toHaveCount(0);
  await expect(history(poster).getByText('Withdrawn', { exact: true })).toBeVisible();

  const opponent = await signIn(browser, b.username);
  await opponent.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    opponent
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`${a.username} withdrew this game: there is nothing to accept.`),
  ).toBeVisible();
  await opponent.keyboard.press('Escape');
  await opponent.goto('/secure/acceptance');
  await expect(opponent.getByText('No games to accept')).toBeVisible();
});

test('a player reports a problem, the admin finds it in the queue and corrects the score', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const [a, b] = await players(base, 'dp');
  const gameId = await postGame(base, a, b, true);

  // The loser reports a problem on the game's page, and sees the report there afterwards.
  const loser = await signIn(browser, b.username);
  await loser.goto(`/singles/${gameId}`);
  await loser.getByRole('button', { name: 'Report a problem' }).click();
  const report = loser.getByRole('dialog', { name: 'Report a problem' });
  await report.getByLabel(/What is wrong with this game\?/).fill('I scored 9, not 7');
  await report.getByRole('button', { name: 'Report' }).click();
  await expect(loser.getByText('Problem reported: an admin will look at it')).toBeVisible();
  const actions = loser.getByRole('region', { name: 'Game actions' });
  await expect(actions.getByText(/You reported a problem with this game on .*I scored 9, not 7/)).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);

  // The admin sees the count in the drawer and the report in the queue.
  const admin = await signIn(browser, ADMIN.username, ADMIN.password);
  const nav = await openNavigation(admin);
  await nav.getByRole('link', { name: /^Disputes \d+ open$/ }).click();
  await lastQueuePage(admin);
  const row = admin.getByRole('article').filter({ hasText: `${a.username} vs ${b.username}` });
  await expect(row.getByText('“I scored 9, not 7”')).toBeVisible();
  await expect(row.getByText(`Reported by ${b.username}`)).toBeVisible();
  await row.getByRole('link', { name: 'Open the game to void or correct' }).click();

  // The admin corrects the score: the form starts from the result, lists the change, and asks why.
  await admin.getByRole('region', { name: 'Game actions' }).getByRole('button', { name: 'Correct' }).click();
  const correct = admin.getByRole('dialog', { name: 'Correct the result' });
  await expect(correct.getByRole('combobox', { name: `${b.username} points` })).toHaveValue('7');
  await correct.getByRole('combobox', { name: `${b.username} points` }).selectOption('9');
  await expect(
    correct.getByRole('region', { name: 'What will change' }).getByText('Score: 11 : 7 → 11 : 9'),
  ).toBeVisible();
  await correct.getByLabel(/Reason/).fill('Confirmed with both players');
  await correct.getByRole('button', { name: 'Correct the game' }).click();
  await expect(admin.getByText('Game corrected')).toBeVisible();

  // The page shows the new score and the history of it all; the queue is empty of it.
  await expect(admin.getByLabel('Score 11 to 9')).toBeVisible();
  const trail = history(admin);
  await expect(trail.getByText('Problem reported')).toBeVisible();
  await expect(trail.getByText('Corrected', { exact: true })).toBeVisible();
  await expect(trail.getByText('“Confirmed with both players”')).toBeVisible();
  await expect(trail.getByText('Score: 11 : 7 → 11 : 9')).toBeVisible();
  await expect(trail.getByText('Report closed')).toBeVisible();
  await admin.goto('/secure/disputes');
  await expect(admin.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: `${a.username} vs ${b.username}` })).toHaveCount(0);

  // The reporter sees the corrected score.
  await loser.reload();
  await expect(loser.getByLabel('Score 11 to 9')).toBeVisible();
  await expect(loser.getByRole('region', { name: 'Game actions' }).getByText(/You reported a problem/)).toHaveCount(0);
});

test('the admin dismisses a report with a note: the game stays, both players are told it was dismissed', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const [a, b] = await players(base, 'ds');
  const gameId = await postGame(base, a, b, true);
  await api(base, 'POST', `/singles/dispute/${gameId}`, { reason: 'He stepped over the line' }, b.token);

  const admin = await signIn(browser, ADMIN.username, ADMIN.password);
  await admin.goto('/secure/disputes');
  await lastQueuePage(admin);
  const row = admin.getByRole('article').filter({ hasText: `${a.username} vs ${b.username}` });
  await row.getByRole('button', { name: 'Dismiss' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Dismiss this report' });
  await expect(dialog.getByText('The game stays as it is: nothing is voided or corrected.')).toBeVisible();
  await dialog.getByLabel(/A note to the players/).fill('Nobody saw it: the score stands');
  await dialog.getByRole('button', { name: 'Dismiss the report' }).click();
  await expect(admin.getByText('Report dismissed: its players were told')).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: `${a.username} vs ${b.username}` })).toHaveCount(0);

  for (const [player, text] of [
    [
      b,
      'An admin dismissed your report of a problem with a Singles game; the game stays as it was: Nobody saw it: the score stands',
    ],
    [
      a,
      `An admin dismissed ${b.username}'s report of a problem with your Singles game; the game stays as it was: Nobody saw it: the score stands`,
    ],
  ] as const) {
    const page = await signIn(browser, player.username);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await expect(list.getByText(text)).toBeVisible();
    await expect(list.getByText('Report dismissed').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(`/singles/${gameId}`);
    await expect(page.getByLabel('Score 11 to 7')).toBeVisible();
    await expect(history(page).getByText('Report dismissed')).toBeVisible();
    await expect(history(page).getByText('“Nobody saw it: the score stands”')).toBeVisible();
  }
});

test('the admin voids a game and its page says who, when and why', async ({ browser, baseURL }) => {
  const base = baseURL ?? '';
  const [a, b] = await players(base, 'vd');
  const gameId = await postGame(base, a, b, true);

  const admin = await signIn(browser, ADMIN.username, ADMIN.password);
  await admin.goto(`/singles/${gameId}`);
  await admin.getByRole('region', { name: 'Game actions' }).getByRole('button', { name: 'Void' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Void this game?' });
  await expect(dialog.getByText(`The points and stats of ${a.username} and ${b.username}`)).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Posted twice');
  await dialog.getByRole('button', { name: 'Void the game' }).click();
  await expect(admin.getByText('Game voided')).toBeVisible();

  const banner = admin.getByRole('region', { name: 'This game was voided' });
  await expect(banner).toContainText(`Voided by ${ADMIN.username} on`);
  await expect(banner).toContainText('“Posted twice”');
  await expect(admin.getByText('Voided', { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Game actions' })).toHaveCount(0);
  // The Void button went away with its region: focus stays on the page (not at the document's start).
  await expect
    .poll(() =>
      admin.evaluate(
        () =>
          document.activeElement !== document.body &&
          !!document.querySelector('main')?.contains(document.activeElement),
      ),
    )
    .toBe(true);

  // A visitor sees the same page, and the game is gone from the list.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/singles/${gameId}`);
  await expect(visitor.getByRole('region', { name: 'This game was voided' })).toContainText('“Posted twice”');
  await visitor.goto('/singles');
  await visitor.waitForLoadState('networkidle');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(`${a.username} vs ${b.username}`)).toHaveCount(0);
});

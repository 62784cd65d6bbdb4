/**
 * The tournament journeys: the admin creates an 8-player single elimination tournament, adds eight registered players
 * with the picker, seeds it, sees the bracket, enters a result and a skip through the dialogs, and once the other
 * results are in sees the winner; the bracket is also checked at phone width. Then (issue 7) a 5-player double
 * elimination run entirely through the UI: every result in the result dialog, one skip in the skip dialog, up to the
 * winner, with screenshots of the bracket at desktop and phone width.
 */
import { expect, test, type Page } from './fixtures.ts';
import { ADMIN, api, PASSWORD, tokenOf } from './api-support.ts';
import { logIn } from './support.ts';

async function choose(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

type Entry = {
  id: string;
  coordinate: number;
  final: boolean;
  player1: { id: string } | null;
  player2: { id: string } | null;
};
type Tournament = {
  id: string;
  finished: boolean;
  bracketEntries: Entry[];
  winner: { user: { username: string } } | null;
};

test('an admin runs an 8-player single elimination from creation to the winner', async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey is enough; the phone layout is checked inside it');
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const names = Array.from({ length: 8 }, (_, i) => `tp${i}x${suffix}`);
  for (const username of names) {
    await api(base, 'POST', '/users', {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      repeatPassword: PASSWORD,
    });
  }

  await logIn(page, ADMIN.username, ADMIN.password);

  // Create: the defaults are single elimination, 8 players, random seed.
  await page.goto('/tournaments');
  await page.getByRole('button', { name: 'Create new' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create tournament' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Invalid name')).toBeVisible();
  await dialog.getByLabel('Name').fill(`E2E Cup ${suffix}`);
  await expect(dialog.getByRole('combobox', { name: 'Player count' })).toHaveText('8');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `E2E Cup ${suffix}` })).toBeVisible();
  await expect(page.getByText('In preparation')).toBeVisible();
  const tournamentId = page.url().split('/').pop() ?? '';

  // Add the eight players with the picker, then save.
  const picker = page.getByLabel('Select Player');
  for (const name of names) {
    await picker.fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: '8 Players' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data saved')).toBeVisible();

  // Seed and start.
  await page.getByRole('button', { name: 'Seed players and start' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to start the tournament?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText('In progress')).toBeVisible();
  const bracket = page.getByRole('region', { name: 'Bracket drawing' });
  for (const round of ['Quarter finals', 'Semi finals', 'Final'])
    await expect(bracket.getByText(round, { exact: true })).toBeVisible();
  for (const name of names) await expect(bracket.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Enter the result of/ })).toHaveCount(4);

  // One result through the dialog (player 1 wins 11 to 6) and one skip.
  await page.getByRole('button', { name: 'Enter the result of Quarter finals, match 1' }).click();
  const result = page.getByRole('dialog', { name: 'Enter the result' });
  const [points1, points2] = [
    result.getByRole('combobox', { name: 'Points' }).nth(0),
    result.getByRole('combobox', { name: 'Points' }).nth(1),
  ];
  await choose(page, points1, '11');
  await choose(page, points2, '6');
  await result.getByRole('button', { name: 'Add a game' }).click();
  await expect(result).toBeHidden();
  await expect(page.getByText('Game posted')).toBeVisible();
  await expect(page.getByRole('button', { name: /Enter the result of/ })).toHaveCount(3);

  await page.getByRole('button', { name: 'Skip Quarter finals, match 2' }).click();
  const skip = page.getByRole('dialog', { name: 'Who skips the game?' });
  await expect(skip.getByRole('button', { name: 'Skip' })).toBeDisabled();
  await skip.getByRole('combobox').click();
  await page.getByRole('listbox').getByRole('option').nth(1).click();
  await skip.getByRole('button', { name: 'Skip' }).click();
  await expect(skip).toBeHidden();
  await expect(page.getByRole('button', { name: /Enter the result of/ })).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath('bracket-desktop.png'), fullPage: true });

  // The remaining games through the API; the page polls and shows the winner.
  const token = await tokenOf(base, ADMIN.username, ADMIN.password);
  let t = await api<Tournament>(base, 'GET', `/singles/tournaments/${tournamentId}`);
  while (!t.finished) {
    const entry = t.bracketEntries.find((e) => e.player1 && e.player2 && !e.final);
    if (!entry?.player1 || !entry.player2) throw new Error('no playable entry left');
    t = await api<Tournament>(
      base,
      'POST',
      `/singles/tournaments/${tournamentId}/entry/${entry.id}`,
      {
        gameMode: 'SUDDEN_DEATH',
        player1Stats: { playerId: entry.player1.id, score: 11, sinks: 12 },
        player2Stats: { playerId: entry.player2.id, score: 4, sinks: 5 },
      },
      token,
    );
  }
  await page.reload();
  await expect(page.getByText('Finished')).toBeVisible();
  await expect(page.getByText(`Winner: ${t.winner?.user.username ?? ''}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Enter the result of/ })).toHaveCount(0);

  // Phone width: the bracket scrolls sideways inside its own box; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bracket).toBeVisible();
  // String expressions: the tools tsconfig has no DOM types, and these run in the page anyway.
  const [bracketScroll, bracketClient] = await page.evaluate<[number, number]>(
    `(() => { const el = document.querySelector('[role="region"][aria-label="Bracket drawing"]'); return [el.scrollWidth, el.clientWidth]; })()`,
  );
  expect(bracketScroll).toBeGreaterThan(bracketClient);
  const [pageWidth, innerWidth] = await page.evaluate<[number, number]>(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  );
  expect(pageWidth).toBeLessThanOrEqual(innerWidth);
  await page.screenshot({ path: testInfo.outputPath('bracket-phone.png'), fullPage: true });

  // The stream view needs no sign-in and has no owner controls.
  await page.context().clearCookies();
  await page.evaluate('localStorage.clear()');
  await page.goto(`/stream/singles/tournament/${tournamentId}`);
  await expect(page.getByRole('region', { name: 'Bracket drawing' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Enter the result of|Delete tournament/ })).toHaveCount(0);
});

/** Fails when two entry cards of the bracket overlap or a card is cut off by its drawing (run in the page). */
const CARD_LAYOUT_PROBLEMS = `(() => {
  const drawing = document.querySelector('[role="region"][aria-label="Bracket drawing"] > div');
  const cards = [...document.querySelectorAll('[role="region"][aria-label="Bracket drawing"] [data-coordinate]')].map((el) => ({ label: el.getAttribute('aria-label'), r: el.getBoundingClientRect() }));
  const box = drawing.getBoundingClientRect();
  const problems = [];
  for (const c of cards) {
    if (c.r.left < box.left - 0.5 || c.r.right > box.right + 0.5 || c.r.top < box.top - 0.5 || c.r.bottom > box.bottom + 0.5) problems.push('cut off: ' + c.label);
  }
  for (let i = 0; i < cards.length; i++) for (let j = i + 1; j < cards.length; j++) {
    const a = cards[i].r, b = cards[j].r;
    if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) problems.push('overlap: ' + cards[i].label + ' / ' + cards[j].label);
  }
  return problems;
})()`;

/** A calm page for a screenshot: no toast, no focus ring, the window at the top and the bracket box scrolled to `where`. */
async function tidyForScreenshot(page: Page, where: 'start' | 'end') {
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(
    `(() => { document.activeElement?.blur(); window.scrollTo(0, 0); const el = document.querySelector('[role="region"][aria-label="Bracket drawing"]'); el.scrollLeft = ${where === 'end' ? 'el.scrollWidth' : '0'}; })()`,
  );
}

test('an admin runs a 5-player double elimination through the dialogs to the winner', async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey is enough; the phone layout is checked inside it');
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const names = Array.from({ length: 5 }, (_, i) => `dp${i}x${suffix}`);
  for (const username of names) {
    await api(base, 'POST', '/users', {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      repeatPassword: PASSWORD,
    });
  }
  await logIn(page, ADMIN.username, ADMIN.password);

  // Create: double elimination, 8 places (D_RO_8), random seed.
  await page.goto('/tournaments');
  await page.getByRole('button', { name: 'Create new' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create tournament' });
  await dialog.getByLabel('Name').fill(`E2E Double ${suffix}`);
  await choose(page, dialog.getByRole('combobox', { name: 'Type', exact: true }), 'Double elimination');
  await choose(page, dialog.getByRole('combobox', { name: 'Player count' }), '8');
  await expect(dialog.getByRole('combobox', { name: 'Seed type' })).toHaveText('Random seed');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `E2E Double ${suffix}` })).toBeVisible();
  await expect(page.getByText('In preparation')).toBeVisible();
  await expect(page.getByText('Double elimination').first()).toBeVisible();

  // Add the five players with the picker, then save.
  const picker = page.getByLabel('Select Player');
  for (const name of names) {
    await picker.fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: '5 Players' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data saved')).toBeVisible();

  // Seed and start: both brackets are drawn with every player in them.
  await page.getByRole('button', { name: 'Seed players and start' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to start the tournament?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText('In progress')).toBeVisible();
  const bracket = page.getByRole('region', { name: 'Bracket drawing' });
  for (const title of ['Upper bracket', 'Lower bracket'])
    await expect(bracket.getByText(title, { exact: true })).toBeVisible();
  for (const name of names) await expect(bracket.getByText(name, { exact: true }).first()).toBeVisible();
  expect(await page.evaluate<string[]>(CARD_LAYOUT_PROBLEMS)).toEqual([]);
  await tidyForScreenshot(page, 'start');
  await page.screenshot({ path: testInfo.outputPath('double-start-desktop.png'), fullPage: true });

  // Every game through the dialogs: the first one is skipped, the others get a result (alternately player 1 and 2 win).
  const playable = page.getByRole('button', { name: /^Enter the result of / });
  let played = 0;
  let skipped = false;
  const finished = page.getByText('Finished', { exact: true });
  for (let round = 0; round < 20; round++) {
    await expect(playable.first().or(finished)).toBeVisible();
    if (await finished.isVisible()) break;
    const label = ((await playable.first().getAttribute('aria-label')) ?? '').replace(/^Enter the result of /, '');
    if (!skipped) {
      await page.getByRole('button', { name: `Skip ${label}`, exact: true }).click();
      const skip = page.getByRole('dialog', { name: 'Who skips the game?' });
      await expect(skip.getByRole('button', { name: 'Skip' })).toBeDisabled();
      await skip.getByRole('combobox').click();
      await page.getByRole('listbox').getByRole('option').nth(1).click();
      await skip.getByRole('button', { name: 'Skip' }).click();
      await expect(skip).toBeHidden();
      await expect(page.getByText('Game skipped')).toBeVisible();
      await expect(bracket.getByText('Forfeited')).toBeVisible();
      skipped = true;
    } else {
      await page.getByRole('button', { name: `Enter the result of ${label}`, exact: true }).click();
      const result = page.getByRole('dialog', { name: 'Enter the result' });
      const points = result.getByRole('combobox', { name: 'Points' });
      const [winner, loser] = played % 2 === 0 ? [0, 1] : [1, 0];
      await choose(page, points.nth(winner), '11');
      await choose(page, points.nth(loser), '6');
      await result.getByRole('button', { name: 'Add a game' }).click();
      await expect(result).toBeHidden();
      played++;
    }
    // The decided card loses its buttons.
    await expect(page.getByRole('button', { name: `Enter the result of ${label}`, exact: true })).toHaveCount(0);
  }
  await expect(finished).toBeVisible();
  expect(skipped).toBe(true);
  expect(played).toBeGreaterThanOrEqual(4);
  await expect(playable).toHaveCount(0);
  const winnerLine = page.getByText(/^Winner: /);
  await expect(winnerLine).toBeVisible();
  const winner = ((await winnerLine.textContent()) ?? '').replace(/^Winner: /, '');
  expect(names).toContain(winner);
  await expect(bracket.getByText(winner, { exact: true }).last()).toBeVisible();
  expect(await page.evaluate<string[]>(CARD_LAYOUT_PROBLEMS)).toEqual([]);
  await tidyForScreenshot(page, 'start');
  await page.screenshot({ path: testInfo.outputPath('double-finished-desktop.png'), fullPage: true });
  await tidyForScreenshot(page, 'end');
  await page.screenshot({ path: testInfo.outputPath('double-finished-desktop-scrolled.png'), fullPage: true });

  // Phone width: no overlap, the bracket scrolls sideways inside its box, the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bracket).toBeVisible();
  expect(await page.evaluate<string[]>(CARD_LAYOUT_PROBLEMS)).toEqual([]);
  const [bracketScroll, bracketClient] = await page.evaluate<[number, number]>(
    `(() => { const el = document.querySelector('[role="region"][aria-label="Bracket drawing"]'); return [el.scrollWidth, el.clientWidth]; })()`,
  );
  expect(bracketScroll).toBeGreaterThan(bracketClient);
  const [pageWidth, innerWidth] = await page.evaluate<[number, number]>(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  );
  expect(pageWidth).toBeLessThanOrEqual(innerWidth);
  await tidyForScreenshot(page, 'start');
  await page.screenshot({ path: testInfo.outputPath('double-finished-phone.png'), fullPage: true });
  // The end of the drawing (the grand finals and the winner) after scrolling the bracket box.
  await tidyForScreenshot(page, 'end');
  await page.screenshot({ path: testInfo.outputPath('double-finished-phone-scrolled.png'), fullPage: true });
});

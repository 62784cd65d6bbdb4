/**
 * Seasons (issue #25): two players qualify on the Singles board; the admin starts a new season from the board's
 * Seasons dialog (confirmed, issue #37) and renames it; the current board starts empty, then lists both players as
 * provisional after one game, while the past season and all-time still list both;
 * the winner's profile shows the season's stats, the all-time ones and the Season history. Screens at both widths.
 */
import { expect, test, type Page } from './fixtures.ts';
import { ADMIN, api, registerPlayers } from './api-support.ts';
import { expectNoHorizontalScroll, logIn } from './support.ts';

async function playSingles(
  base: string,
  winner: { id: string; token: string },
  loser: { id: string; token: string },
  loserScore: number,
) {
  const body = {
    gameMode: 'SUDDEN_DEATH',
    player1Stats: { playerId: winner.id, score: 11, sinks: 14 },
    player2Stats: { playerId: loser.id, score: loserScore, sinks: loserScore + 2 },
    gameEvents: [],
  };
  const { id } = await api<{ id: string }>(base, 'POST', '/singles', body, winner.token);
  await api(base, 'POST', `/singles/accept/${id}`, undefined, loser.token);
}

async function chooseSeason(page: Page, option: string | RegExp) {
  await page.getByRole('combobox', { name: 'Season' }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('the admin starts and renames a season; boards, profiles and the season history follow', async ({
  page,
  baseURL,
}, testInfo) => {
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const [ola, jan] = await registerPlayers(base, [`ola${suffix}`, `jan${suffix}`]);
  if (!ola || !jan) throw new Error('players missing');
  for (let i = 0; i < 5; i += 1) await playSingles(base, ola, jan, i + 2);

  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/singles?tab=players');
  const board = page.getByLabel('Singles leaderboard');
  await expect(board.getByTestId('leaderboard-row').filter({ hasText: ola.username })).toBeVisible();
  const before = (await page.getByRole('combobox', { name: 'Season' }).textContent()) ?? '';
  const pastName = before.replace(' (current)', '').trim();

  // The Seasons dialog: start a new season, through its own confirmation (issue #37).
  await page.getByRole('button', { name: 'Seasons' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seasons' });
  await expect(dialog).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath('seasons-dialog.png') });
  await dialog.getByRole('button', { name: 'Start a new season…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start a new season?' });
  await expect(confirm.getByText(`${pastName} ends for everyone now.`, { exact: false })).toBeVisible();
  const name = `Autumn ${suffix}`;
  await expect(confirm.getByLabel("New season's name")).toHaveValue('');
  await confirm.getByLabel("New season's name").fill(name);
  await confirm.getByRole('checkbox').check();
  await page.screenshot({ path: testInfo.outputPath('seasons-start-dialog.png') });
  await confirm.getByRole('button', { name: `End ${pastName} and start` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} has started`)).toBeVisible();

  // The current season's board starts again: nobody has played in it yet.
  await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(`${name} (current)`);
  await expect(page.getByText('No one has played this season yet')).toBeVisible();
  // One game of the new season: both players are on its board at once, provisional, under their own heading.
  await playSingles(base, ola, jan, 3);
  await page.reload();
  await expect(board.getByTestId('leaderboard-row').filter({ hasText: ola.username })).toContainText('Provisional');
  await expect(page.getByTestId('leaderboard-section')).toContainText('Provisional');
  // The season that ended and all-time still list both players.
  await chooseSeason(page, pastName);
  await expect(page).toHaveURL(/season=\d+/);
  await expect(board.getByTestId('leaderboard-row').filter({ hasText: ola.username })).toBeVisible();
  await chooseSeason(page, 'All-time');
  await expect(page).toHaveURL(/season=all/);
  // The winner: other tests' players (64-player tournaments) can push the loser past the board's first page.
  await expect(board.getByTestId('leaderboard-row').filter({ hasText: ola.username })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('seasons-all-time-board.png') });

  // Rename the new season.
  await page.getByRole('button', { name: 'Seasons' }).click();
  await dialog.getByRole('button', { name: `Rename ${name}` }).click();
  const renamed = `Fall ${suffix}`;
  await dialog.getByLabel(`New name of ${name}`).fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(`${renamed} (current)`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The current season's "Show inactive" switch.
  await chooseSeason(page, /\(current\)$/);
  await page.getByLabel('Show inactive').click();
  await expect(page).toHaveURL(/inactive=1/);
  await expect(page.getByLabel('Show inactive')).toBeChecked();

  // The winner's profile: the current season (one game), all-time, and the Season history.
  await page.goto(`/players/${ola.id}`);
  await expect(page.getByRole('heading', { name: /Game stats/ })).toContainText(renamed);
  const history = page.getByTestId('season-history');
  await expect(history).toContainText(pastName);
  await expect(history).toContainText('#1');
  await chooseSeason(page, 'All-time');
  await expect(page.getByRole('heading', { name: /Game stats/ })).toContainText('All-time');
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath('seasons-profile.png'), fullPage: true });
});

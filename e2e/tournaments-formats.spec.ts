/**
 * The new formats through the browser (issue 26), at 1280 px and at 390 px: the admin creates a Swiss and a groups
 * tournament in the create dialog with their settings, starts each, and enters every result in the result dialog up
 * to the winner; the page never scrolls sideways.
 */
import { expect, test, type Page } from './fixtures.ts';
import { ADMIN, api, registerPlayers, tokenOf } from './api-support.ts';
import { logIn } from './support.ts';

async function choose(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

const FORMATS = [
  { format: 'Swiss', players: 4, settings: [['Rounds', '3']], games: 6, shows: 'Round 3 of 3' },
  {
    format: 'Groups and playoffs',
    players: 6,
    settings: [
      ['Group size', '3'],
      ['Advance per group', '1'],
    ],
    games: 7,
    shows: 'Playoff',
  },
] as const;

for (const { format, players, settings, games, shows } of FORMATS) {
  test(`an admin creates and runs a ${format} tournament through the dialogs`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const base = baseURL ?? '';
    const suffix = `${String(Date.now()).slice(-5)}${testInfo.project.name[0] ?? ''}`;
    const entrants = await registerPlayers(
      base,
      Array.from({ length: players }, (_, i) => `fm${i}x${suffix}`),
    );
    await logIn(page, ADMIN.username, ADMIN.password);

    // Create it in the dialog, with the format's settings.
    await page.goto('/tournaments');
    await page.getByRole('button', { name: 'Create new' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create tournament' });
    const name = `E2E ${format} ${suffix}`;
    await dialog.getByLabel('Name').fill(name);
    await choose(page, dialog.getByRole('combobox', { name: 'Type', exact: true }), format);
    for (const [setting, value] of settings) await choose(page, dialog.getByRole('combobox', { name: setting }), value);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`${format} tournament`)).toBeVisible();

    // The players through the API (the picker has its own test), then start it here.
    const id = page.url().split('/').pop() ?? '';
    const admin = await tokenOf(base, ADMIN.username, ADMIN.password);
    await api(
      base,
      'POST',
      `/singles/tournaments/${id}/players`,
      entrants.map((p) => p.id),
      admin,
    );
    await page.reload();
    await page.getByRole('button', { name: 'Seed players and start' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure you want to start the tournament?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByText('In progress')).toBeVisible();

    // Every game through the result dialog, alternately won by the first and the second player.
    const playable = page.getByRole('button', { name: /^Enter the result of / });
    const finished = page.getByText('Finished', { exact: true });
    let played = 0;
    for (let i = 0; i < games + 2; i++) {
      await expect(playable.first().or(finished)).toBeVisible();
      if (await finished.isVisible()) break;
      const label = ((await playable.first().getAttribute('aria-label')) ?? '').replace(/^Enter the result of /, '');
      await playable.first().scrollIntoViewIfNeeded();
      await playable.first().click();
      const result = page.getByRole('dialog', { name: 'Enter the result' });
      const points = result.getByRole('combobox', { name: 'Points' });
      const [winner, loser] = played % 2 === 0 ? [0, 1] : [1, 0];
      await choose(page, points.nth(winner), '11');
      await choose(page, points.nth(loser), '4');
      await result.getByRole('button', { name: 'Add a game' }).click();
      await expect(result).toBeHidden();
      await expect(page.getByRole('button', { name: `Enter the result of ${label}`, exact: true })).toHaveCount(0);
      played++;
    }
    await expect(finished).toBeVisible();
    expect(played).toBe(games);
    await expect(page.getByText(shows, { exact: true }).first()).toBeVisible();
    const winnerLine = page.getByText(/^Winner: /);
    await expect(winnerLine).toBeVisible();
    expect(entrants.map((p) => p.username)).toContain(
      ((await winnerLine.textContent()) ?? '').replace(/^Winner: /, ''),
    );
    const [pageWidth, innerWidth] = await page.evaluate<[number, number]>(
      '[document.documentElement.scrollWidth, window.innerWidth]',
    );
    expect(pageWidth).toBeLessThanOrEqual(innerWidth);
    await page.screenshot({ path: testInfo.outputPath(`${format.replace(/ /g, '-')}-finished.png`), fullPage: true });
  });
}

/**
 * Tournament self-service (issue 27) in the browser, phone first: a player finds an open tournament, registers, checks
 * in, and once it starts reports the result of their match; the opponent confirms it from Games accepting, and the
 * bracket moves on (the tournament is won). The owner's part (opening check-in, starting) goes through the API.
 */
import { expect, test } from './fixtures.ts';
import { ADMIN, api, PASSWORD, registerPlayers, tokenOf, type TTournament } from './api-support.ts';
import { expectNoHorizontalScroll, logIn, logout } from './support.ts';

test('a player registers, checks in and reports; the opponent confirms from the acceptance page; the bracket moves', async ({
  page,
  baseURL,
}, testInfo) => {
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const [player, opponent] = await registerPlayers(base, [`ssp${suffix}`, `sso${suffix}`]);
  if (!player || !opponent) throw new Error('players missing');
  const admin = await tokenOf(base, ADMIN.username, ADMIN.password);
  const name = `Self Cup ${suffix}`;
  const t = await api<TTournament>(
    base,
    'POST',
    '/singles/tournaments',
    {
      tournamentName: name,
      tournamentType: 'SINGLE_ELIMINATION',
      seedType: 'RANDOM',
      size: 'RO_8',
      registrationOpen: true,
      capacity: 4,
    },
    admin,
  );
  await api(base, 'POST', `/singles/tournaments/${t.id}/register`, {}, opponent.token);
  const shot = async (label: string) => {
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`${label}.png`) });
  };

  // The player finds it among the open tournaments and registers.
  await logIn(page, player.username, PASSWORD);
  await page.goto('/tournaments');
  const open = page.getByRole('region', { name: 'Open tournaments' });
  await expect(open.getByText(name)).toBeVisible();
  await expect(open.getByText('1 / 4 registered')).toBeVisible();
  await shot('open-tournaments');
  await open.getByText(name).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You are in', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await shot('registered');

  // The owner opens check-in; the player checks in.
  await api(base, 'POST', `/singles/tournaments/${t.id}/check-in/open`, undefined, admin);
  await page.reload();
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('You are checked in')).toBeVisible();
  await api(base, 'POST', `/singles/tournaments/${t.id}/check-in`, undefined, opponent.token);

  // The owner starts; the player reports the one match: 11 : 6.
  await api(base, 'POST', `/singles/tournaments/${t.id}/seed`, undefined, admin);
  await page.reload();
  const mine = page.getByRole('region', { name: 'Matches' });
  await mine.getByRole('button', { name: /^Report result of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Report the result' });
  await expect(dialog).toBeVisible();
  // Each competitor's fields are a group named after them.
  const pick = async (who: string, value: string) => {
    await dialog.getByRole('group', { name: who }).getByRole('combobox', { name: 'Points' }).click();
    await page.getByRole('listbox').getByRole('option', { name: value, exact: true }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  };
  await pick(player.username, '11');
  await pick(opponent.username, '6');
  await shot('report-dialog');
  await dialog.getByRole('button', { name: 'Report result' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine.getByText('Result reported, waiting for confirmation')).toBeVisible();
  await shot('reported');

  // The opponent confirms it from Games accepting.
  await logout(page);
  await logIn(page, opponent.username, PASSWORD);
  await page.goto('/secure/acceptance');
  const item = page.getByRole('article').filter({ hasText: 'Confirm result' });
  await expect(item).toBeVisible();
  await shot('confirm-item');
  await item.getByRole('button', { name: 'Confirm result' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Game accepted')).toBeVisible();

  // The bracket moved: the final is decided and the player won the tournament.
  await page.goto(`/singles/tournament/${t.id}`);
  await expect(page.getByText(`Winner: ${player.username}`)).toBeVisible();
  await shot('bracket-moved');
});

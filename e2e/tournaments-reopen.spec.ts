/**
 * Reopening a tournament match (issue 24) in the browser: the owner of a finished tournament reopens a quarter final;
 * the confirmation lists the semi final and the final it resets; after it the quarter final can be played again and
 * the tournament has no winner. Phone first: the dialog fits 390 px without scrolling sideways.
 */
import { expect, test } from './fixtures.ts';
import { ADMIN, api, createTournament, registerPlayers, tokenOf, type TTournament } from './api-support.ts';
import { expectNoHorizontalScroll, logIn } from './support.ts';

type Entry = TTournament['bracketEntries'][number] & { game: { id: string } | null; final: boolean };

test('the owner reopens a quarter final of a finished tournament; its semi final and final are reset', async ({
  page,
  baseURL,
}, testInfo) => {
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const players = await registerPlayers(
    base,
    Array.from({ length: 8 }, (_, i) => `ro${i}${suffix}`),
  );
  const adminToken = await tokenOf(base, ADMIN.username, ADMIN.password);
  const created = await createTournament(base, adminToken, {
    gamePath: 'singles',
    name: `Reopen Cup ${suffix}`,
    tournamentType: 'SINGLE_ELIMINATION',
    seedType: 'RANDOM',
    size: 'RO_8',
    competitorIds: players.map((p) => p.id),
    seed: true,
  });
  // Every match played, competitor 1 winning 11 : 7.
  let t = created;
  for (;;) {
    const entry = (t.bracketEntries as Entry[]).find((e) => e.player1 && e.player2 && !e.final);
    if (!entry) break;
    const body = {
      gameMode: 'SUDDEN_DEATH',
      player1Stats: { playerId: entry.player1!.id, score: 11, sinks: 13 },
      player2Stats: { playerId: entry.player2!.id, score: 7, sinks: 9 },
      gameEvents: [],
    };
    t = await api<TTournament>(base, 'POST', `/singles/tournaments/${t.id}/entry/${entry.id}`, body, adminToken);
  }
  expect(t.finished).toBe(true);
  const quarter = (t.bracketEntries as Entry[]).find((e) => e.coordinate === 3)!;

  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto(`/singles/tournament/${t.id}`);
  await page.getByRole('button', { name: 'Reopen Quarter finals, match 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reopen this match?' });
  const resets = dialog.getByRole('region', { name: 'Matches that will be reset' });
  await expect(resets.getByText('These 2 later matches are reset')).toBeVisible();
  await expect(resets.getByRole('listitem')).toHaveCount(2);
  // In the order they are played: the semi final, then the final.
  await expect(resets.getByRole('listitem').first()).toContainText('Semi finals ·');
  await expect(resets.getByRole('listitem').nth(1)).toContainText('Final ·');
  await expect(dialog.getByText('The tournament has no winner until it finishes again.')).toBeVisible();
  await expect(dialog.getByText(/3 games are voided/)).toBeVisible();
  // The reason is required.
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(dialog.getByText('Give a reason of 1 to 500 characters')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('The score was entered for the wrong players');
  await expectNoHorizontalScroll(page);
  const shots = process.env.WIDTH_SHOTS_DIR;
  if (shots) await page.screenshot({ path: `${shots}/${testInfo.project.name}/reopen-dialog.png` });
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Match reopened')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The quarter final can be played again; its old game, the semi final's and the final's are voided.
  await expect(page.getByRole('button', { name: 'Enter the result of Quarter finals, match 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen Quarter finals, match 1' })).toHaveCount(0);
  const after = await api<TTournament & { winner: unknown }>(base, 'GET', `/singles/tournaments/${t.id}`);
  expect(after).toMatchObject({ finished: false, winner: null });
  const game = await api<{ status: string; voidReason: string }>(base, 'GET', `/singles/${quarter.game!.id}`);
  expect(game).toMatchObject({
    status: 'VOIDED',
    voidReason: 'Tournament match reopened: The score was entered for the wrong players',
  });
  await expectNoHorizontalScroll(page);
  if (shots)
    await page.screenshot({ path: `${shots}/${testInfo.project.name}/reopened-tournament.png`, fullPage: true });
});

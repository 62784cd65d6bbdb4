/**
 * PICKED seeding with a finger (issue 20 item 11): on a touch phone, pressing a competitor of the list and dragging it
 * onto a first-round slot places it there, instead of scrolling the page. Raw touch events through CDP, as a finger
 * sends them (touchstart, a short hold, touchmoves, touchend).
 */
import { expect, test, type CDPSession, type Locator, type Page } from './fixtures.ts';
import { ADMIN, createTournament, registerPlayers, tokenOf } from './api-support.ts';
import { logIn } from './support.ts';

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses `from`, holds it for `holdMs`, and slides the finger onto `to` in small steps. */
async function touchDrag(page: Page, cdp: CDPSession, from: Locator, to: Locator, holdMs: number) {
  const start = await centreOf(from);
  const end = await centreOf(to);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start.x, y: start.y }] });
  await page.waitForTimeout(holdMs);
  const steps = 16;
  for (let i = 1; i <= steps; i += 1) {
    const x = start.x + ((end.x - start.x) * i) / steps;
    const y = start.y + ((end.y - start.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('an admin places a competitor into a bracket slot with a finger', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'touch seeding is a phone journey');
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const players = await registerPlayers(
    base,
    Array.from({ length: 4 }, (_, i) => `tch${i}x${suffix}`),
  );
  const adminToken = await tokenOf(base, ADMIN.username, ADMIN.password);
  const tournament = await createTournament(base, adminToken, {
    gamePath: 'singles',
    name: `Touch Cup ${suffix}`,
    tournamentType: 'SINGLE_ELIMINATION',
    seedType: 'PICKED',
    size: 'RO_8',
    competitorIds: players.map((p) => p.id),
    seed: false,
  });

  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto(`/singles/tournament/${tournament.id}`);
  const bracket = page.getByRole('region', { name: 'Bracket drawing' });
  await expect(bracket).toBeVisible();
  const name = players[3]?.username ?? '';
  const other = players[2]?.username ?? '';
  const slotOf = (match: number, slot: 1 | 2) =>
    bracket
      .getByRole('group', { name: new RegExp(`^Quarter finals, match ${match}:`) })
      .locator(`.entry-slot[data-slot="${slot}"]`);

  // Placed with the form first (the list sits far above the bracket on a phone), then moved by finger in the bracket.
  await page.getByRole('combobox', { name: 'Match 1, slot 1' }).click();
  await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
  await expect(slotOf(1, 1)).toHaveText(name);
  // The menu's closing transition keeps a backdrop over the page that would take the touches.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  const target = slotOf(2, 2);
  await target.scrollIntoViewIfNeeded();
  await expect(slotOf(1, 1)).toBeInViewport();
  const scrollBefore = await page.evaluate<number>('window.scrollY');

  const cdp = await page.context().newCDPSession(page);
  await touchDrag(page, cdp, slotOf(1, 1), target, 400);

  await expect(target).toHaveText(name);
  await expect(slotOf(1, 1)).toHaveText('Drop here');
  // The finger moved the player, not the page.
  expect(await page.evaluate<number>('window.scrollY')).toBe(scrollBefore);
  await page.screenshot({ path: testInfo.outputPath('touch-seeded.png') });

  // From the list: press a player's row, hold, and drag it down; the page scrolls along (auto-scroll) to the slot.
  const row = page.getByRole('listitem').filter({ hasText: other });
  await row.scrollIntoViewIfNeeded();
  const from = await centreOf(row.getByRole('link', { name: other }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  await page.waitForTimeout(400);
  // To the bottom edge, held there while the page scrolls down to the bracket.
  for (let i = 1; i <= 10; i += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x, y: from.y + ((830 - from.y) * i) / 10 }],
    });
  await expect.poll(async () => (await slotOf(1, 1).boundingBox())?.y ?? 9999, { timeout: 15_000 }).toBeLessThan(600);
  // Out of the auto-scroll zone (the bottom fifth) so the page stops, then onto the slot.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x, y: 450 }] });
  await page.waitForTimeout(100);
  const drop = await centreOf(slotOf(1, 1));
  for (let i = 1; i <= 6; i += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + ((drop.x - from.x) * i) / 6, y: 450 + ((drop.y - 450) * i) / 6 }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(slotOf(1, 1)).toHaveText(other);
});

/**
 * Watching a live game (issue 28): a player scoring on a phone lets others watch; a second browser opens the watch
 * page from "Live now" and sees each point without a reload; once the game is posted the watch page links to it.
 */
import { expect, test } from './fixtures.ts';
import { registerPlayers } from './api-support.ts';
import { logIn } from './support.ts';

test('a game scored on a phone, watched live from another browser', async ({ browser, baseURL }) => {
  test.skip(test.info().project.name !== 'phone', 'one run: the phone scores, a desktop browser watches');
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const [scorer, rival] = await registerPlayers(base, [`scorer${suffix}`, `rival${suffix}`]);
  if (!scorer || !rival) throw new Error('players not registered');

  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  ).newPage();
  await logIn(phone, scorer.username, 'caps league e2e password');
  await phone.evaluate(() => localStorage.setItem('tutorialPassed', 'true'));
  await phone.goto('/secure/liveGame');
  const live = phone.getByRole('region', { name: 'Live game' });
  await live.getByRole('button', { name: 'You', exact: true }).click();
  await live.getByRole('button', { name: 'More' }).click();
  await phone.getByRole('menuitem', { name: 'Let others watch' }).click();
  await expect(live.getByRole('status').filter({ hasText: 'Others can watch' })).toBeVisible();
  await expect(live.getByRole('button', { name: 'Share link' })).toBeVisible();

  // Another browser finds it on the home page and opens it.
  const tv = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const streamOpened = tv.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200, {
    timeout: 20_000,
  });
  await tv.goto('/');
  await expect(tv.getByRole('heading', { name: 'Live now' })).toBeVisible();
  await tv.getByRole('link', { name: new RegExp(`^${scorer.username}’s live game`) }).click();
  await expect(tv).toHaveURL(/\/live\/[0-9a-f-]+$/);
  await streamOpened;
  const myScore = tv.getByLabel(`${scorer.username}: 0 points`);
  await expect(myScore).toBeVisible();

  // Each point shows on the TV without a reload (the 3 s poll is off while the stream is healthy).
  for (let point = 1; point <= 11; point++) {
    await live.getByRole('button', { name: 'You sank' }).click();
    await live.getByRole('button', { name: 'Missed' }).click();
    if (point === 1 || point === 11)
      await expect(tv.getByLabel(`${scorer.username}: ${point} points`)).toBeVisible({ timeout: 5_000 });
  }
  await expect(tv.getByText(`${scorer.username} won`, { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(tv.getByRole('listitem').filter({ hasText: `${scorer.username} won the game` })).toBeVisible();

  // Posted against the rival: the watch page links to the game.
  const form = live.getByRole('form', { name: 'Post the game' });
  await form.getByRole('button', { name: 'Singles' }).click();
  await form.getByRole('combobox').fill(rival.username.slice(0, 7));
  await form.getByRole('option', { name: new RegExp(rival.username) }).click();
  await form.getByRole('button', { name: 'Post game' }).click();
  await expect(live.getByRole('heading', { name: 'Game posted' })).toBeVisible();
  const link = tv.getByRole('link', { name: 'See the posted game' });
  await expect(link).toBeVisible({ timeout: 10_000 });
  await link.click();
  await expect(tv).toHaveURL(/\/(singles|easy|unranked)\/[0-9a-f-]+$/);
});

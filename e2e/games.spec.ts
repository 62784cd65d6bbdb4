/**
 * The games journey with two players in two browsers: A posts a singles game against B through the form, B sees the
 * notification and accepts it on Games Accepting, and both then find it, with its points, on the home page and the
 * game detail.
 */
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { logIn } from './support.ts';

const PASSWORD = 'caps league e2e password';

async function registerUser(baseURL: string, username: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: PASSWORD, repeatPassword: PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function signIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, username, PASSWORD);
  return page;
}

test('A posts a singles game, B accepts it, both see it with its points', async ({ browser, baseURL }) => {
  const suffix = String(Date.now()).slice(-6);
  const alice = `alice${suffix}`;
  const bob = `bob${suffix}`;
  await registerUser(baseURL ?? '', alice);
  await registerUser(baseURL ?? '', bob);

  // A posts the game from the Singles page.
  const a = await signIn(browser, alice);
  await a.goto('/singles');
  await a.getByRole('tab', { name: 'Post Game' }).click();
  await expect(a).toHaveURL(/\/singles\?tab=addGame$/);
  const form = a.getByRole('form', { name: 'Add a game' });
  await expect(form.getByText('You have to choose an opponent')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Add a game' })).toBeDisabled();
  await form.getByRole('combobox', { name: 'Select opponent' }).fill(bob.slice(0, 6));
  await a.getByRole('option', { name: bob }).click();
  const stake = form.getByRole('region', { name: 'Points at stake' });
  await expect(stake.getByText('If you win')).toBeVisible();
  await expect(stake.getByText('+15.00').first()).toBeVisible();
  await form.getByRole('combobox', { name: 'Your score' }).selectOption('11');
  await form.getByRole('combobox', { name: 'Your sinks' }).selectOption('13');
  await form.getByRole('combobox', { name: 'Opponent score' }).selectOption('5');
  await form.getByRole('combobox', { name: 'Opponent sinks' }).selectOption('7');
  await form.getByRole('button', { name: 'Add a game' }).click();
  await expect(a.getByText('Game posted')).toBeVisible();
  await expect(a).toHaveURL(/\/$/);

  // The poster sees it waiting.
  await a.goto('/secure/acceptance');
  await expect(
    a
      .getByRole('article')
      .filter({ hasText: `Victory against ${bob}` })
      .getByText('Pending game'),
  ).toBeVisible();

  // B is told, and accepts.
  const b = await signIn(browser, bob);
  await b.getByRole('button', { name: 'Notifications, 1 unseen' }).click();
  const popover = b.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByText(`You have a game with ${alice} to accept.`)).toBeVisible();
  await popover.getByRole('button', { name: /Accept game/ }).click();
  await expect(b).toHaveURL(/\/secure\/acceptance$/);
  const request = b.getByRole('article').filter({ hasText: `Loss against ${alice} 5 : 11` });
  await expect(request.getByText('Rebuttals 2 : 2 · Sinks 7 : 13')).toBeVisible();
  await request.getByRole('button', { name: 'Accept' }).click();
  await b
    .getByRole('dialog', { name: `Are you sure you want to accept a game against ${alice}?` })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(b.getByText('Game accepted')).toBeVisible();
  await expect(b.getByText('No games to accept')).toBeVisible();

  // Both find it on the home page, and its detail shows the points that moved.
  for (const page of [b, a]) {
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Latest Games' });
    const card = latest.getByRole('link', { name: new RegExp(`${alice} vs ${bob}`) });
    await expect(card).toBeVisible();
    await expect(card.getByLabel('Score 11 to 5')).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/singles\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('region', { name: alice, exact: true }).getByText('Winner')).toBeVisible();
    await expect(page.getByRole('region', { name: alice, exact: true }).getByText('+15.00')).toBeVisible();
    await expect(page.getByRole('region', { name: bob, exact: true }).getByText('\u221215.00')).toBeVisible();
  }
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { expectSignedInAs, logIn, logout, submitLogin } from './support.ts';

/** The newest reset link mailed to `email`, read from the server's outbox folder. */
async function readResetLink(dir: string, email: string, notBefore: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(dir).catch(() => [] as string[]);
        const files = await Promise.all(
          names.map(async (name) => {
            const file = path.join(dir, name);
            return { file, mtime: (await fs.stat(file)).mtimeMs };
          }),
        );
        files.sort((a, b) => b.mtime - a.mtime);
        for (const { file, mtime } of files) {
          if (mtime < notBefore - 1000) break;
          const text = await fs.readFile(file, 'utf8');
          const match = text.match(/https?:\/\/[^\s"'<>]*\/resetUpdate\?code=[^\s"'<>]+/);
          if (text.includes(`To: ${email}`) && match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a reset email to ${email} in ${dir}` },
    )
    .toBe(true);
  if (!link) throw new Error('no reset link');
  const url = new URL(link.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

test('register, log out, log in, reset a forgotten password and log in with the new one', async ({
  page,
  outboxDir,
}, testInfo) => {
  const suffix = `${Date.now().toString(36).slice(-6)}${testInfo.project.name.slice(0, 1)}`;
  const username = `e2e${suffix}`;
  const email = `${username}@example.com`;
  const firstPassword = 'first password 1';
  const newPassword = 'second password 2';

  // Register: signs in and lands on the homepage.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByLabel('Repeat password', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'News Feed' })).toBeVisible();
  await expectSignedInAs(page, username);

  await logout(page);

  // Log in again with the first password.
  await logIn(page, username, firstPassword);
  await expectSignedInAs(page, username);
  await logout(page);

  // Forgot password: ask for a reset link from the login page.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Reset', exact: true }).click();
  await expect(page).toHaveURL(/\/reset$/);
  const requestedAt = Date.now();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByText('Password reset token was send to an email associated with your account')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Check your mailbox' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset\/go$/);

  // Follow the link from the mail and choose a new password.
  await page.goto(await readResetLink(outboxDir, email, requestedAt));
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Password was updated')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await submitLogin(page, username, firstPassword);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  await logIn(page, username, newPassword);
  await expectSignedInAs(page, username);
});

test('the login page returns to the secure page that sent the visitor there', async ({ page }, testInfo) => {
  const username = `e2r${Date.now().toString(36).slice(-6)}${testInfo.project.name.slice(0, 1)}`;
  const password = 'return password 1';
  await page.goto('/register');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logout(page);

  await page.goto('/secure/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/secure\/profile$/);
  await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
  await expect(page.getByText('Never played')).toBeVisible();
});

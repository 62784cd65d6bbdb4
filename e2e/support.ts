/** Helpers shared by the browser tests. */
import { expect, type Page } from '@playwright/test';

/** True when the page runs at phone width (the phone project), where navigation sits in a drawer. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 600;
}

/**
 * Dismisses the global alert if one shows: on a phone it can cover the last drawer entries, and
 * hovering it pauses its timer, so a click aimed under it would wait forever.
 */
async function dismissAlert(page: Page) {
  const close = page.getByRole('button', { name: /^(Close|Zamknij)$/ });
  // The alert may be closing already (its exit transition), so do not wait for it.
  if (await close.isVisible()) await close.click({ timeout: 2000 }).catch(() => undefined);
}

/** Makes the navigation usable: opens the drawer on phones, hovers the rail open on desktop. */
export async function openNavigation(page: Page) {
  await dismissAlert(page);
  // In English or in Polish (e2e/i18n.spec.ts walks the app in Polish).
  const nav = page.getByRole('navigation', { name: /^(Main navigation|Nawigacja główna)$/ });
  if (isPhone(page)) {
    await page.getByRole('button', { name: /^(Open navigation menu|Otwórz menu)$/ }).click();
    await expect(nav).toBeVisible();
  } else {
    await nav.hover();
  }
  return nav;
}

/** Follows one drawer entry and waits for the page's heading. */
export async function navigateTo(page: Page, entry: string, heading: string) {
  const nav = await openNavigation(page);
  await nav.getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** Fills and sends the login form (which may refuse the password). */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  // In English or in Polish (the screen sweep also runs in Polish).
  await page.getByLabel(/^(Username|Nazwa użytkownika)$/).fill(username);
  await page.getByLabel(/^(Password|Hasło)$/).fill(password);
  await page.getByRole('button', { name: /^(Log in|Zaloguj się)$/ }).click();
}

/** Signs in through the login page and waits for the home page it leads to. */
export async function logIn(page: Page, username: string, password: string) {
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/$/);
}

/** Clicks Logout in the navigation and waits until the visitor's Login entry is back. */
export async function logout(page: Page) {
  const nav = await openNavigation(page);
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const after = await openNavigation(page);
  await expect(after.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  if (isPhone(page)) await page.keyboard.press('Escape');
}

/** The page never scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  // A string expression: the tools tsconfig has no DOM types, and this runs in the page anyway.
  const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  );
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The navigation shows the signed-in player's profile entry (closing the phone drawer again). */
export async function expectSignedInAs(page: Page, username: string) {
  const nav = await openNavigation(page);
  await expect(nav.getByRole('link', { name: username, exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  if (isPhone(page)) {
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  } else {
    await page.mouse.move(640, 400);
  }
}

import { expect, test } from './fixtures.ts';
import { expectNoHorizontalScroll, isPhone, navigateTo, openNavigation } from './support.ts';

test.describe('app shell', () => {
  test('home, then Rules and Commandments through the navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'News Feed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest Games' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await navigateTo(page, 'Rules', 'Rules');
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByRole('heading', { name: 'What you need' })).toBeVisible();
    await expect(page.getByText('3 cans of 354.8 ml or 2 cans of 0.5 l')).toBeVisible();
    await expectNoHorizontalScroll(page);

    await navigateTo(page, 'Commandments', '10 Commandments');
    await expect(page).toHaveURL(/\/10commandments$/);
    await expect(page.getByRole('listitem')).toHaveCount(10);
    await expectNoHorizontalScroll(page);

    await navigateTo(page, 'Homepage', 'Caps League');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the navigation lists the visitor entries in order', async ({ page }) => {
    await page.goto('/rules');
    const nav = await openNavigation(page);
    const expected = [
      'Homepage',
      'Search',
      'Tournaments',
      'Singles',
      'Easy Caps',
      'Unranked',
      'Doubles',
      'Commandments',
      'Rules',
      'Login',
    ];
    // Waits for the labels (the language's catalogue may still be on its way).
    await expect(nav.locator('.nav-label')).toHaveText(isPhone(page) ? ['Live game', ...expected] : expected);
  });

  test('a secure page sends a visitor to the login page', async ({ page }) => {
    await page.goto('/secure/teams');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('desktop rail: collapsed to 50 px, 300 px on hover; phone: drawer closes after navigating', async ({ page }) => {
    await page.goto('/rules');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    if (isPhone(page)) {
      await openNavigation(page);
      await nav.getByRole('link', { name: 'Commandments', exact: true }).click();
      await expect(nav).toBeHidden();
    } else {
      await expect.poll(async () => (await nav.boundingBox())?.width).toBe(50);
      await nav.hover();
      await expect.poll(async () => (await nav.boundingBox())?.width).toBe(300);
      await page.getByRole('heading', { name: 'Rules', level: 1 }).hover();
      await expect.poll(async () => (await nav.boundingBox())?.width).toBe(50);
    }
  });

  test('the navigation is reachable with the keyboard', async ({ page }) => {
    test.skip(isPhone(page), 'phones open the drawer with the menu button');
    await page.goto('/rules');
    await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Homepage', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });
});

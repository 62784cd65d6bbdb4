/**
 * Languages (issue 29): a player switches to Polish in the drawer and walks the homepage, posting a game, the profile and
 * a tournament in Polish (numbers with a decimal comma, dates in Polish, `<html lang="pl">`); the choice stays on the
 * device and on the account, and a browser that asks for Polish starts in Polish.
 */
import { expect, test, type Page } from './fixtures.ts';
import { ADMIN, createTournament, registerPlayers, tokenOf } from './api-support.ts';
import { isPhone, logIn, openNavigation } from './support.ts';

/** Chooses `language` (its own name: 'Polski', 'English') in the drawer's language row. */
async function chooseLanguage(page: Page, language: 'Polski' | 'English', groupName: 'Language' | 'Język') {
  const nav = await openNavigation(page);
  // The app switches once the language's catalogue (a chunk of its own) is in: Polish is downloaded on this first
  // choice (English came with the page). On a busy machine that download, not the switch, is what can take seconds,
  // so wait for it; once it is in, <html lang> must follow at once.
  const catalogue =
    language === 'Polski'
      ? page.waitForResponse((response) => /^\/assets\/pl-[\w-]+\.js$/.test(new URL(response.url()).pathname))
      : undefined;
  await nav.getByRole('group', { name: groupName }).getByRole('button', { name: language }).click();
  if (catalogue) expect((await catalogue).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'Polski' ? 'pl' : 'en');
  // The page is drawn anew in the new language (the phone drawer closes with it).
  if (isPhone(page)) await expect(nav).toBeHidden();
}

test('a player switches to Polish and walks the homepage, a game post, the profile and a tournament', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const [ania, kuba, ola, piotr] = await registerPlayers(base, [
    `ania${suffix}`,
    `kuba${suffix}`,
    `ola${suffix}`,
    `piotr${suffix}`,
  ]);
  if (!ania || !kuba || !ola || !piotr) throw new Error('players not registered');
  const admin = await tokenOf(base, ADMIN.username, ADMIN.password);
  const cup = await createTournament(base, admin, {
    gamePath: 'singles',
    name: `Puchar Kapsla ${suffix}`,
    tournamentType: 'SINGLE_ELIMINATION',
    seedType: 'RANDOM',
    size: 'RO_8',
    competitorIds: [ania.id, kuba.id, ola.id, piotr.id],
    seed: true,
  });

  await logIn(page, ania.username, 'caps league e2e password');
  await chooseLanguage(page, 'Polski', 'Language');

  // The homepage.
  await expect(page.getByRole('heading', { name: 'Aktualności' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ostatnie gry' })).toBeVisible();
  const nav = await openNavigation(page);
  await expect(nav.getByRole('link', { name: 'Strona główna', exact: true })).toBeVisible();
  await expect(nav.getByRole('group', { name: 'Język' }).getByRole('button', { name: 'Polski' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  if (isPhone(page)) await page.keyboard.press('Escape');

  // Posting a game, with the points at stake in Polish numbers.
  await page.goto('/singles?tab=addGame');
  await expect(page.getByRole('tab', { name: 'Dodaj grę' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Dodaj grę' });
  await expect(form.getByText('Musisz wybrać przeciwnika')).toBeVisible();
  await form.getByRole('combobox', { name: 'Wybierz przeciwnika' }).fill(kuba.username.slice(0, 6));
  await page.getByRole('option', { name: kuba.username }).click();
  const stake = form.getByRole('region', { name: 'Punkty do wzięcia' });
  await expect(stake.getByText('Jeśli wygrasz')).toBeVisible();
  await expect(stake.getByText(/^\+\d+,\d\d$/).first()).toBeVisible();
  await form.getByRole('combobox', { name: 'Twoje punkty' }).selectOption('11');
  await form.getByRole('combobox', { name: 'Twoje zbicia' }).selectOption('12');
  await form.getByRole('combobox', { name: 'Punkty przeciwnika' }).selectOption('6');
  await form.getByRole('combobox', { name: 'Zbicia przeciwnika' }).selectOption('8');
  await form.getByRole('button', { name: 'Dodaj grę' }).click();
  await expect(page.getByText('Gra dodana')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The profile: its header, tabs and stats in Polish, decimals with a comma.
  await page.goto('/secure/profile');
  await expect(page.getByRole('heading', { name: ania.username, level: 1 })).toBeVisible();
  await expect(page.getByText('Ostatnio widziany:')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Przegląd' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Statystyki gier' })).toBeVisible();
  await expect(page.getByText(/^\d+,\d\d$/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Osiągnięcia' }).click();
  await expect(page.getByRole('heading', { name: 'Osiągnięcia' })).toBeVisible();

  // A tournament: its details, round names and bracket in Polish.
  await page.goto(`/singles/tournament/${cup.id}`);
  await expect(page.getByRole('heading', { name: `Puchar Kapsla ${suffix}`, level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Szczegóły turnieju' });
  await expect(details.getByText('W toku')).toBeVisible();
  await expect(details.getByText('Turniej: Pojedyncza eliminacja')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drabinka' })).toBeVisible();
  await expect(page.getByText('Półfinały', { exact: true }).first()).toBeVisible();

  // The device remembers the choice.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { name: 'Drabinka' })).toBeVisible();

  // The account remembers it too: signing in on another (English) browser switches it to Polish.
  const other = await browser.newContext({ locale: 'en-GB', viewport: page.viewportSize() ?? undefined });
  const elsewhere = await other.newPage();
  await elsewhere.goto('/');
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
  await logIn(elsewhere, ania.username, 'caps league e2e password');
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(elsewhere.getByRole('heading', { name: 'Aktualności' })).toBeVisible();
  await other.close();

  // And back to English.
  await chooseLanguage(page, 'English', 'Język');
  await expect(page.getByRole('heading', { name: 'Bracket' })).toBeVisible();
});

test('a browser that asks for Polish starts in Polish', async ({ browser, page }) => {
  const context = await browser.newContext({ locale: 'pl-PL', viewport: page.viewportSize() ?? undefined });
  const polish = await context.newPage();
  await polish.goto('/tournaments');
  await expect(polish.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(polish.getByRole('heading', { name: 'Turnieje', level: 1 })).toBeVisible();
  await context.close();
});

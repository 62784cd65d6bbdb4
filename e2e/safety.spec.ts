/** Browser safety: strict headers, and markup in usernames, team and tournament names and news shown as text, never run. */
import { ADMIN } from './api-support.ts';
import { expect, test } from './fixtures.ts';

const PAYLOAD = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

test('markup in news, usernames, team and tournament names is shown as text and never runs', async ({
  page,
  request,
  baseURL,
}) => {
  const headers = (await request.get('/')).headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();

  const login = async (username: string, password: string) =>
    (
      (await (await request.post(`${baseURL}/api/login`, { form: { username, password } })).json()) as {
        authToken: string;
      }
    ).authToken;
  const admin = await login(ADMIN.username, ADMIN.password);
  const title = `Hello ${Date.now()}`;
  const post = await request.post(`${baseURL}/api/dashboard/posts`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { title, description: PAYLOAD, signature: '<b>admin</b>' },
  });
  expect(post.status()).toBe(201);

  const suffix = String(Date.now() % 100000);
  const names = [`<i>x${suffix}`, `<b>y${suffix}`];
  const ids: string[] = [];
  for (const username of names) {
    const res = await request.post(`${baseURL}/api/users`, {
      data: {
        username,
        email: `u${suffix}${ids.length}@example.com`,
        password: 'password1',
        repeatPassword: 'password1',
      },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  const token = await login(names[0] ?? '', 'password1');
  const team = await request.post(`${baseURL}/api/teams`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: '<svg onload=alert(1)>', players: ids },
  });
  expect(team.status()).toBe(201);
  const teamId = ((await team.json()) as { id: string }).id;

  const cupName = `<img src=x onerror="window.__pwned=1">Cup ${suffix}`;
  const cup = await request.post(`${baseURL}/api/singles/tournaments`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { tournamentName: cupName, tournamentType: 'SINGLE_ELIMINATION', seedType: 'RANDOM', size: 'RO_8' },
  });
  expect(cup.status()).toBe(201);

  await page.goto('/');
  await expect(page.getByText(PAYLOAD).first()).toBeVisible();
  await page.goto('/tournaments');
  await expect(page.getByText(cupName).first()).toBeVisible();
  await page.goto(`/players/${ids[0]}`);
  await expect(page.getByText(names[0] ?? '').first()).toBeVisible();
  await page.goto(`/teams/${teamId}`);
  await expect(page.getByText('<svg onload=alert(1)>').first()).toBeVisible();
  expect(await page.evaluate('window.__pwned')).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);

  // nothing secret is kept in the browser
  const stored = await page.evaluate<string>('JSON.stringify({ ...localStorage }) + document.cookie');
  expect(stored).not.toContain('password1');
});

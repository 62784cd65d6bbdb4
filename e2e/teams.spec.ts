/**
 * The teams journey: A creates a team with B through the Teams screen, C and D form a team, A posts a doubles game
 * against them through the doubles form, C accepts it for their team, and after five games the team leaderboard and
 * both team pages show the result.
 */
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { api, PASSWORD } from './api-support.ts';
import { logIn } from './support.ts';

async function registerUser(baseURL: string, username: string): Promise<{ id: string; token: string }> {
  const user = await api<{ id: string }>(baseURL, 'POST', '/users', {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    repeatPassword: PASSWORD,
  });
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username, password: PASSWORD }),
  });
  const tokens = (await response.json()) as { authToken: string };
  return { id: user.id, token: tokens.authToken };
}

async function signIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, username, PASSWORD);
  return page;
}

type Team = { id: string; playerList: string[] };

function doublesBody(home: Team, away: Team, homeScore: number, awayScore: number) {
  return {
    gameMode: 'SUDDEN_DEATH',
    team1: home.id,
    team2: away.id,
    team1Players: home.playerList,
    team2Players: away.playerList,
    team1Score: homeScore,
    team2Score: awayScore,
    playerStatsDtos: [...home.playerList, ...away.playerList].map((playerId) => ({ playerId, score: 0, sinks: 0 })),
    gameEventList: [],
  };
}

test('two teams play doubles: create a team, post, accept, and see the team leaderboard and team pages', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'one journey is enough; the phone layouts are covered by component tests',
  );
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const [a, b, c, d] = ['ann', 'ben', 'cat', 'dan'].map((n) => `${n}${suffix}`) as [string, string, string, string];
  const users = {
    a: await registerUser(base, a),
    b: await registerUser(base, b),
    c: await registerUser(base, c),
    d: await registerUser(base, d),
  };
  const homeName = `Sharks ${suffix}`;
  const awayName = `Lids ${suffix}`;

  // A creates a team with B in the Teams screen.
  const pageA = await signIn(browser, a);
  await pageA.goto('/secure/teams');
  await expect(pageA.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
  await expect(pageA.getByText('No teams, create one')).toBeVisible();
  await pageA.getByRole('button', { name: 'Create new' }).click();
  const dialog = pageA.getByRole('dialog', { name: 'Create Team' });
  await dialog.getByLabel('Team Name').fill(homeName);
  await dialog.getByRole('combobox', { name: 'Search Player' }).fill(b);
  await pageA.getByRole('option', { name: b }).click();
  await expect(dialog.getByRole('combobox', { name: 'Search Player' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(pageA.getByText('Team created')).toBeVisible();
  const yourTeams = pageA.getByRole('list', { name: 'Your teams' });
  await expect(yourTeams.getByText(homeName)).toBeVisible();
  await yourTeams.getByRole('button', { name: new RegExp(`^${homeName}`) }).click();
  await expect(pageA.getByRole('region', { name: 'Team details' }).getByRole('link', { name: b })).toBeVisible();

  // C and D form the other team.
  const away = await api<Team & { name: string }>(
    base,
    'POST',
    '/teams',
    { name: awayName, players: [users.c.id, users.d.id] },
    users.c.token,
  );

  // A posts a doubles game against them: 11 : 6.
  await pageA.goto('/doubles?tab=addGame');
  const form = pageA.getByRole('form', { name: 'Add a doubles game' });
  await expect(form.getByText('You have to choose an opposing team')).toBeVisible();
  await form.getByRole('combobox', { name: 'Select opposing team' }).fill(`lids ${suffix}`);
  await pageA.getByRole('option', { name: new RegExp(awayName) }).click();
  // Only the players' points are entered; each team's score is their sum.
  await form.getByRole('combobox', { name: `${a} points` }).selectOption('7');
  await form.getByRole('combobox', { name: `${b} points` }).selectOption('4');
  await form.getByRole('combobox', { name: `${c} points` }).selectOption('6');
  await expect(form.getByRole('status', { name: 'Your team points' })).toHaveText('11');
  await expect(form.getByRole('status', { name: 'Opposing team points' })).toHaveText('6');
  await form.getByRole('button', { name: 'Add a game' }).click();
  await expect(pageA.getByText('Game posted')).toBeVisible();
  await expect(pageA).toHaveURL(/\/$/);

  // C accepts it for the team on Games Accepting.
  const pageC = await signIn(browser, c);
  await pageC.goto('/secure/acceptance');
  const request = pageC.getByRole('article').filter({ hasText: homeName });
  await request.getByRole('button', { name: 'Accept' }).click();
  await pageC.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(pageC.getByText('Game accepted')).toBeVisible();

  // Four more games (A's team wins them all) bring both teams onto the leaderboard.
  const home = (
    await api<{ content: Array<Team & { name: string }> }>(
      base,
      'GET',
      `/teams/${users.a.id}`,
      undefined,
      users.a.token,
    )
  ).content[0] as Team;
  for (let i = 0; i < 4; i++) {
    const game = await api<{ id: string }>(base, 'POST', '/doubles', doublesBody(home, away, 11, i), users.b.token);
    await api(base, 'POST', `/doubles/accept/${game.id}`, undefined, users.d.token);
  }

  await pageA.goto('/doubles?tab=players');
  const board = pageA.getByRole('table', { name: 'Team leaderboard' });
  const homeRow = board.getByTestId('team-leaderboard-row').filter({ hasText: homeName });
  const awayRow = board.getByTestId('team-leaderboard-row').filter({ hasText: awayName });
  await expect(homeRow).toBeVisible();
  await expect(awayRow).toBeVisible();
  await expect(homeRow.getByRole('link', { name: b })).toHaveAttribute('href', `/players/${users.b.id}`);

  // Both team pages show five games, won and lost; the doubles game screen links each team to its own page.
  await homeRow.getByRole('link', { name: homeName }).click();
  await expect(pageA.getByRole('heading', { name: homeName, level: 1 })).toBeVisible();
  const homeStats = pageA.getByRole('region', { name: 'Doubles' });
  await expect(homeStats.getByText('Games won').locator('xpath=following-sibling::*[1]')).toHaveText('5');
  await expect(pageA.getByRole('region', { name: 'Members' }).getByRole('link', { name: a })).toBeVisible();

  await pageC.goto(`/teams/${away.id}`);
  await expect(pageC.getByRole('heading', { name: awayName, level: 1 })).toBeVisible();
  await expect(
    pageC.getByRole('region', { name: 'Doubles' }).getByText('Games lost').locator('xpath=following-sibling::*[1]'),
  ).toHaveText('5');
  await pageC.getByRole('region', { name: 'Games' }).getByRole('link').last().click();
  await expect(pageC.getByRole('heading', { name: 'Doubles game', level: 1 })).toBeVisible();
  const versus = pageC.getByRole('region', { name: `${homeName} versus ${awayName}` });
  await expect(versus.getByRole('link', { name: awayName })).toHaveAttribute('href', `/teams/${away.id}`);
  await expect(versus.getByRole('link', { name: homeName })).toHaveAttribute('href', `/teams/${home.id}`);
});

/**
 * The stream view on a 1920×1080 screen (issue 26): every format's largest bracket (single elimination of 64, double
 * elimination of 16 with the grand final reset, round robin of 16, Swiss and groups of 64) is visible whole, without
 * scrolling, scaled to fit, when it starts and again well into play (groups: every group played and the playoff
 * beside the tables; Swiss: in its third round; double elimination: deep into the lower bracket); and it shows a
 * result entered elsewhere without a reload.
 */
import { expect, test } from './fixtures.ts';
import { ADMIN, api, createTournament, registerPlayers, tokenOf, type TTournament } from './api-support.ts';

/** `played`: results entered before the second look (the first open entry each time). */
const FORMATS = [
  {
    kind: 'single elimination 64',
    tournamentType: 'SINGLE_ELIMINATION',
    seedType: 'RANDOM',
    size: 'RO_64',
    entrants: 64,
    played: 40,
  },
  {
    kind: 'double elimination 16',
    tournamentType: 'DOUBLE_ELIMINATION',
    seedType: 'RANDOM',
    size: 'D_RO_16',
    entrants: 16,
    played: 24,
  },
  {
    kind: 'round robin 16',
    tournamentType: 'ROUND_ROBIN',
    seedType: 'ROUND_ROBIN_CIRCLE',
    size: 'D_RO_16',
    entrants: 16,
    played: 60,
  },
  { kind: 'swiss 64', tournamentType: 'SWISS', seedType: 'RANDOM', size: 'RO_64', entrants: 64, played: 72 },
  // 16 groups of 4 play 6 games each; then 4 of the playoff's.
  {
    kind: 'groups 64',
    tournamentType: 'GROUPS_PLAYOFFS',
    seedType: 'RANDOM',
    size: 'RO_64',
    entrants: 64,
    played: 100,
  },
] as const;

/** Enters `count` results, each on the first entry open at the time (its first competitor wins). */
async function play(base: string, admin: string, id: string, count: number): Promise<TTournament> {
  let t = await api<TTournament>(base, 'GET', `/singles/tournaments/${id}`);
  for (let i = 0; i < count; i++) {
    const entry = t.bracketEntries.find((e) => e.player1 && e.player2 && !e.final);
    if (!entry?.player1 || !entry.player2) break;
    t = await api<TTournament>(
      base,
      'POST',
      `/singles/tournaments/${id}/entry/${entry.id}`,
      {
        gameMode: 'SUDDEN_DEATH',
        player1Stats: { playerId: entry.player1.id, score: 11, sinks: 12 },
        player2Stats: { playerId: entry.player2.id, score: i % 11, sinks: i % 11 },
        gameEvents: [],
      },
      admin,
    );
  }
  return t;
}

/** What sticks out of the window: the page's own overflow and any entry card outside the screen. */
const OUTSIDE = `(() => {
  const out = [];
  const { scrollWidth, scrollHeight } = document.documentElement;
  if (scrollWidth > innerWidth || scrollHeight > innerHeight) out.push('page ' + scrollWidth + '×' + scrollHeight);
  for (const card of document.querySelectorAll('.entry-card')) {
    const r = card.getBoundingClientRect();
    if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) out.push('card ' + card.getAttribute('data-coordinate') + ' at ' + Math.round(r.right) + ',' + Math.round(r.bottom));
  }
  for (const box of document.querySelectorAll('[role="region"][aria-label="Bracket drawing"]')) {
    if (box.scrollWidth > box.clientWidth + 1) out.push('bracket box scrolls ' + box.scrollWidth + ' > ' + box.clientWidth);
  }
  return out.slice(0, 5);
})()`;

test('the stream view shows every format’s largest bracket whole at 1920×1080, and updates itself', async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a big screen');
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const players = await registerPlayers(
    base,
    Array.from({ length: 64 }, (_, i) => `st${i}x${suffix}`),
  );
  const admin = await tokenOf(base, ADMIN.username, ADMIN.password);
  await page.setViewportSize({ width: 1920, height: 1080 });

  const tournaments: Array<{ kind: string; played: number; t: TTournament }> = [];
  for (const { kind, tournamentType, seedType, size, entrants, played } of FORMATS) {
    const competitorIds = players.slice(0, entrants).map((p) => p.id);
    tournaments.push({
      kind,
      played,
      t: await createTournament(base, admin, {
        gamePath: 'singles',
        name: `Stream ${kind} ${suffix}`,
        tournamentType,
        seedType,
        size,
        competitorIds,
        seed: true,
      }),
    });
  }

  // The stream view never places seeds: it loads no drag-and-drop code (picked-dnd.tsx; its tiny loader may come along).
  const dragAndDrop: string[] = [];
  page.on('request', (request) => {
    if (/\/picked-dnd-(?!loader)[\w-]+\.js$/.test(new URL(request.url()).pathname)) dragAndDrop.push(request.url());
  });
  const looksWhole = async (kind: string, id: string, shot: string) => {
    await page.goto(`/stream/singles/tournament/${id}`);
    await expect(page.locator('.entry-card').first()).toBeVisible();
    // Once fitted, nothing is outside the window.
    await expect.poll(() => page.evaluate<string[]>(OUTSIDE), { message: kind }).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`stream-${kind.replace(/ /g, '-')}-${shot}.png`) });
  };
  for (const { kind, t } of tournaments) await looksWhole(kind, t.id, 'start');
  for (const { kind, played, t } of tournaments) {
    const now = await play(base, admin, t.id, played);
    expect(now.finished, kind).toBe(false);
    await looksWhole(kind, t.id, 'in-play');
  }
  expect(dragAndDrop).toEqual([]);
  // The biggest layouts are there: the playoff beside the groups' tables, a Swiss round after the first.
  await page.goto(`/stream/singles/tournament/${tournaments[4]?.t.id ?? ''}`);
  await expect(page.getByRole('heading', { name: 'Playoff' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(16);
  await page.goto(`/stream/singles/tournament/${tournaments[3]?.t.id ?? ''}`);
  await expect(page.getByRole('heading', { name: 'Round 3 of 6' })).toBeVisible();

  // A result entered elsewhere shows within one poll (10 s), without a reload.
  const first = tournaments[0];
  if (!first) throw new Error('no tournament');
  const t = await api<TTournament>(base, 'GET', `/singles/tournaments/${first.t.id}`);
  await page.goto(`/stream/singles/tournament/${t.id}`);
  await expect(page.locator('.entry-card').first()).toBeVisible();
  const entry = t.bracketEntries.find((e) => e.player1 && e.player2 && !e.final);
  if (!entry?.player1 || !entry.player2) throw new Error('no open entry');
  const card = page.locator(`.entry-card[data-coordinate="${entry.coordinate}"]`);
  await expect(card.locator('.entry-score')).toHaveCount(0);
  await api(
    base,
    'POST',
    `/singles/tournaments/${t.id}/entry/${entry.id}`,
    {
      gameMode: 'SUDDEN_DEATH',
      player1Stats: { playerId: entry.player1.id, score: 11, sinks: 12 },
      player2Stats: { playerId: entry.player2.id, score: 7, sinks: 8 },
      gameEvents: [],
    },
    admin,
  );
  await expect(card.locator('.entry-score')).toHaveText(['11', '7'], { timeout: 15_000 });
  expect(await page.evaluate<string[]>(OUTSIDE)).toEqual([]);
});

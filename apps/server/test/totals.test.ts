/**
 * A page's rows and its totals always agree (issue 20 item 14): a total cached for two seconds inside the read cache
 * showed a new game beside the old totalElements, and a leaderboard with rows beside totalPages 0.
 */
import { describe, expect, it } from 'vitest';
import { buildUser, useTestApp } from './support/app.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();

type Page = { content: Array<{ id: string }>; totalElements: number; totalPages: number };
const read = async (url: string): Promise<Page> => {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

/** Rows and totals of one page agree: a full list holds as many rows as its total says, in as many pages. */
function expectAgree(url: string, page: Page, pageSize: number): void {
  const label = `${url}: ${page.content.length} rows, totalElements ${page.totalElements}, totalPages ${page.totalPages}`;
  expect(page.totalPages, label).toBe(Math.ceil(page.totalElements / pageSize));
  if (page.totalElements <= pageSize) expect(page.content.length, label).toBe(page.totalElements);
}

describe('page totals', () => {
  it('match the rows on every read after each acceptance', async () => {
    const players = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const pairs = [
      [0, 1],
      [1, 2],
      [2, 0],
    ] as const;
    const lists = [
      '/api/easy?pageSize=100',
      '/api/users?gameType=EASY_CAPS&pageSize=100',
      '/api/easy?pageSize=1',
      '/api/users?gameType=EASY_CAPS&pageSize=1&pageNumber=5',
    ];
    for (const url of lists) await read(url); // everything read (and cached) once before the first game

    for (let n = 1; n <= 12; n++) {
      const [i, j] = pairs[n % 3] ?? [0, 1];
      const [poster, opponent] = [players[i], players[j]];
      if (!poster || !opponent) throw new Error('no players');
      const game = await postGame(ctx.app, poster, 'EASY_CAPS', soloBody(poster.id, opponent.id));
      expect(game.statusCode).toBe(201);
      expect((await decide(ctx.app, opponent, 'EASY_CAPS', game.json().id, 'accept')).statusCode).toBe(200);

      for (let again = 0; again < 2; again++) {
        const newest = await read('/api/easy?pageSize=1');
        expect(newest.content[0]?.id).toBe(game.json().id);
        expect(newest.totalElements, `after game ${n}`).toBe(n);
        expectAgree('/api/easy?pageSize=1', newest, 1);
        const all = await read('/api/easy?pageSize=100');
        expect(all.content).toHaveLength(n);
        expectAgree('/api/easy?pageSize=100', all, 100);
        const board = await read('/api/users?gameType=EASY_CAPS&pageSize=100');
        expectAgree('/api/users?gameType=EASY_CAPS&pageSize=100', board, 100);
        const beyond = await read('/api/users?gameType=EASY_CAPS&pageSize=1&pageNumber=5');
        expect(beyond.content).toHaveLength(0);
        expect(beyond.totalElements).toBe(board.totalElements);
      }
    }
    // Each player has played 8 games: all three qualify (5 or more).
    expect((await read('/api/users?gameType=EASY_CAPS&pageSize=100')).totalElements).toBe(3);
  });
});

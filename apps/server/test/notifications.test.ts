/**
 * Notifications through the API, from each place the games write them: stored as a message with its English text,
 * and listed in the reader's language (English as the server always wrote them, Polish as the earlier rewording did).
 */
import { describe, expect, it } from 'vitest';
import type { TNotificationView } from '@caps/domain';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles } from './support/doubles.ts';
import { decide, postGame, soloBody } from './support/games.ts';
import { expectEveryNotificationWorded } from './support/notification-messages.ts';

const ctx = useTestApp();

async function call(who: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/** The texts of a player's notifications, oldest first, as `type: text`, in a language. */
async function texts(who: TestUser, language: 'en' | 'pl'): Promise<string[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: { ...bearer(who.token), 'accept-language': language },
  });
  return (res.json() as TNotificationView[]).reverse().map((n) => `${n.notificationType}: ${n.text}`);
}

describe('notifications in English and Polish', () => {
  it('posting, deciding, withdrawing, disputing and voiding a game tell the players in either language', async () => {
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const admin = await buildAdmin(ctx);
    const post = async (poster: TestUser, other: TestUser, over = {}) =>
      (await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, other.id, over))).json().id as string;

    const won = await post(a, b);
    await decide(ctx.app, b, 'SINGLES', won, 'accept');
    const rejected = await post(a, b);
    await decide(ctx.app, b, 'SINGLES', rejected, 'reject');
    const withdrawn = await post(a, b);
    await call(a, 'POST', `/api/singles/withdraw/${withdrawn}`);
    // c's points depend on b's after the first game: voiding it moves them too.
    const later = await post(b, c);
    await decide(ctx.app, c, 'SINGLES', later, 'accept');
    await call(b, 'POST', `/api/singles/dispute/${won}`, { reason: 'not our game' });
    await call(admin, 'POST', `/api/singles/void/${won}`, { reason: 'never played' });

    const english = await texts(b, 'en');
    const polish = await texts(b, 'pl');
    // (the test clock stands still: notifications of one moment come in any order)
    expect(english).toEqual(
      expect.arrayContaining([
        `ACCEPT_REQUEST: You have a game with ${a.username} to accept.`,
        'ACHIEVEMENT_UNLOCKED: Play first game!',
        `GAME_WITHDRAWN: ${a.username} withdrew this game: there is nothing to accept.`,
        `GAME_ACCEPTED: Game with ${c.username} was accepted.`,
        'ACHIEVEMENT_UNLOCKED: Win first game!',
        expect.stringMatching(
          new RegExp(
            `^GAME_CORRECTED: Your game with ${a.username} was voided by an admin: never played \\(your Singles points changed by [+\u2212]\\d+\\.\\d\\d\\)$`,
          ),
        ),
      ]),
    );
    expect(polish).toEqual(
      expect.arrayContaining([
        `ACCEPT_REQUEST: Masz do akceptacji grę z graczem ${a.username}.`,
        'ACHIEVEMENT_UNLOCKED: Zagraj pierwszą grę!',
        `GAME_WITHDRAWN: ${a.username} wycofał(a) tę grę: nie ma czego akceptować.`,
        `GAME_ACCEPTED: Gra z graczem ${c.username} została zaakceptowana.`,
        'ACHIEVEMENT_UNLOCKED: Wygraj pierwszą grę!',
        expect.stringMatching(
          new RegExp(
            `^GAME_CORRECTED: Twoja gra z graczem ${a.username} została unieważniona przez admina: never played \\(twoje punkty w singlu zmieniły się o [+\u2212]\\d+,\\d\\d\\)$`,
          ),
        ),
      ]),
    );

    expect(await texts(a, 'en')).toEqual(
      expect.arrayContaining([
        `GAME_ACCEPTED: Game with ${b.username} was accepted.`,
        `GAME_REJECTED: Game with ${b.username} was rejected.`,
      ]),
    );
    expect(await texts(a, 'pl')).toEqual(
      expect.arrayContaining([
        `GAME_ACCEPTED: Gra z graczem ${b.username} została zaakceptowana.`,
        `GAME_REJECTED: Gra z graczem ${b.username} została odrzucona.`,
      ]),
    );
    expect(await texts(c, 'en')).toContainEqual(
      expect.stringMatching(/^GAME_CORRECTED: A game was voided: your Singles points changed by [+\u2212]\d+\.\d\d\.$/),
    );
    expect(await texts(c, 'pl')).toContainEqual(
      expect.stringMatching(
        /^GAME_CORRECTED: Gra została unieważniona: twoje punkty w singlu zmieniły się o [+\u2212]\d+,\d\d\.$/,
      ),
    );
    expect(await texts(admin, 'en')).toContain(
      `DISPUTE_OPENED: ${b.username} reported a problem with a Singles game: not our game`,
    );
    expect(await texts(admin, 'pl')).toContain(
      `DISPUTE_OPENED: ${b.username} zgłosił(a) problem z grą singlową: not our game`,
    );
    // The other side of the disputed game hears of it too.
    expect(await texts(a, 'pl')).toContain(
      `DISPUTE_OPENED: ${b.username} zgłosił(a) adminom problem z Twoją grą singlową: not our game`,
    );
  });

  it('a doubles game names the teams in either language', async () => {
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const home = await buildTeam(ctx.app, a, b);
    const away = await buildTeam(ctx.app, c, d);
    const id = (await postDoubles(ctx.app, a, doublesBody(home, away))).json().id as string;
    expect(await texts(b, 'pl')).toEqual([`ACCEPT_REQUEST: Twoja gra z drużyną ${away.name} czeka na akceptację.`]);
    expect(await texts(c, 'pl')).toEqual([`ACCEPT_REQUEST: Masz do akceptacji grę z drużyną ${home.name}.`]);
    await decideDoubles(ctx.app, c, id, 'reject');
    expect(await texts(a, 'en')).toEqual([`GAME_REJECTED: Game with team ${away.name} was rejected.`]);
    expect(await texts(a, 'pl')).toEqual([`GAME_REJECTED: Gra z drużyną ${away.name} została odrzucona.`]);
  });

  it('stores every notification above with its message, and its English as text', async () => {
    const keys = await expectEveryNotificationWorded(ctx.database.db);
    expect([...keys].sort()).toEqual([
      'accepted',
      'achievement',
      'changedByAdmin',
      'disputeAgainst',
      'disputeOpened',
      'pointsChanged',
      'rejected',
      'toAccept',
      'waiting',
      'withdrawn',
    ]);
  });
});

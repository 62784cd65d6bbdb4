/**
 * The account's language (issue 29): saved by PUT /api/users/{id} without a password, carried by the access tokens'
 * `language` claim (the client's "me"), refused when unknown, and spoken by the emails the player gets.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorText } from '@caps/domain';
import { errorTextIn } from '@caps/domain/i18n/word-text';
import { mailQueue, users } from '../src/db/schema.ts';
import { bearer, buildUser, login, uniqueName, useTestApp, type TestUser } from './support/app.ts';
import { postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

async function mailsTo(email: string) {
  return ctx.database.db.select().from(mailQueue).where(eq(mailQueue.to, email));
}

async function setLanguage(user: TestUser, language: unknown, token = user.token) {
  return ctx.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: bearer(token), payload: { language } });
}

describe('the account language', () => {
  it('is not chosen at first, is saved without a password, and comes back in the answer and the next tokens', async () => {
    const user = await buildUser(ctx.app);
    expect(claims(user.token)).not.toHaveProperty('language');
    const [before] = await ctx.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, user.id));
    expect(before?.language).toBeNull();

    const res = await setLanguage(user, 'pl');
    expect(res.statusCode).toBe(200);
    // The answer stays the full profile, as every client reads it; the language is the account's, not the profile's.
    expect(res.json()).toEqual((await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/full` })).json());
    const [after] = await ctx.database.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(after?.language).toBe('pl');
    // The public profile does not tell it; the player's own tokens do, from the next sign-in or refresh on.
    expect(res.json()).not.toHaveProperty('language');
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refreshToken: user.refreshToken },
    });
    expect(claims(refreshed.json().authToken).language).toBe('pl');
    const tokens = await login(ctx.app, user.username, user.password);
    expect(claims(tokens.authToken).language).toBe('pl');

    // A username change still needs the password; the language alone never did.
    const rename = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(tokens.authToken),
      payload: { username: uniqueName('r'), language: 'en' },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect((await setLanguage(user, 'en', tokens.authToken)).statusCode).toBe(200);
    expect(claims((await login(ctx.app, user.username, user.password)).authToken).language).toBe('en');
  });

  it('refuses an unknown language with a coded 400, and another account with 403', async () => {
    const user = await buildUser(ctx.app);
    for (const language of ['de', 'PL', '', 7, null]) {
      const res = await setLanguage(user, language);
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json()).toEqual({ error: 'Language has to be en or pl', code: 'LANGUAGE_UNKNOWN' });
    }
    const other = await buildUser(ctx.app);
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      headers: bearer(user.token),
      payload: { language: 'pl' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'OWN_ACCOUNT_ONLY' });
    const [row] = await ctx.database.db.select({ language: users.language }).from(users).where(eq(users.id, other.id));
    expect(row?.language).toBeNull();
  });
});

describe('emails in the recipient language', () => {
  it('sends the reset email in Polish to a Polish player and in English to the others', async () => {
    const polish = await buildUser(ctx.app);
    const english = await buildUser(ctx.app);
    await setLanguage(polish, 'pl');
    for (const user of [polish, english]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/users/resetPassword?email=${encodeURIComponent(user.email)}`,
      });
      await ctx.app.appContext.later.settled(); // the reset's mail is written after its answer
      expect(res.statusCode).toBe(200);
    }
    const [pl] = (await mailsTo(polish.email)).filter((m) => m.subject.includes('hasła'));
    expect(pl?.subject).toBe('Reset hasła w Caps League');
    expect(pl?.text).toContain(`Cześć ${polish.username}, ktoś (mamy nadzieję, że Ty) poprosił o reset hasła`);
    expect(pl?.text).toContain('Ustaw nowe hasło: http');
    expect(pl?.html).toContain('lang="pl"');
    const [en] = (await mailsTo(english.email)).filter((m) => m.subject.startsWith('Reset'));
    expect(en?.subject).toBe('Reset your Caps League password');
    expect(en?.text).toContain('Set a new password: http');
  });

  it('welcomes a player in the language they signed up in, and asks them to accept games in it', async () => {
    const username = uniqueName('pl');
    const email = `${username}@example.com`;
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username, email, password: 'correct horse', repeatPassword: 'correct horse', language: 'pl' },
    });
    expect(reg.statusCode).toBe(201);
    const [welcome] = await mailsTo(email);
    expect(welcome?.subject).toBe('Witaj w Caps League');
    expect(welcome?.text).toContain(`Cześć, ${username}!`);
    expect(welcome?.text).toContain('Caps League — dostajesz tę wiadomość, bo masz u nas konto.');

    const tokens = await login(ctx.app, username, 'correct horse');
    const player: TestUser = {
      id: reg.json().id,
      username,
      email,
      password: 'correct horse',
      token: tokens.authToken,
      refreshToken: tokens.refreshToken,
    };
    const poster = await buildUser(ctx.app);
    expect((await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, player.id))).statusCode).toBe(201);
    const toAccept = (await mailsTo(email)).find((m) => m.subject === 'Nowa gra do akceptacji w Caps League');
    expect(toAccept?.text).toContain(`${poster.username} dodał(a) grę singlową przeciwko Tobie.`);
    expect(toAccept?.text).toMatch(/zostanie zaakceptowana automatycznie za \d+ godzin/);

    // and the English poster, asked back, reads English
    expect((await postGame(ctx.app, player, 'UNRANKED', soloBody(player.id, poster.id))).statusCode).toBe(201);
    const back = (await mailsTo(poster.email)).find((m) => m.subject === 'A new game to accept in Caps League');
    expect(back?.text).toContain(`Hi ${poster.username}, ${username} posted a Unranked game against you.`);
  });
});

describe('notifications in the reader language', () => {
  it("words notifications by the request's Accept-Language, and without one (an earlier client) by the account's language", async () => {
    const [poster, polish, unchosen] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    await setLanguage(polish, 'pl');
    await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, polish.id));
    await postGame(ctx.app, poster, 'EASY_CAPS', soloBody(poster.id, unchosen.id));
    const list = (user: TestUser, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: { ...bearer(user.token), ...headers } });

    expect((await list(polish)).json()).toEqual([
      expect.objectContaining({
        notificationType: 'ACCEPT_REQUEST',
        text: `Masz do akceptacji grę z graczem ${poster.username}.`,
      }),
    ]);
    // The client shows English: the answer follows it, the account's Polish serves mail and pushes.
    expect((await list(polish, { 'accept-language': 'en' })).json()[0].text).toBe(
      `You have a game with ${poster.username} to accept.`,
    );
    expect((await list(polish, { 'accept-language': 'en-US,en;q=0.9' })).json()[0].text).toBe(
      `You have a game with ${poster.username} to accept.`,
    );
    expect((await list(polish, { 'accept-language': 'de' })).json()[0].text).toBe(
      `Masz do akceptacji grę z graczem ${poster.username}.`,
    );
    expect((await list(unchosen)).json()[0].text).toBe(`You have a game with ${poster.username} to accept.`);
    expect((await list(unchosen, { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' })).json()[0].text).toBe(
      `Masz do akceptacji grę z graczem ${poster.username}.`,
    );
    // marking one seen answers it in the same words
    const [note] = (await list(polish)).json() as { id: string }[];
    const seen = await ctx.app.inject({
      method: 'PUT',
      url: `/api/notifications/seen/${note?.id}`,
      headers: bearer(polish.token),
    });
    expect(seen.json()).toMatchObject({ seen: true, text: `Masz do akceptacji grę z graczem ${poster.username}.` });
  });
});

describe('refusals in the reader language', () => {
  it("word `error` by the request's Accept-Language, and in English without one, with the same code and params", async () => {
    const user = await buildUser(ctx.app);
    const rename = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: { ...bearer(user.token), ...headers },
        payload: { language: 'xx' },
      });
    const english = await rename({});
    const polish = await rename({ 'accept-language': 'pl' });
    expect(english.statusCode).toBe(400);
    expect(polish.statusCode).toBe(400);
    expect(polish.json().code).toBe(english.json().code);
    expect(english.json().error).toBe(errorText(english.json().code));
    expect(polish.json().error).toBe(errorTextIn('pl', polish.json().code));
    expect(polish.json().error).not.toBe(english.json().error);

    // A domain error thrown by a route, and the framework's own refusals, alike.
    const missing = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/notifications/seen/00000000-0000-4000-8000-000000000000',
        headers: { ...bearer(user.token), ...headers },
      });
    expect((await missing({})).json()).toEqual({
      error: "Notification with this id doesn't exist",
      code: 'NOTIFICATION_NOT_FOUND',
    });
    expect((await missing({ 'accept-language': 'pl-PL,pl;q=0.9' })).json()).toEqual({
      error: 'Nie ma powiadomienia o takim id',
      code: 'NOTIFICATION_NOT_FOUND',
    });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'pl' },
    });
    expect(unknown.json()).toEqual({ error: errorTextIn('pl', 'NOT_FOUND'), code: 'NOT_FOUND' });
  });
});

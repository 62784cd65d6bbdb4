import { describe, expect, it } from 'vitest';
import { ApiError, isNotFound, toApiError } from './api-error.ts';
import { activateLanguage } from '../i18n/i18n.ts';
import { messages as enMessages } from '../i18n/messages/en/index.ts';
import { messages as plMessages } from '../i18n/messages/pl/index.ts';

describe('isNotFound', () => {
  it('is true for a 404 and for a 400 (an id that cannot exist)', () => {
    expect(isNotFound(new ApiError(404))).toBe(true);
    expect(isNotFound(new ApiError(400, 'Invalid id'))).toBe(true);
  });

  it('is false for other refusals, an unreachable server and other errors', () => {
    expect(isNotFound(new ApiError(403))).toBe(false);
    expect(isNotFound(new ApiError(500))).toBe(false);
    expect(isNotFound(new ApiError(0))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});

describe('toApiError', () => {
  const refusal = (body: unknown, status = 400) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it("shows the code's message in the user's language, with its parameters", async () => {
    activateLanguage('pl', plMessages);
    const error = await toApiError(
      refusal({ error: 'Text cannot be longer than 15 characters.', code: 'USERNAME_TOO_LONG', params: { max: 15 } }),
    );
    expect(error.message).toBe('Tekst może mieć najwyżej 15 zn.');
    expect(error.code).toBe('USERNAME_TOO_LONG');
  });

  it("falls back to the English error for a code it does not know, and to English when the user's language is English", async () => {
    activateLanguage('pl', plMessages);
    expect((await toApiError(refusal({ error: 'Something new', code: 'NOT_A_CODE_YET' }))).message).toBe(
      'Something new',
    );
    activateLanguage('en', enMessages);
    expect(
      (await toApiError(refusal({ error: 'Invalid username or password', code: 'LOGIN_FAILED' }, 401))).message,
    ).toBe('Invalid username or password');
  });
});

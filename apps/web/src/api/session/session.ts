/** Sign-in and sign-out against the API, updating the auth store. */
import type { TTokens } from '@caps/domain';
import { ApiError } from '../api-error.ts';
import type { ApiClient } from '../client.ts';
import { decodeAccessToken, TokenDecodeError } from './token.ts';
import { translate } from '../../i18n/i18n.ts';
import { chooseLanguage } from '../../i18n/language-choice.ts';
import { localError } from '../../i18n/domain-messages.ts';

export class SignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInError';
  }
}

function signInMessage(error: unknown): string {
  if (error instanceof TokenDecodeError) return translate('session.tokenDecodeFailed');
  if (error instanceof ApiError && error.status !== 401 && error.serverMessage) return error.serverMessage;
  if (error instanceof ApiError && error.status === 0) return error.message;
  return localError({ code: 'LOGIN_FAILED' });
}

/** Signs in (auth.login); on success stores the session and then fetches the canonical username. */
export async function signIn(api: ApiClient, username: string, password: string): Promise<void> {
  api.store.dispatch({ type: 'LOGIN_ATTEMPT' });
  try {
    const tokens = await api.call('auth.login', { body: { username, password }, auth: false });
    const claims = decodeAccessToken(tokens.authToken);
    api.store.dispatch({
      type: 'LOGIN_SUCCESS',
      accessToken: tokens.authToken,
      refreshToken: tokens.refreshToken,
      claims,
      username,
    });
    // The account's language, when the player chose one, follows them to this device.
    if (claims.language) void chooseLanguage(claims.language);
    // The typed name may differ in case from the stored one; the profile label should show the real one.
    void api
      .call('users.get', { params: { id: claims.sub } })
      .then((user) => api.store.dispatch({ type: 'UPDATE_DATA', username: user.username }))
      .catch(() => undefined);
  } catch (error) {
    const message = signInMessage(error);
    api.store.dispatch({ type: 'LOGIN_FAILED', error: message });
    throw new SignInError(message);
  }
}

/** Signs out (auth.logout revokes the refresh token server-side), then clears the session whatever the answer. */
export async function signOut(api: ApiClient): Promise<void> {
  const { refreshToken } = api.store.getState();
  try {
    if (refreshToken) await api.call('auth.logout', { body: { refreshToken }, auth: false });
  } catch {
    // The local session ends anyway; an unreachable server must not keep the user signed in.
  } finally {
    api.store.dispatch({ type: 'LOGOUT' });
  }
}

/**
 * Takes the tokens a password change answers with: the server keeps this session (and ends every other one), and
 * storing its newer refresh token keeps reuse detection meaningful. False when they are unusable or not this user's.
 */
export function adoptTokens(api: ApiClient, tokens: TTokens): boolean {
  try {
    const claims = decodeAccessToken(tokens.authToken);
    if (claims.sub !== api.store.getState().userId) return false;
    api.store.dispatch({
      type: 'REFRESH_SUCCESS',
      accessToken: tokens.authToken,
      refreshToken: tokens.refreshToken,
      claims,
    });
    return true;
  } catch {
    return false;
  }
}

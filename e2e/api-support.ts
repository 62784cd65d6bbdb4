/** Setting up data through the API for the browser tests (users, tokens, tournaments), without clicking through it. */
import { ADMIN_PASSWORD, ADMIN_USERNAME, expect } from './fixtures.ts';

export const PASSWORD = 'caps league e2e password';
export const ADMIN = { username: ADMIN_USERNAME, password: ADMIN_PASSWORD };

/** Calls the API and expects a 2xx; returns the parsed reply. */
export async function api<T>(
  baseURL: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path}: ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** An access token of `username`. */
export async function tokenOf(baseURL: string, username: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { authToken: string }).authToken;
}

/** The user id (subject) of an access token. */
function idOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return payload.sub;
}

/** Registers players and returns their ids and tokens. */
export async function registerPlayers(
  baseURL: string,
  usernames: string[],
): Promise<{ username: string; id: string; token: string }[]> {
  const out = [];
  for (const username of usernames) {
    await api(baseURL, 'POST', '/users', {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      repeatPassword: PASSWORD,
    });
    const token = await tokenOf(baseURL, username);
    out.push({ username, id: idOf(token), token });
  }
  return out;
}

type TEntry = {
  id: string;
  coordinate: number;
  final: boolean;
  bye: boolean;
  player1: { id: string } | null;
  player2: { id: string } | null;
  team1: { id: string } | null;
  team2: { id: string } | null;
};
export type TTournament = { id: string; finished: boolean; seeded: boolean; bracketEntries: TEntry[] };

/** Creates a tournament as the admin, adds the competitors and (unless PICKED) seeds it. */
export async function createTournament(
  baseURL: string,
  adminToken: string,
  options: {
    gamePath: string;
    name: string;
    tournamentType: string;
    seedType: string;
    size: string;
    competitorIds: string[];
    seed: boolean;
  },
): Promise<TTournament> {
  const { gamePath, name, tournamentType, seedType, size, competitorIds, seed } = options;
  const created = await api<TTournament>(
    baseURL,
    'POST',
    `/${gamePath}/tournaments`,
    { tournamentName: name, tournamentType, seedType, size },
    adminToken,
  );
  await api(baseURL, 'POST', `/${gamePath}/tournaments/${created.id}/players`, competitorIds, adminToken);
  if (seed) await api(baseURL, 'POST', `/${gamePath}/tournaments/${created.id}/seed`, undefined, adminToken);
  return api<TTournament>(baseURL, 'GET', `/${gamePath}/tournaments/${created.id}`);
}

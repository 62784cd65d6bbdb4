/**
 * Players this device has seen (search results and chosen opponents), kept in local storage so that the opponent of a
 * live game can still be chosen without signal: the search falls back to them, recent opponents first.
 */
import type { TUserSummary } from './users.ts';

const KNOWN_PLAYERS_KEY = 'knownPlayers';
/** Enough for a league's regulars; the oldest are forgotten first. */
const MAX_KNOWN = 200;

interface KnownPlayer {
  id: string;
  username: string;
  avatarHash: string | null;
  /** When this player was last chosen as an opponent (ISO), or null if only found by a search. */
  chosenAt: string | null;
}

function defaultStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function read(storage: Storage | undefined): KnownPlayer[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KNOWN_PLAYERS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is KnownPlayer =>
        typeof p === 'object' && p !== null && typeof p.id === 'string' && typeof p.username === 'string',
    );
  } catch {
    return [];
  }
}

function write(players: KnownPlayer[], storage: Storage | undefined): void {
  try {
    storage?.setItem(KNOWN_PLAYERS_KEY, JSON.stringify(players.slice(0, MAX_KNOWN)));
  } catch {
    // A full or disabled storage only costs the offline fallback.
  }
}

function toSummary(p: KnownPlayer): TUserSummary {
  return { id: p.id, username: p.username, avatarHash: p.avatarHash };
}

/** Remembers players a search returned (their latest name and picture), keeping when each was last chosen. */
export function rememberPlayers(players: readonly TUserSummary[], storage = defaultStorage()): void {
  if (players.length === 0) return;
  const known = read(storage);
  const byId = new Map(known.map((p) => [p.id, p]));
  const fresh = players.map((u) => ({
    id: u.id,
    username: u.username,
    avatarHash: u.avatarHash ?? null,
    chosenAt: byId.get(u.id)?.chosenAt ?? null,
  }));
  const ids = new Set(fresh.map((p) => p.id));
  write([...fresh, ...known.filter((p) => !ids.has(p.id))], storage);
}

/** Remembers a chosen opponent as the most recent one. */
export function rememberOpponent(user: TUserSummary, now = new Date(), storage = defaultStorage()): void {
  const known = read(storage).filter((p) => p.id !== user.id);
  write(
    [
      { id: user.id, username: user.username, avatarHash: user.avatarHash ?? null, chosenAt: now.toISOString() },
      ...known,
    ],
    storage,
  );
}

/** Known players whose name contains `text` (any case), recent opponents first, without `excludeIds`. */
export function findKnownPlayers(
  text: string,
  excludeIds: readonly string[],
  limit: number,
  storage = defaultStorage(),
): TUserSummary[] {
  const needle = text.trim().toLowerCase();
  const recentFirst = read(storage)
    .filter((p) => !excludeIds.includes(p.id) && p.username.toLowerCase().includes(needle))
    .sort((a, b) => (b.chosenAt ?? '').localeCompare(a.chosenAt ?? ''));
  return recentFirst.slice(0, limit).map(toSummary);
}

/** The opponents chosen most recently, newest first (quick picks before anything is typed). */
export function recentOpponents(
  excludeIds: readonly string[],
  limit: number,
  storage = defaultStorage(),
): TUserSummary[] {
  return read(storage)
    .filter((p) => p.chosenAt !== null && !excludeIds.includes(p.id))
    .sort((a, b) => (b.chosenAt ?? '').localeCompare(a.chosenAt ?? ''))
    .slice(0, limit)
    .map(toSummary);
}

/** Rules of the Create/Edit team dialog (SPEC.md §4 Team dialog, §5 Team), with the shared messages. */
import { ZTeamName } from '@caps/domain';
import { TEAM_MESSAGES } from '@caps/domain/api/team-messages';
import { LIMITS } from '@caps/domain/limits';
import { localMessage } from '../../i18n/domain-messages.ts';

/** A player in the dialog's list. */
export interface TeamMember {
  id: string;
  username: string;
  avatarHash?: string | null;
}

/** The search is open while the team still has room; once two players are in it is disabled. */
export function canAddPlayer(players: readonly TeamMember[]): boolean {
  return players.length < LIMITS.teamSize;
}

/** The signed-in user is always a member and cannot be removed. */
export function canRemovePlayer(player: TeamMember, myId: string | null): boolean {
  return player.id !== myId;
}

/** Adds a player (duplicates and overflow are ignored). */
export function addPlayer(players: readonly TeamMember[], player: TeamMember): TeamMember[] {
  if (!canAddPlayer(players) || players.some((p) => p.id === player.id)) return [...players];
  return [...players, player];
}

/** Removes a player, never the signed-in user. */
export function removePlayer(players: readonly TeamMember[], playerId: string, myId: string | null): TeamMember[] {
  return players.filter((p) => p.id !== playerId || !canRemovePlayer(p, myId));
}

/** The list the dialog starts with: the team's players with the signed-in user first, or just the user for a new team. */
export function initialMembers(me: TeamMember, teamPlayers: readonly TeamMember[] | undefined): TeamMember[] {
  const others = (teamPlayers ?? []).filter((p) => p.id !== me.id);
  return [me, ...others].slice(0, LIMITS.teamSize);
}

export interface TeamDialogProblems {
  name?: string;
  players?: string;
}

/** What blocks saving, in the active language: the name rule ('Lenght of 3 required', …) and 'Team must consist of two players'. */
export function teamDialogProblems(name: string, players: readonly TeamMember[]): TeamDialogProblems {
  const problems: TeamDialogProblems = {};
  const parsed = ZTeamName.safeParse(name);
  if (!parsed.success) problems.name = localMessage(parsed.error.issues[0]?.message ?? TEAM_MESSAGES.nameTooShort);
  if (players.length !== LIMITS.teamSize || new Set(players.map((p) => p.id)).size !== LIMITS.teamSize)
    problems.players = localMessage(TEAM_MESSAGES.twoPlayers);
  return problems;
}

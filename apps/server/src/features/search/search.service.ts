/** The search page: players and teams by name (SERVER-RULES.md §8). */
import type { TSearchResult, TSearchType } from '@caps/domain';
import type { AppContext } from '../../context.ts';
import { findPlayersNamed, findTeamsNamed } from './search.repository.ts';

/** Players first, then active teams: 5 + 5 for `all`, 10 for one kind; nothing for empty text. */
export async function search(ctx: AppContext, searchType: TSearchType, text: string): Promise<TSearchResult[]> {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const limit = searchType === 'all' ? 5 : 10;
  const [players, teams] = await Promise.all([
    searchType === 'team' ? Promise.resolve([]) : findPlayersNamed(ctx.db, trimmed, { limit }),
    searchType === 'player' ? Promise.resolve([]) : findTeamsNamed(ctx.db, trimmed, { limit }),
  ]);
  return [
    ...players.map((p) => ({ id: p.id, name: p.username, type: 'PLAYER' as const })),
    ...teams.map((t) => ({ id: t.id, name: t.name, type: 'TEAM' as const })),
  ];
}

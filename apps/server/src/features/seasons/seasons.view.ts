/** How seasons show in API answers. */
import type { TSeason } from '@caps/domain';
import type { SeasonRow } from './seasons.repository.ts';

export function toSeason(row: SeasonRow): TSeason {
  return {
    id: row.id,
    name: row.name,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

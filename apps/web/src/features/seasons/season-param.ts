/** The ladder a page shows, in its address: `?season=<id>` or `?season=all`; none is the current season. */
import { useSearchParams } from 'react-router';
import type { TSeasonChoice } from '@caps/domain';

/** The season asked for in the address (anything else is the current season). */
export function seasonChoiceOf(params: URLSearchParams): TSeasonChoice {
  const asked = params.get('season');
  if (asked === 'all') return 'all';
  const id = Number(asked);
  return asked && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The params with `season` set (or removed for the current season); a page's `page` starts again. */
export function withSeason(params: URLSearchParams, season: TSeasonChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  if (season === undefined) next.delete('season');
  else next.set('season', String(season));
  next.delete('page');
  return next;
}

/** `?inactive=1`: the current season's board shows its inactive players and teams too. */
export function useSeasonParams(): {
  season: TSeasonChoice;
  includeInactive: boolean;
  setSeason: (season: TSeasonChoice) => void;
  setIncludeInactive: (on: boolean) => void;
} {
  const [params, setParams] = useSearchParams();
  return {
    season: seasonChoiceOf(params),
    includeInactive: params.get('inactive') === '1',
    setSeason: (season) => setParams(withSeason(params, season), { replace: true }),
    setIncludeInactive: (on) => {
      const next = new URLSearchParams(params);
      if (on) next.set('inactive', '1');
      else next.delete('inactive');
      next.delete('page');
      setParams(next, { replace: true });
    },
  };
}

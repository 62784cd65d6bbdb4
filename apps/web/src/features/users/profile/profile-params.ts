/** The profile's address: `?tab=stats|charts|history|achievements` and `?chart=SINGLES|EASY_CAPS|DOUBLES`. */
import type { TGameType } from '@caps/domain';

export const PROFILE_TABS = ['stats', 'charts', 'history', 'achievements'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const CHART_TYPES = ['SINGLES', 'EASY_CAPS', 'DOUBLES'] as const satisfies readonly TGameType[];
export type ChartType = (typeof CHART_TYPES)[number];

/** The tab asked for, or Overview. */
export function profileTabOf(params: URLSearchParams): ProfileTab {
  const asked = params.get('tab');
  return PROFILE_TABS.find((t) => t === asked) ?? 'stats';
}

/** The chart asked for, or Singles. */
export function chartTypeOf(params: URLSearchParams): ChartType {
  const asked = params.get('chart');
  return CHART_TYPES.find((t) => t === asked) ?? 'SINGLES';
}

/** The query string for a tab; keeps `chart` on the charts tab and the season chosen (`season`), drops the defaults. */
export function profileParams(tab: ProfileTab, chart: ChartType, season: string | null = null): URLSearchParams {
  const params = new URLSearchParams();
  if (season !== null && (tab === 'stats' || tab === 'charts')) params.set('season', season);
  if (tab !== 'stats') params.set('tab', tab);
  if (tab === 'charts' && chart !== 'SINGLES') params.set('chart', chart);
  return params;
}

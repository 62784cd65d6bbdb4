export { LadderChips } from './LadderChips.tsx';
export { SeasonHistory } from './SeasonHistory.tsx';
export { SeasonSwitcher } from './SeasonSwitcher.tsx';
export { seasonChoiceOf, useSeasonParams, withSeason } from './season-param.ts';

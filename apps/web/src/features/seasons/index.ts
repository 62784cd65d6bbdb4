export { LadderChips } from './LadderChips.tsx';
export { seasonName } from './season-name.ts';
export { SeasonHistory } from './SeasonHistory.tsx';
export { SeasonSwitcher } from './SeasonSwitcher.tsx';
export { useSeasonParams } from './season-param.ts';
export { emptyBoard, provisionalHeading } from './board-sections.tsx';

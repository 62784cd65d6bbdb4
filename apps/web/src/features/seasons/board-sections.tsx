/**
 * What a season board says about its sections and its emptiness (issue #37): the provisional (fewer than 5 games)
 * under a heading of their own after the qualified, and an empty current season's board that says why it is empty:
 * nobody has played yet, or everyone on it is inactive (with the way to show them). Players' and teams' boards alike.
 */
import Button from '@mui/material/Button';
import type { TSeasonChoice } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { translate } from '../../i18n/i18n.ts';

/** The provisional section's heading, before the first provisional row of a page. */
export function provisionalHeading<Row extends { provisional: boolean }>(
  row: Row,
  previous: Row | undefined,
): string | null {
  return row.provisional && !previous?.provisional
    ? translate('seasons.board.provisionalSection', { count: LIMITS.leaderboardMinGames })
    : null;
}

/** The texts of an empty board, by ladder; `showInactive` turns on "Show inactive" when only the inactive are hidden. */
export function emptyBoard(
  who: 'players' | 'teams',
  season: TSeasonChoice,
  onlyInactive: boolean,
  showInactive: () => void,
  allTime: { title: string; description: string },
): { title: string; description: string; action?: React.ReactNode } {
  const count = LIMITS.leaderboardMinGames;
  if (season === 'all') return allTime;
  if (season !== undefined)
    return {
      title: translate(who === 'players' ? 'seasons.board.playersEmpty' : 'seasons.board.teamsEmpty', { count }),
      description: allTime.description,
    };
  if (onlyInactive) {
    return {
      title: translate(who === 'players' ? 'seasons.board.playersAllInactive' : 'seasons.board.teamsAllInactive'),
      description: translate('seasons.board.allInactiveHint'),
      action: (
        <Button variant="outlined" onClick={showInactive}>
          {translate('seasons.switcher.showInactive')}
        </Button>
      ),
    };
  }
  return {
    title: translate(who === 'players' ? 'seasons.board.playersNone' : 'seasons.board.teamsNone'),
    description: translate(who === 'players' ? 'seasons.board.playersNoneHint' : 'seasons.board.teamsNoneHint', {
      count,
    }),
  };
}

/** How to earn an achievement, in the active language, worded from the domain's condition (its numbers and game type). */
import type { TAchievement } from '@caps/domain';
import { achievementCondition } from '@caps/domain/achievement-conditions';
import { translate } from '../../../i18n/i18n.ts';

export function achievementHowTo(kind: TAchievement): string {
  const condition = achievementCondition(kind);
  switch (condition.kind) {
    case 'firstGame':
      return translate('users.achievements.howTo.firstGame');
    case 'firstWin':
      return translate('users.achievements.howTo.firstWin');
    case 'nakedLap':
      return translate('users.achievements.howTo.nakedLap');
    case 'placement':
      return translate('users.achievements.howTo.placement', {
        games: condition.games,
        gameType: translate(`gameType.${condition.gameType}`),
      });
    case 'rebuttalStreak':
      return translate('users.achievements.howTo.rebuttalStreak', { rebuttals: condition.rebuttals });
    case 'lastChance':
      return translate('users.achievements.howTo.lastChance', { points: condition.opponentPoints });
    case 'seasonPlace':
      return condition.places === 1
        ? translate('users.achievements.howTo.seasonChampion', { games: condition.games })
        : translate('users.achievements.howTo.seasonPodium', { places: condition.places, games: condition.games });
  }
}

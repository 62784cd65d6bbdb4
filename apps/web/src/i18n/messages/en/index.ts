/** The English catalogue: the source of every message key (each area's file is one feature's or part's words). */
import errors from '@caps/domain/i18n/error-messages/en';
import words from '@caps/domain/i18n/words/en';
import { catalogueOf, mergeAreas } from '../catalogue.ts';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { games } from './games.ts';
import { users } from './users.ts';
import { tournaments } from './tournaments.ts';
import { notifications } from './notifications.ts';
import { search } from './search.ts';
import { auth } from './auth.ts';
import { teams } from './teams.ts';
import { corrections } from './corrections.ts';
import { seasons } from './seasons.ts';
import { selfService } from './self-service.ts';
import { rules } from './rules.ts';
import { liveGame } from './live-game.ts';

/** The web's English words (the merged areas): with the domain's (`words`), the source of every key and of each message's arguments. */
export const en = mergeAreas({
  common,
  dashboard,
  games,
  users,
  tournaments,
  notifications,
  search,
  auth,
  teams,
  corrections,
  seasons,
  selfService,
  rules,
  liveGame,
});

/** The domain's shared English words (achievements, notification titles, game types, formats), keys as they are. */
export { words };

/** The words of the web, the domain's words, and the server's error codes' messages as `error.<CODE>`. */
export const messages = catalogueOf(en, words, errors);

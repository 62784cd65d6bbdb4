/** The Polish catalogue: every key of the English one (src/i18n/message-types.ts `Translation`). */
import errors from '@caps/domain/i18n/error-messages/pl';
import words from '@caps/domain/i18n/words/pl';
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

/** The words of the web, the domain's words, and the server's error codes' messages as `error.<CODE>`. */
export const messages = catalogueOf(
  mergeAreas({
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
  }),
  words,
  errors,
);

/** The Polish catalogue: every key of the English one (src/i18n/message-types.ts `Translation`). */
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { games } from './games.ts';
import { users } from './users.ts';
import { tournaments } from './tournaments.ts';

export const messages: Record<string, string> = { ...common, ...dashboard, ...games, ...users, ...tournaments };

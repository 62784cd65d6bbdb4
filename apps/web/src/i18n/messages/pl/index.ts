/** The Polish catalogue: every key of the English one (src/i18n/message-types.ts `Translation`). */
import errors from '@caps/domain/i18n/error-messages/pl';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { games } from './games.ts';
import { users } from './users.ts';
import { tournaments } from './tournaments.ts';

/** The server's error codes' messages, as `error.<CODE>` (packages/domain/src/i18n/error-messages). */
const errorMessages = Object.fromEntries(Object.entries(errors).map(([code, text]) => [`error.${code}`, text]));

const areas = { ...common, ...dashboard, ...games, ...users, ...tournaments };

export const messages: Record<string, string> = { ...areas, ...errorMessages };

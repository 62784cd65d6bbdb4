/** The English catalogue: the source of every message key (each area's file is one feature's or part's words). */
import errors from '@caps/domain/i18n/error-messages/en';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { games } from './games.ts';
import { users } from './users.ts';
import { tournaments } from './tournaments.ts';

export const en = { ...common, ...dashboard, ...games, ...users, ...tournaments } as const;

/** The server's error codes' messages, as `error.<CODE>` (packages/domain/src/i18n/error-messages). */
const errorMessages = Object.fromEntries(Object.entries(errors).map(([code, text]) => [`error.${code}`, text]));

export const messages: Record<string, string> = { ...en, ...errorMessages };

/** The English catalogue: the source of every message key (each area's file is one feature's or part's words). */
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { games } from './games.ts';
import { users } from './users.ts';
import { tournaments } from './tournaments.ts';

export const en = { ...common, ...dashboard, ...games, ...users, ...tournaments } as const;

export const messages: Record<string, string> = en;

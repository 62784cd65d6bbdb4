/** Parameters several endpoints share. */
import { z } from 'zod';
import { codeMessage } from '../../i18n/coded-message.ts';
import { GAME_TYPE_PATHS, GAME_TYPES, SOLO_GAME_TYPES, type TGamePath } from '../../enums.ts';
import { ZId } from '../common.ts';

/** `:gamePath` of a game type's routes: one route per value (see `oneRoutePer`). */
export const ZAnyGamePath = z.enum(GAME_TYPES.map((t) => GAME_TYPE_PATHS[t]) as unknown as readonly [TGamePath, ...TGamePath[]]);
type TSoloGamePath = (typeof GAME_TYPE_PATHS)[(typeof SOLO_GAME_TYPES)[number]];
export const ZSoloGamePath = z.enum(SOLO_GAME_TYPES.map((t) => GAME_TYPE_PATHS[t]) as unknown as readonly [TSoloGamePath, ...TSoloGamePath[]]);
export const ZGameParams = z.object({ gameId: ZId });
/** Limits a searched name as the search box does. */
export const ZSearchText = z.string().max(50, codeMessage('SEARCH_TEXT_TOO_LONG', { max: 50 }));
export const ZStatus = z.object({ status: z.string() });
export const ZMessage = z.object({ message: z.string() });
export const ZNoContent = z.null();

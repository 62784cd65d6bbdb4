/** Parameters several endpoints share. */
import { z } from 'zod';
import { codeMessage } from '../../i18n/coded-message.ts';
import { GAME_TYPE_PATHS, GAME_TYPES, SOLO_GAME_TYPES, type TGameType } from '../../enums.ts';
import { ZId } from '../common.ts';

type TPathOf<T extends TGameType> = (typeof GAME_TYPE_PATHS)[T];

/** The paths of some game types, in their order, as `z.enum` takes them (at least one). */
function pathsOf<T extends TGameType>(types: readonly [T, ...T[]]): [TPathOf<T>, ...Array<TPathOf<T>>] {
  const [first, ...rest] = types;
  return [GAME_TYPE_PATHS[first], ...rest.map((t) => GAME_TYPE_PATHS[t])];
}

/** `:gamePath` of a game type's routes: one route per value (see `oneRoutePer`). */
export const ZAnyGamePath = z.enum(pathsOf(GAME_TYPES));
export const ZSoloGamePath = z.enum(pathsOf(SOLO_GAME_TYPES));
export const ZGameParams = z.object({ gameId: ZId });
/** Limits a searched name as the search box does. */
export const ZSearchText = z.string().max(50, codeMessage('SEARCH_TEXT_TOO_LONG', { max: 50 }));
export const ZStatus = z.object({ status: z.string() });
export const ZMessage = z.object({ message: z.string() });
export const ZNoContent = z.null();

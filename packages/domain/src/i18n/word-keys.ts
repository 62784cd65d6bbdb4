/**
 * The keys of the shared words (`words/<language>.ts`): what the domain names by code and both ends show, worded once
 * per language. The server imports a language's words directly; the web merges them into its lazily loaded catalogue.
 * Type-only imports: the catalogues stay import-free at run time.
 */
import type { TAchievement, TSeasonAwardKind } from '../achievement-conditions.ts';
import type { TNotificationTitle, TTournamentType } from '../enums.ts';
import type { TGameType } from '../game-types.ts';
import type { TSettingKey } from '../brackets/formats/settings.ts';
import type { TShownStatKey } from '../stat-fields.ts';

/** What a push is about besides a notification's title: a tournament match that became playable. */
export type TPushKind = TNotificationTitle | 'TOURNAMENT_MATCH';

/** Every key of the shared words. */
export type TWordKey =
  | `gameType.${TGameType}`
  | `achievement.${TAchievement}`
  | `seasonAward.${TSeasonAwardKind}`
  | `notification.${TPushKind}`
  | `format.${TTournamentType}`
  | `format.${TTournamentType}.about`
  | `setting.${TSettingKey}`
  | 'season.generatedName'
  | `stats.${TShownStatKey}`;

/** A language's words: every key, `{name}` placeholders only (the server fills them without an ICU parser). */
export type TWords = { readonly [K in TWordKey]: string };

/**
 * Notifications and pushes in the reader's language. A notification is stored as the English sentence its writer made
 * (features/games/games.texts.ts, an achievement's name, a tournament match): it reads in English as it always did,
 * and in Polish it is reworded here when it is shown or pushed, so an old notification follows a later change of
 * language too. A sentence no pattern knows (a future text) stays English. Server-side only.
 */
import { ACHIEVEMENT_NAMES, GAME_TYPE_LABELS, NOTIFICATION_LABELS, languageOf, type TAchievement, type TGameType, type TNotificationType } from '@caps/domain';

/** What a push is about: a notification's type, or a tournament match that became playable. */
export type TPushKind = TNotificationType | 'TOURNAMENT_MATCH';

const TITLES_PL: Record<TPushKind, string> = {
  ACCEPT_REQUEST: 'Gra do akceptacji',
  GAME_ACCEPTED: 'Gra zaakceptowana',
  GAME_REJECTED: 'Gra odrzucona',
  ACHIEVEMENT_UNLOCKED: 'Nowe osiągnięcie!',
  GAME_CORRECTED: 'Gra poprawiona',
  DISPUTE_OPENED: 'Zgłoszony problem',
  GAME_WITHDRAWN: 'Gra wycofana',
  TOURNAMENT_MATCH: 'Mecz turniejowy gotowy',
  TOURNAMENT_CHECK_IN: 'Potwierdź obecność w turnieju',
  TOURNAMENT_MATCH_READY: 'Twój mecz jest gotowy',
  TOURNAMENT_RESULT_DISPUTED: 'Sporny wynik meczu',
};

const ACHIEVEMENTS_PL: Record<TAchievement, string> = {
  PLACE_IN_EASY: 'Zdobądź miejsce w rankingu easy caps!',
  PLACE_IN_SINGLES: 'Zdobądź miejsce w rankingu singli!',
  PLAY_FIRST_GAME: 'Zagraj pierwszą grę!',
  FIRST_WIN: 'Wygraj pierwszą grę!',
  FIRST_NAKED_LAP: 'Pierwsze nagie okrążenie!',
  REBUTTALS_IN_A_ROW_5: '5 dobitek z rzędu!',
  REBUTTALS_IN_A_ROW_7: '7 dobitek z rzędu!',
  REBUTTALS_IN_A_ROW_10: '10 dobitek z rzędu!',
  REBUTTALS_IN_A_ROW_12: '12 dobitek z rzędu!',
  REBUTTALS_IN_A_ROW_15: '15 dobitek z rzędu!',
  REBUT_ON_LAST_CHANCE: 'Dobitka na ostatniej szansie!',
  SEASON_CHAMPION: 'Mistrz sezonu!',
  SEASON_PODIUM: 'Podium sezonu!',
};

/** "your singles points": the type after "w" (locative). */
const POINTS_OF_TYPE_PL: Record<TGameType, string> = { SINGLES: 'w singlu', EASY_CAPS: 'w easy caps', DOUBLES: 'w deblu', UNRANKED: 'w grach nierankingowych' };
/** "a problem with a singles game": the game of a type (instrumental). */
const GAME_OF_TYPE_PL: Record<TGameType, string> = { SINGLES: 'grą singlową', EASY_CAPS: 'grą w easy caps', DOUBLES: 'grą deblową', UNRANKED: 'grą nierankingową' };

const CHANGE_PL: Record<string, string> = { voided: 'anulowana', corrected: 'poprawiona' };

const typeOfLabel = (label: string): TGameType | undefined => (Object.keys(GAME_TYPE_LABELS) as TGameType[]).find((t) => GAME_TYPE_LABELS[t] === label);

/** The other side of a game: "team X" or a player's name, after "z" (with). */
const withOther = (other: string) => (other.startsWith('team ') ? `drużyną ${other.slice(5)}` : `graczem ${other}`);

/** "your singles points changed by +1.50", in Polish (decimal comma). */
function pointsMovedPl(move: string): string | undefined {
  const m = /^your (.+) points changed by ([+-]?\d+(?:\.\d+)?)$/.exec(move);
  const type = m ? typeOfLabel(m[1] ?? '') : undefined;
  return m && type ? `twoje punkty ${POINTS_OF_TYPE_PL[type]} zmieniły się o ${(m[2] ?? '').replace('.', ',')}` : undefined;
}

/** A list of point moves ("a, b"), each in Polish, or undefined when one is not a point move. */
function movesPl(moves: string): string | undefined {
  const each = moves.split(', ').map(pointsMovedPl);
  return each.every((m) => m !== undefined) ? each.join(', ') : undefined;
}

/** The Polish sentence of an English notification sentence, by the sentences games.texts.ts and the pushes make. */
const PATTERNS_PL: [RegExp, (m: RegExpExecArray) => string | undefined][] = [
  [/^Your game with (.+) is waiting to be accepted\.$/, (m) => `Twoja gra z ${withOther(m[1] ?? '')} czeka na akceptację.`],
  [/^You have a game with (.+) to accept\.$/, (m) => `Masz do akceptacji grę z ${withOther(m[1] ?? '')}.`],
  [/^Game with (.+) was accepted( automatically)?\.$/, (m) => `Gra z ${withOther(m[1] ?? '')} została${m[2] ? ' automatycznie' : ''} zaakceptowana.`],
  [/^Game with (.+) was rejected\.$/, (m) => `Gra z ${withOther(m[1] ?? '')} została odrzucona.`],
  [/^(.+) withdrew this game: there is nothing to accept\.$/, (m) => `${m[1] === 'The poster' ? 'Gracz, który ją dodał,' : m[1]} wycofał(a) tę grę: nie ma czego akceptować.`],
  [
    /^Your game with (.+?) was (voided|corrected) by an admin: ([\s\S]*?)(?: \((your .+ points changed by .+)\))?$/,
    (m) => {
      const moves = m[4] ? movesPl(m[4]) : '';
      if (moves === undefined) return undefined;
      return `Twoja gra z ${withOther(m[1] ?? '')} została ${CHANGE_PL[m[2] ?? '']} przez admina: ${m[3]}${moves ? ` (${moves})` : ''}`;
    },
  ],
  [
    /^A game was (voided|corrected): (.+)\.$/,
    (m) => {
      const moves = movesPl(m[2] ?? '');
      return moves === undefined ? undefined : `Gra została ${CHANGE_PL[m[1] ?? '']}: ${moves}.`;
    },
  ],
  [
    /^(.+?) reported a problem with a (.+?) game: ([\s\S]*)$/,
    (m) => {
      const type = typeOfLabel(m[2] ?? '');
      return type ? `${m[1] === 'A player' ? 'Gracz' : m[1]} zgłosił(a) problem z ${GAME_OF_TYPE_PL[type]}: ${m[3]}` : undefined;
    },
  ],
  [/^Your match in (.+) can be played now$/, (m) => `Twój mecz w turnieju ${m[1]} można już rozegrać`],
];

/** A notification's (or push's) text in `language`; English as stored, Polish reworded (unknown sentences stay English). */
export function notificationText(text: string, kind: TPushKind, language: string | null | undefined): string {
  if (languageOf(language) === 'en') return text;
  if (kind === 'ACHIEVEMENT_UNLOCKED') {
    const achievement = (Object.keys(ACHIEVEMENT_NAMES) as TAchievement[]).find((a) => ACHIEVEMENT_NAMES[a] === text);
    return achievement ? ACHIEVEMENTS_PL[achievement] : text;
  }
  for (const [pattern, reword] of PATTERNS_PL) {
    const m = pattern.exec(text);
    if (m) return reword(m) ?? text;
  }
  return text;
}

/** A push's title in `language`: the notification type's label, or the tournament match's. */
export function pushTitle(kind: string, language: string | null | undefined): string {
  const known = kind in TITLES_PL ? (kind as TPushKind) : undefined;
  if (!known) return 'Caps League';
  if (languageOf(language) === 'pl') return TITLES_PL[known];
  return known === 'TOURNAMENT_MATCH' ? 'Tournament match ready' : NOTIFICATION_LABELS[known];
}

/** The notifications in Polish, as the league speaks (gra, singiel, debel, dobitka). */
import { generatedSeasonNumber, type TGameType } from '@caps/domain';
import {
  achievementText,
  signedChange,
  type TNotificationCatalogue,
  type TPointsMove,
  type TSide,
} from '../notification-messages.ts';

/** "your singles points": the type after "w" (locative). */
const POINTS_OF_TYPE: Record<TGameType, string> = {
  SINGLES: 'w singlu',
  EASY_CAPS: 'w easy caps',
  DOUBLES: 'w deblu',
  UNRANKED: 'w grach nierankingowych',
};
/** "a problem with a singles game": the game of a type (instrumental). */
const GAME_OF_TYPE: Record<TGameType, string> = {
  SINGLES: 'grą singlową',
  EASY_CAPS: 'grą w easy caps',
  DOUBLES: 'grą deblową',
  UNRANKED: 'grą nierankingową',
};

// "Unieważniona", as the game's page says of a void.
const CHANGE = { voided: 'unieważniona', corrected: 'poprawiona' } as const;

/** A season's name: the generated "Season 2" in Polish, an admin's name as typed. */
const seasonName = (name: string) => {
  const number = generatedSeasonNumber(name);
  return number === null ? name : `Sezon ${number}`;
};

/** The other side after "z" (with): "drużyną X" or "graczem X". */
const withSide = (s: TSide) =>
  s.kind === 'team'
    ? s.name === null
      ? 'drużyną rywali'
      : `drużyną ${s.name}`
    : s.name === null
      ? 'rywalem'
      : `graczem ${s.name}`;

/** Point moves with a decimal comma. */
const movesText = (moves: TPointsMove[]) =>
  moves
    .map((m) => `twoje punkty ${POINTS_OF_TYPE[m.gameType]} zmieniły się o ${signedChange(m.change).replace('.', ',')}`)
    .join(', ');

/** Who reported a tournament result, with the verb. */
const reported = (s: TSide | null) =>
  s === null || s.name === null
    ? s?.kind === 'team'
      ? 'Drużyna rywali zgłosiła'
      : 'Rywal zgłosił'
    : s.kind === 'team'
      ? `Drużyna ${s.name} zgłosiła`
      : `${s.name} zgłosił(a)`;

export const pl: TNotificationCatalogue = {
  waiting: ({ other }) => `Twoja gra z ${withSide(other)} czeka na akceptację.`,
  toAccept: ({ other }) => `Masz do akceptacji grę z ${withSide(other)}.`,
  accepted: ({ other, automatically }) =>
    `Gra z ${withSide(other)} została${automatically ? ' automatycznie' : ''} zaakceptowana.`,
  rejected: ({ other }) => `Gra z ${withSide(other)} została odrzucona.`,
  withdrawn: ({ poster }) => `${poster ?? 'Gracz, który ją dodał,'} wycofał(a) tę grę: nie ma czego akceptować.`,
  changedByAdmin: ({ other, change, reason, moves }) =>
    `Twoja gra z ${withSide(other)} została ${CHANGE[change]} przez admina: ${reason}${moves.length ? ` (${movesText(moves)})` : ''}`,
  pointsChanged: ({ change, moves }) => `Gra została ${CHANGE[change]}: ${movesText(moves)}.`,
  disputeOpened: ({ reporter, gameType, reason }) =>
    `${reporter ?? 'Gracz'} zgłosił(a) problem z ${GAME_OF_TYPE[gameType]}: ${reason}`,
  disputeAgainst: ({ reporter, gameType, reason }) =>
    `${reporter ?? 'Gracz'} zgłosił(a) adminom problem z Twoją ${GAME_OF_TYPE[gameType]}: ${reason}`,
  disputeDismissed: ({ reporter, own, gameType, note }) =>
    `Admin odrzucił ${own ? 'Twoje zgłoszenie' : `zgłoszenie gracza ${reporter ?? 'z tej gry'}`} problemu z ${own ? '' : 'Twoją '}${GAME_OF_TYPE[gameType]}; gra pozostaje bez zmian: ${note}`,
  achievement: ({ achievement, season }) =>
    achievementText('pl', achievement, season === undefined ? undefined : seasonName(season)),
  reportToConfirm: ({ reporter, tournament }) =>
    `${reported(reporter)} wynik Twojego meczu w turnieju ${tournament}: potwierdź go albo zakwestionuj.`,
  reportSuperseded: () => 'Organizator wpisał wynik tego meczu: nie ma czego potwierdzać.',
  checkInOpen: ({ tournament }) =>
    `Trwa potwierdzanie obecności w turnieju ${tournament}: potwierdź ją przed startem, inaczej nie zagrasz.`,
  matchReady: ({ opponent, tournament, table }) =>
    `Twój mecz z ${opponent ? withSide(opponent) : 'rywalem'} w turnieju ${tournament} jest gotowy${table ? ` przy stole ${table}` : ''}.`,
  resultDisputed: ({ tournament }) => `Zgłoszony wynik w turnieju ${tournament} został zakwestionowany: wpisz wynik.`,
  tournamentMatch: ({ tournament }) => `Twój mecz w turnieju ${tournament} można już rozegrać`,
};

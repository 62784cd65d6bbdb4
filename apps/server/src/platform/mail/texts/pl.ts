/** The emails in Polish, as the league speaks (gra, singiel, debel, wynik). */
import type { TGameType } from '@caps/domain';
import type { TEmailCatalogue } from './types.ts';

/** "a singles game" in Polish, in the accusative the sentence needs. */
const GAME_OF_TYPE: Record<TGameType, string> = {
  SINGLES: 'grę singlową',
  EASY_CAPS: 'grę w easy caps',
  DOUBLES: 'grę deblową',
  UNRANKED: 'grę nierankingową',
};

/** "in N hours", with the Polish plural of "godzina". */
function hours(n: number): string {
  const tens = n % 100;
  const units = n % 10;
  if (n === 1) return '1 godzinę';
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return `${n} godziny`;
  return `${n} godzin`;
}

export const pl: TEmailCatalogue = {
  footer: 'Caps League — dostajesz tę wiadomość, bo masz u nas konto.',
  welcome: ({ username }) => ({
    subject: 'Witaj w Caps League',
    heading: `Cześć, ${username}!`,
    paragraphs: [
      'Twoje konto w Caps League jest gotowe. Dodawaj rozegrane gry, proś rywali o ich akceptację i patrz, jak rosną Twoje punkty, statystyki i osiągnięcia.',
      'Przed pierwszą grą przeczytaj zasady.',
    ],
    action: 'Otwórz Caps League',
  }),
  reset: ({ username }) => ({
    subject: 'Reset hasła w Caps League',
    heading: 'Zresetuj hasło',
    paragraphs: [
      `Cześć ${username}, ktoś (mamy nadzieję, że Ty) poprosił o reset hasła do Twojego konta w Caps League.`,
      'Link działa raz i wygasa po godzinie. Jeśli to nie Ty, zignoruj tę wiadomość: hasło zostaje bez zmian.',
    ],
    action: 'Ustaw nowe hasło',
  }),
  emailChanged: ({ username, newEmail }) => ({
    subject: 'Adres e-mail w Caps League został zmieniony',
    heading: 'Twój adres e-mail został zmieniony',
    paragraphs: [
      `Cześć ${username}, adres e-mail Twojego konta w Caps League to teraz ${newEmail}.`,
      'Jeśli to nie Ty, zresetuj hasło i skontaktuj się z adminem ligi.',
    ],
  }),
  passwordChanged: ({ username }) => ({
    subject: 'Hasło w Caps League zostało zmienione',
    heading: 'Twoje hasło zostało zmienione',
    paragraphs: [
      `Cześć ${username}, hasło do Twojego konta w Caps League właśnie się zmieniło, a wszystkie inne sesje zostały wylogowane.`,
      'Jeśli to nie Ty, od razu zresetuj hasło.',
    ],
  }),
  gameToAccept: ({ username, poster, gameType, autoAcceptHours }) => ({
    subject: 'Nowa gra do akceptacji w Caps League',
    heading: 'Masz grę do akceptacji',
    paragraphs: [
      `Cześć ${username}, ${poster.kind === 'team' ? `drużyna ${poster.name} dodała` : `${poster.name} dodał(a)`} ${GAME_OF_TYPE[gameType]} przeciwko Tobie.`,
      `Zaakceptuj ją, jeśli wynik się zgadza, albo odrzuć. Jeśli nic nie zrobisz, zostanie zaakceptowana automatycznie za ${hours(autoAcceptHours)}.`,
    ],
    action: 'Zobacz grę',
  }),
};

import { languageOf, type TGameType } from '@caps/domain';
import { renderEmail, type TEmail } from '../../platform/mail/layout.ts';
import { emailTexts, type TPoster } from '../../platform/mail/texts/index.ts';

/** To a player asked to accept a game, in their language. */
export function gameToAcceptEmail(
  recipient: { email: string; username: string; language: string | null },
  poster: TPoster,
  gameType: TGameType,
  publicUrl: string,
  autoAcceptHours: number,
): TEmail {
  const texts = emailTexts(recipient.language);
  const { subject, heading, paragraphs, action } = texts.gameToAccept({
    username: recipient.username,
    poster,
    gameType,
    autoAcceptHours,
  });
  return renderEmail({
    to: recipient.email,
    subject,
    heading,
    paragraphs,
    footer: texts.footer,
    language: languageOf(recipient.language),
    ...(action ? { action: { label: action, url: `${publicUrl}/secure/acceptance` } } : {}),
  });
}

/** The account emails, in the recipient's language (platform/mail/texts). */
import { languageOf } from '@caps/domain';
import { renderEmail, type TEmail } from '../../platform/mail/layout.ts';
import { emailTexts, type TEmailText } from '../../platform/mail/texts/index.ts';

/** The account an email goes to: its name and its language (null: not chosen, English). */
type Recipient = { username: string; language: string | null };

function render(to: string, language: string | null, text: TEmailText, url?: string): TEmail {
  const { heading, subject, paragraphs, action } = text;
  return renderEmail({
    to,
    subject,
    heading,
    paragraphs,
    footer: emailTexts(language).footer,
    language: languageOf(language),
    ...(action && url ? { action: { label: action, url } } : {}),
  });
}

export function welcomeEmail(user: Recipient, to: string, publicUrl: string): TEmail {
  return render(to, user.language, emailTexts(user.language).welcome({ username: user.username }), `${publicUrl}/`);
}

export function resetEmail(user: Recipient, to: string, link: string): TEmail {
  return render(to, user.language, emailTexts(user.language).reset({ username: user.username }), link);
}

/** To the old address: `user` is the account after the change. */
export function emailChangedEmail(user: Recipient & { email: string | null }, to: string): TEmail {
  return render(
    to,
    user.language,
    emailTexts(user.language).emailChanged({ username: user.username, newEmail: user.email ?? '' }),
  );
}

export function passwordChangedEmail(user: Recipient, to: string): TEmail {
  return render(to, user.language, emailTexts(user.language).passwordChanged({ username: user.username }));
}

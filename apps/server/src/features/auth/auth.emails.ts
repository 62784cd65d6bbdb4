import { renderEmail, type TEmail } from '../../platform/mail/layout.ts';

export function welcomeEmail(to: string, username: string, publicUrl: string): TEmail {
  return renderEmail({
    to,
    subject: 'Welcome to Caps League',
    heading: `Welcome, ${username}!`,
    paragraphs: [
      'Your Caps League account is ready. Post the games you play, ask your opponents to accept them, and watch your points, stats and achievements grow.',
      'Read the rules before your first game.',
    ],
    action: { label: 'Open Caps League', url: `${publicUrl}/` },
  });
}

export function resetEmail(to: string, username: string, link: string): TEmail {
  return renderEmail({
    to,
    subject: 'Reset your Caps League password',
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${username}, someone (hopefully you) asked to reset the password of your Caps League account.`,
      'The link works once and expires in one hour. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Set a new password', url: link },
  });
}

export function emailChangedEmail(to: string, username: string, newEmail: string): TEmail {
  return renderEmail({
    to,
    subject: 'Your Caps League email was changed',
    heading: 'Your email address was changed',
    paragraphs: [`Hi ${username}, the email of your Caps League account is now ${newEmail}.`, 'If you did not do this, reset your password and contact your league admin.'],
  });
}

export function passwordChangedEmail(to: string, username: string): TEmail {
  return renderEmail({
    to,
    subject: 'Your Caps League password was changed',
    heading: 'Your password was changed',
    paragraphs: [`Hi ${username}, the password of your Caps League account was just changed and every other session was signed out.`, 'If you did not do this, reset your password now.'],
  });
}

import { renderEmail, type TEmail } from '../../platform/mail/layout.ts';

export function gameToAcceptEmail(to: string, username: string, opponent: string, gameLabel: string, publicUrl: string, autoAcceptHours: number): TEmail {
  return renderEmail({
    to,
    subject: 'A new game to accept in Caps League',
    heading: 'You have a game to accept',
    paragraphs: [
      `Hi ${username}, ${opponent} posted a ${gameLabel} game against you.`,
      `Accept it if the result is right, or reject it. If you do nothing, it will be accepted automatically in ${autoAcceptHours} hours.`,
    ],
    action: { label: 'Review the game', url: `${publicUrl}/secure/acceptance` },
  });
}

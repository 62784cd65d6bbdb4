/** The emails in English (the texts the server always sent). */
import { wordIn } from '@caps/domain/i18n/word-text';
import type { TEmailCatalogue } from './types.ts';

export const en: TEmailCatalogue = {
  footer: 'Caps League — you get this email because you have an account.',
  welcome: ({ username }) => ({
    subject: 'Welcome to Caps League',
    heading: `Welcome, ${username}!`,
    paragraphs: [
      'Your Caps League account is ready. Post the games you play, ask your opponents to accept them, and watch your points, stats and achievements grow.',
      'Read the rules before your first game.',
    ],
    action: 'Open Caps League',
  }),
  reset: ({ username }) => ({
    subject: 'Reset your Caps League password',
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${username}, someone (hopefully you) asked to reset the password of your Caps League account.`,
      'The link works once and expires in one hour. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
    action: 'Set a new password',
  }),
  emailChanged: ({ username, newEmail }) => ({
    subject: 'Your Caps League email was changed',
    heading: 'Your email address was changed',
    paragraphs: [
      `Hi ${username}, the email of your Caps League account is now ${newEmail}.`,
      'If you did not do this, reset your password and contact your league admin.',
    ],
  }),
  passwordChanged: ({ username }) => ({
    subject: 'Your Caps League password was changed',
    heading: 'Your password was changed',
    paragraphs: [
      `Hi ${username}, the password of your Caps League account was just changed and every other session was signed out.`,
      'If you did not do this, reset your password now.',
    ],
  }),
  gameToAccept: ({ username, poster, gameType, autoAcceptHours }) => ({
    subject: 'A new game to accept in Caps League',
    heading: 'You have a game to accept',
    paragraphs: [
      `Hi ${username}, ${poster.kind === 'team' ? `team ${poster.name}` : poster.name} posted a ${wordIn('en', `gameType.${gameType}`)} game against you.`,
      `Accept it if the result is right, or reject it. If you do nothing, it will be accepted automatically in ${autoAcceptHours} hours.`,
    ],
    action: 'Review the game',
  }),
};

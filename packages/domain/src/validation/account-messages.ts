/**
 * The account messages of SPEC.md §5 as coded messages (`i18n/coded-message.ts`; their English is the spec's, word for
 * word), apart from the field schemas so that pages show them without loading zod.
 */
import { codeMessage } from '../i18n/coded-message.ts';
import { LIMITS } from '../limits.ts';

/** Longest password the forms and the API take. */
const PASSWORD_MAX = 200;

export const MESSAGES = {
  usernameRequired: codeMessage('USERNAME_REQUIRED'),
  usernameTooLong: codeMessage('USERNAME_TOO_LONG', { max: LIMITS.usernameMax }),
  usernameTooShort: codeMessage('USERNAME_TOO_SHORT', { min: LIMITS.usernameMin }),
  usernameSpaces: codeMessage('USERNAME_SPACES'),
  usernameInvisible: codeMessage('USERNAME_INVISIBLE'),
  usernameLooseMarks: codeMessage('USERNAME_LOOSE_MARKS'),
  usernameMixedScripts: codeMessage('USERNAME_MIXED_SCRIPTS'),
  email: codeMessage('EMAIL_INVALID'),
  password: codeMessage('PASSWORD_TOO_SHORT', { min: LIMITS.passwordMin }),
  passwordShort: codeMessage('PASSWORD_TOO_SHORT', { min: LIMITS.passwordMinChange }),
  passwordTooLong: codeMessage('PASSWORD_TOO_LONG', { max: PASSWORD_MAX }),
  passwordsDontMatch: codeMessage('PASSWORDS_DONT_MATCH'),
  loginFailed: codeMessage('LOGIN_FAILED'),
  resetTokenInvalid: codeMessage('RESET_TOKEN_INVALID'),
} as const;

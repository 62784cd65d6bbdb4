/** The exact account messages of SPEC.md §5, apart from the field schemas so that pages show them without loading zod. */
import { LIMITS } from '../limits.ts';

export const MESSAGES = {
  usernameTooLong: `Text cannot be longer than ${LIMITS.usernameMax} characters.`,
  usernameTooShort: `Text has to be at least ${LIMITS.usernameMin} characters long.`,
  usernameSpaces: 'Text cannot have leading or trailing spaces.',
  email: 'Type in a correct email address',
  password: `Password has to be at least ${LIMITS.passwordMin} characters long`,
  passwordShort: `Password has to be at least ${LIMITS.passwordMinChange} characters long`,
  passwordsDontMatch: "Passwords don't match",
  passwordInvalid: 'Password invalid',
  loginFailed: 'Invalid username or password',
  registerFailed: 'Error while registering',
} as const;

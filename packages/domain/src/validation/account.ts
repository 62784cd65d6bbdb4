/** Account field rules with the coded messages of SPEC.md §5, shared by the forms and the API. */
import { z } from 'zod';
import { ZLanguage } from '../enum-schemas.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from './account-messages.ts';
import { normalizeUsername, usernameProblem } from './username-rules.ts';

const PROBLEM_MESSAGES = {
  USERNAME_INVISIBLE: MESSAGES.usernameInvisible,
  USERNAME_LOOSE_MARKS: MESSAGES.usernameLooseMarks,
  USERNAME_MIXED_SCRIPTS: MESSAGES.usernameMixedScripts,
} as const;

/**
 * A username as typed; the server keeps its NFKC form (`normalizeUsername`) and refuses one whose skeleton another
 * account's has (`username-rules.ts`).
 */
export const ZUsername = z
  .string({ error: MESSAGES.usernameRequired })
  .min(LIMITS.usernameMin, MESSAGES.usernameTooShort)
  .max(LIMITS.usernameMax, { error: MESSAGES.usernameTooLong, abort: true })
  .refine((s) => s.trim() === s, MESSAGES.usernameSpaces)
  .superRefine((s, ctx) => {
    const problem = usernameProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: PROBLEM_MESSAGES[problem] });
    else if (normalizeUsername(s).length > LIMITS.usernameMax)
      ctx.addIssue({ code: 'custom', message: MESSAGES.usernameTooLong }); // a ligature kept as its letters
  });

/**
 * A standard address pattern: something@domain.tld with no spaces (a dot after the domain's first character, with at
 * least two characters after it); stored lower-cased. The domain part is written so that each character can be
 * matched one way only (the first dot ends `[^\s@.]*`), so a failed match costs linear time whatever the input: the
 * obvious `[^\s@]+\.[^\s@]{2,}` tries every dot against every tail. A failed length check stops before the pattern.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]{2,}$/;

export const ZEmail = z
  .string({ error: MESSAGES.email })
  .max(254, { error: MESSAGES.email, abort: true })
  .regex(EMAIL_PATTERN, MESSAGES.email);

export const ZPassword = z
  .string({ error: MESSAGES.password })
  .min(LIMITS.passwordMin, MESSAGES.password)
  .max(200, MESSAGES.passwordTooLong);

/** Passwords that only confirm identity (account dialog, change-password dialog, forced email modal). */
export const ZConfirmPassword = z
  .string({ error: MESSAGES.passwordShort })
  .min(LIMITS.passwordMinChange, MESSAGES.passwordShort)
  .max(200, MESSAGES.passwordTooLong);

export const ZRegister = z
  .object({
    username: ZUsername,
    email: ZEmail,
    password: ZPassword,
    repeatPassword: z.string({ error: MESSAGES.passwordsDontMatch }),
    /** The language the sign-up form was in: the welcome email speaks it, and the account keeps it. */
    language: ZLanguage.optional(),
  })
  .refine((v) => v.password === v.repeatPassword, { message: MESSAGES.passwordsDontMatch, path: ['repeatPassword'] });
export type TRegister = z.infer<typeof ZRegister>;

export const ZLogin = z.object({
  username: z.string({ error: MESSAGES.loginFailed }).min(1, MESSAGES.loginFailed).max(200, MESSAGES.loginFailed),
  password: z.string({ error: MESSAGES.loginFailed }).min(1, MESSAGES.loginFailed).max(200, MESSAGES.loginFailed),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZResetRequest = z.object({ email: ZEmail });

export const ZUpdatePassword = z.object({
  code: z
    .string({ error: MESSAGES.resetTokenInvalid })
    .min(1, MESSAGES.resetTokenInvalid)
    .max(200, MESSAGES.resetTokenInvalid),
  password: ZPassword,
});
export type TUpdatePassword = z.infer<typeof ZUpdatePassword>;

/** The new password must meet the registration minimum; the old one only has to be non-trivial. */
export const ZChangePassword = z.object({
  oldPassword: ZConfirmPassword,
  newPassword: ZPassword,
});
export type TChangePassword = z.infer<typeof ZChangePassword>;

/**
 * The caller's own account: a new username or email needs the password to confirm it (as SPEC.md §5's dialog asks);
 * the language alone does not.
 */
export const ZUpdateUser = z
  .object({
    username: ZUsername.optional(),
    email: ZEmail.optional(),
    password: ZConfirmPassword.optional(),
    language: ZLanguage.optional(),
  })
  .refine((v) => v.password !== undefined || (v.username === undefined && v.email === undefined), {
    message: MESSAGES.passwordShort,
    path: ['password'],
  });
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

/** Field rules of the account forms (sign-up, password reset, profile), built from the shared schemas and messages (SPEC.md §5). */
import { ZConfirmPassword, ZEmail, ZPassword, ZUsername } from '@caps/domain';
import { MESSAGES } from '@caps/domain/validation/account-messages';
import { zodRule, type FieldRule } from './use-form.ts';

export const usernameRule = zodRule(ZUsername);
export const emailRule = zodRule(ZEmail);
export const passwordRule = zodRule(ZPassword);
export const confirmPasswordRule = zodRule(ZConfirmPassword);

/** The repeat field must equal `password`. */
export function repeatPasswordRule<V extends { password: string }>(): FieldRule<V> {
  return (value, values) => (value !== values.password ? MESSAGES.passwordsDontMatch : undefined);
}

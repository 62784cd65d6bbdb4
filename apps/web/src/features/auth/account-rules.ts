/** Field rules of the account forms, built from the shared schemas and messages (SPEC.md §5). */
import { ZConfirmPassword, ZEmail, ZPassword, ZUsername } from '@caps/domain';
import { MESSAGES } from '@caps/domain/validation/account-messages';
import { ApiError, errorText } from '../../api/api-error.ts';
import { zodRule, type FieldRule } from '../../ui/forms/use-form.ts';

export const usernameRule = zodRule(ZUsername);
export const emailRule = zodRule(ZEmail);
export const passwordRule = zodRule(ZPassword);
export const confirmPasswordRule = zodRule(ZConfirmPassword);

/** The repeat field must equal `password`. */
export function repeatPasswordRule<V extends { password: string }>(): FieldRule<V> {
  return (value, values) => (value !== values.password ? MESSAGES.passwordsDontMatch : undefined);
}

/** Error text of a failed account update: 403 means the confirmation password was wrong. */
export function accountUpdateError(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return MESSAGES.passwordInvalid;
  return errorText(error, 'Failed to save the data');
}

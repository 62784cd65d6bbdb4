/** Account calls that need no session: sign-up and the password-reset flow. */
import { useMutation } from '@tanstack/react-query';
import type { TRegister } from '@caps/domain';
import { useApi } from '../../api/api-context.tsx';

/** Signs up. */
export function useRegister() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TRegister) => api.call('users.register', { body, auth: false }),
  });
}

/** Asks for a password-reset email (always answers the same, whether or not the address is known). */
export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({
    mutationFn: (email: string) => api.call('users.resetPassword', { query: { email }, auth: false }),
  });
}

/** Sets a new password with the code from the reset email. */
export function useUpdatePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { code: string; password: string }) => api.call('users.updatePassword', { body, auth: false }),
  });
}

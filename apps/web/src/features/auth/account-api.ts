/** Account calls that need no session: sign-up and the password-reset flow. */
import { useMutation } from '@tanstack/react-query';
import type { TRegister } from '@caps/domain';
import { useApi } from '../../api/api-context.tsx';

/** POST /users (sign-up). */
export function useRegister() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TRegister) => api.request('/users', { method: 'POST', json: body, auth: false }),
  });
}

/** POST /users/resetPassword?email= (always answers the same, whether or not the address is known). */
export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({
    mutationFn: (email: string) => api.request('/users/resetPassword', { method: 'POST', query: { email }, auth: false }),
  });
}

/** POST /users/updatePassword with the code from the reset email. */
export function useUpdatePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { code: string; password: string }) =>
      api.request('/users/updatePassword', { method: 'POST', json: body, auth: false }),
  });
}

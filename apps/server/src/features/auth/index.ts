/**
 * Auth: sessions and their tokens, passwords (sign-up, reset, change, the limits on guessing them) and the account
 * changes a password confirms. Depends on accounts only.
 */
export { PasswordAttempts } from './auth.attempts.ts';
export { DeviceCookies } from './auth.devices.ts';
export { authRoutes } from './auth.routes.ts';
export {
  changePassword,
  checkSession,
  createAdmin,
  registerUser,
  requestPasswordReset,
  resetPassword,
  updateAccount,
} from './auth.service.ts';

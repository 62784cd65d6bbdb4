/**
 * Limits on guessing passwords that nobody can turn against an account's owner (issue 20 item 3):
 * - sign-ins are counted per account and address: an address that used up its attempts is refused for that account,
 *   other addresses are not;
 * - an address the owner signed in from (in the last 30 days, or where they reset the password) is the owner's own:
 *   it is never refused because of attempts from elsewhere;
 * - every other address shares a limit per account, so a burst from many addresses gets at most `max` guesses;
 * - a device the owner signed in from (a valid device cookie of the account, auth.devices.ts) is counted on its own
 *   limit only, whatever its address: a phone whose address changes all the time is never locked out by attempts
 *   made elsewhere, and a stolen cookie gets `max` guesses per window;
 * - confirming the current password (password change, account edit) is counted per account and address too.
 * Every attempt is counted before the password is checked, so parallel requests cannot all slip through. A successful
 * sign-in forgets its address's and its device's counts; a successful password reset forgets the account's counts
 * of addresses.
 */
import crypto from 'node:crypto';
import { normalizeUsername } from '@caps/domain';
import type { RateCounter } from '../../platform/rate-counter.ts';
import { AttemptLimiter } from '../../platform/attempt-limiter.ts';

const WINDOW_MS = 15 * 60 * 1000;
const OWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;

/** The account part of a key: fixed length, so forgetting an account's keys by prefix never touches another's. */
const accountOf = (username: string) =>
  crypto.createHash('sha256').update(normalizeUsername(username).toLowerCase()).digest('hex').slice(0, 32);

/** How a sign-in attempt was counted: on the account's shared limit, or on a known device's own. */
type SignInAttempt = { shared: boolean; device?: string };

export class PasswordAttempts {
  private readonly perAddress: AttemptLimiter;
  private readonly perAccount: AttemptLimiter;
  private readonly ownAddresses: AttemptLimiter;
  private readonly perDevice: AttemptLimiter;
  private readonly confirms: AttemptLimiter;

  constructor(counter: RateCounter, max: number) {
    this.perAddress = new AttemptLimiter(counter, 'login-address', max, WINDOW_MS);
    this.perAccount = new AttemptLimiter(counter, 'login-account', max, WINDOW_MS);
    this.ownAddresses = new AttemptLimiter(counter, 'login-own', Number.MAX_SAFE_INTEGER, OWN_ADDRESS_MS);
    this.perDevice = new AttemptLimiter(counter, 'login-device', max, WINDOW_MS);
    this.confirms = new AttemptLimiter(counter, 'confirm-password', max, WINDOW_MS);
  }

  /**
   * Counts a sign-in attempt before its password is checked; 429 when this device or address may not try this account
   * now. `device`: the id of the account's device cookie the request presented (auth.devices.ts), if any. Returns
   * whether the attempt also counts against the account's limit (neither a device nor an address of the owner's).
   */
  async beforeSignIn(username: string, address: string, device?: string): Promise<SignInAttempt> {
    const account = accountOf(username);
    if (device !== undefined) {
      await this.perDevice.attempt(`${account}|${device}`);
      return { shared: false, device };
    }
    await this.perAddress.attempt(`${account}|${address}`);
    if (await this.ownAddresses.seen(`${account}|${address}`)) return { shared: false };
    await this.perAccount.attempt(account, 'TOO_MANY_ATTEMPTS_WAIT');
    return { shared: true };
  }

  /** The password was right: the address is the owner's, its attempts (and this one on the account's limit) are forgotten. */
  async signedIn(username: string, address: string, attempt: SignInAttempt): Promise<void> {
    const account = accountOf(username);
    if (attempt.device !== undefined) await this.perDevice.forget(`${account}|${attempt.device}`);
    await this.perAddress.forget(`${account}|${address}`);
    if (attempt.shared) await this.perAccount.undo(account);
    await this.ownAddresses.record(`${account}|${address}`);
  }

  /** After a password reset from `address`: the account's counts are forgotten and the address is the owner's. */
  async passwordReset(username: string, userId: string, address: string): Promise<void> {
    const account = accountOf(username);
    await this.perAddress.forget(account);
    await this.perAccount.forget(account);
    await this.confirms.forget(userId);
    await this.ownAddresses.record(`${account}|${address}`);
  }

  /** Counts an attempt to confirm the current password before it is checked; 429 past the limit. */
  async beforeConfirm(userId: string, address: string): Promise<void> {
    await this.confirms.attempt(`${userId}|${address}`);
  }

  /** The password was confirmed: the count of this account and address is forgotten. */
  async confirmed(userId: string, address: string): Promise<void> {
    await this.confirms.forget(`${userId}|${address}`);
  }
}

/**
 * The owner's devices (issue 37 item 14; OWASP's "device cookies"). A successful sign-in leaves a long-lived cookie
 * on the browser that names the account and a random device id, signed with a key derived from JWT_SECRET. A later
 * sign-in to that account that presents it comes from a device the owner used: it is counted on that device's own
 * limit, not on the limits that attempts from unknown devices and addresses share, so nobody can lock the owner out
 * by guessing from elsewhere, whatever address a phone has today. A stolen cookie still gets only `max` guesses per
 * window. A client that keeps no cookies (the earlier client, scripts) signs in as before, as an unknown device.
 *
 * One cookie per account (its name is derived from the account), so two accounts on one phone keep theirs. The path
 * is /api (no page request carries it), HttpOnly (no script reads it), SameSite=Lax, Secure in production, one year.
 */
import crypto from 'node:crypto';

const PREFIX = 'caps_device_';
const VERSION = 'v1';
const MAX_AGE_SECONDS = 365 * 24 * 3600;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    jwtSecret: string,
    private readonly secure: boolean,
  ) {
    // A key of its own: a device cookie can never be passed off as a token, nor a token as a device cookie.
    this.key = crypto.createHmac('sha256', jwtSecret).update('caps-league device cookies').digest();
  }

  /** Whether the Cookie header holds any device cookie (a sign-in without one needs no account look-up). */
  static present(cookieHeader: string | undefined): boolean {
    return cookieHeader !== undefined && cookieHeader.includes(PREFIX);
  }

  /** The device id of a valid cookie of `userId` in the Cookie header; undefined when there is none, or it is forged. */
  deviceOf(cookieHeader: string | undefined, userId: string): string | undefined {
    const value = cookieValue(cookieHeader, this.nameFor(userId));
    const [version, owner, deviceId, mac] = value?.split('.') ?? [];
    if (version !== VERSION || owner !== userId || !deviceId || !DEVICE_ID.test(deviceId) || !mac) return undefined;
    const expected = Buffer.from(this.mac(`${VERSION}.${userId}.${deviceId}`));
    const given = Buffer.from(mac);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? deviceId : undefined;
  }

  /** A Set-Cookie value that recognises this device for `userId` for a year (a new device unless `deviceId` is given). */
  cookieFor(userId: string, deviceId = crypto.randomBytes(16).toString('base64url')): string {
    const payload = `${VERSION}.${userId}.${deviceId}`;
    const attributes = [
      `Path=/api`,
      `Max-Age=${MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(this.secure ? ['Secure'] : []),
    ];
    return [`${this.nameFor(userId)}=${payload}.${this.mac(payload)}`, ...attributes].join('; ');
  }

  private nameFor(userId: string): string {
    return PREFIX + this.mac(`name.${userId}`).slice(0, 12);
  }

  private mac(text: string): string {
    return crypto.createHmac('sha256', this.key).update(text).digest('base64url');
  }
}

/** The value of the cookie `name` in a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

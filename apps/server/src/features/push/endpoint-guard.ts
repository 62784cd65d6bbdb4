/**
 * Which push endpoints the server may post to. A browser names its push service by URL, and the server posts to
 * it: an attacker could name an address inside the server's own network (a metadata service, a database's HTTP
 * port, the server itself). So an endpoint is posted to only when it is https and its name resolves to public
 * addresses only (every address the name has: a name with one public and one private address is refused), and
 * the connection then goes to the address that was checked (`pinnedLookup`), so the name cannot change its
 * answer between the check and the connection (DNS rebinding). Redirects are never followed. This holds in every
 * mode; only tests may add addresses (`testAddresses`, given to `buildApp` by a test, never by configuration), where
 * a local stand-in push service listens.
 */
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Resolves a name to all its addresses (dns.lookup unless a test gives its own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type EndpointGuard = {
  /** Tests only: addresses a local stand-in push service listens on (over http too). */
  testAddresses?: readonly string[];
  resolve?: Resolver;
};

/** An endpoint that may not be posted to: the one answer for every reason (so the answer tells nothing about inside). */
export class EndpointRefused extends Error {}

const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

function isPublicV4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

/**
 * Whether an address is on the public internet: not loopback, unspecified, private, shared (CGNAT), link-local
 * (where cloud metadata services answer), multicast, broadcast or reserved, in either family; an IPv6 address that
 * carries an IPv4 one (IPv4-mapped, IPv4-compatible, NAT64 translated) is judged by the IPv4 address it carries.
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv4') return isPublicV4(parsed as ipaddr.IPv4);
  const v6 = parsed as ipaddr.IPv6;
  const bytes = v6.toByteArray();
  const embedded = () => new ipaddr.IPv4(bytes.slice(12));
  const range = v6.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return isPublicV4(embedded());
  // NAT64's well-known prefix 64:ff9b::/96 carries the IPv4 address it stands for; the local-use 64:ff9b:1::/48 is private.
  if (range === 'rfc6052') return bytes[4] === 0 && bytes[5] === 0 && isPublicV4(embedded());
  // ::a.b.c.d, the deprecated IPv4-compatible form (::1 and :: are among them).
  if (bytes.slice(0, 12).every((b) => b === 0)) return false;
  return range === 'unicast';
}

/** The endpoint's host without IPv6 brackets and whether it is https, or a refusal when it is no URL the server posts to. */
function hostOf(endpoint: string, allowHttp: boolean): { host: string; https: boolean } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new EndpointRefused('not a URL');
  }
  if (url.username || url.password) throw new EndpointRefused('credentials in the URL');
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) throw new EndpointRefused('not https');
  return { host: url.hostname.replace(/^\[|\]$/g, ''), https: url.protocol === 'https:' };
}

/**
 * The address to post the endpoint's push to (checked as above), or EndpointRefused. Resolved again on every
 * attempt: a name that answered a public address yesterday may answer a private one today.
 */
export async function checkedAddress(endpoint: string, guard: EndpointGuard = {}): Promise<ResolvedAddress> {
  const testAddresses = guard.testAddresses ?? [];
  const { host, https } = hostOf(endpoint, testAddresses.length > 0);
  let addresses: ResolvedAddress[];
  if (net.isIP(host) !== 0) addresses = [{ address: host, family: net.isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (guard.resolve ?? systemResolver)(host);
    } catch {
      throw new EndpointRefused('name not resolved');
    }
  }
  const first = addresses[0];
  if (!first) throw new EndpointRefused('name not resolved');
  const allowed = (a: ResolvedAddress) => testAddresses.includes(a.address) || (https && isPublicAddress(a.address));
  if (!addresses.every(allowed)) throw new EndpointRefused('not a public address');
  return first;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | Array<{ address: string; family: number }>,
  family?: number,
) => void;

/** A `lookup` for http(s).request that answers the checked address whatever the name (no second resolution). */
export function pinnedLookup(pinned: ResolvedAddress) {
  return (_hostname: string, options: { all?: boolean } | number | undefined, callback: LookupCallback): void => {
    if (typeof options === 'object' && options?.all)
      callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

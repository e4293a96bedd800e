// issue #32 finding 4: the client's address, the subject of every rate limit. Fastify reads
// X-Forwarded-For through TRUST_PROXY (server/config/trust-proxy.ts): with N hops the client
// is the Nth entry from the right, with an address list the first entry from the right that
// is not a listed proxy; request.ip is that address. docs/security.md "Client address".
import { isIP } from 'node:net';
import type { TrustProxy } from '../../config/trust-proxy';

type TrustFunction = (address: string, hop: number) => boolean;

/** Fastify's `trustProxy` for our setting (its own number form trusts no hop at all). */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | TrustFunction {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

/**
 * The address as a counter key: an IPv4-mapped IPv6 address as IPv4, any other IPv6 address
 * by its /64 (one customer's line gets a whole /64, so counting single addresses would let
 * one line take 2^64 buckets).
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (isIP(bare) !== 6) return bare;
  const [head = '', tail = ''] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') && tail ? tail.split(':') : [];
  const zeros = bare.includes('::') ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(Math.max(zeros, 0)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

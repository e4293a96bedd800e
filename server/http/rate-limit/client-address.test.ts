// issue #32 findings 3 and 4: TRUST_PROXY's forms, the address used as a counter key and the
// normalised path (docs/security.md "Client address", "Rate limits").
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../config/trust-proxy';
import { addressKey, fastifyTrustProxy } from './client-address';
import { normalisedPath } from './request-limit';

async function clientOf(setting: string | undefined, remoteAddress: string, forwarded?: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(setting)) });
  app.get('/', async (request) => request.ip);
  const response = await app.inject({
    url: '/',
    remoteAddress,
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  });
  await app.close();
  return response.body;
}

describe('client address (issue #32 finding 4)', () => {
  it('TRUST_PROXY: unset, false, 0 trust no proxy; true means one hop; a number of hops; an address/CIDR list; anything else refuses to start', () => {
    for (const value of [undefined, '', 'false', 'no', '0'])
      expect(parseTrustProxy(value)).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1, loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    for (const bad of ['proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '17']) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
    }
  });

  it('the client is taken through the trusted hops only: forged left-most X-Forwarded-For entries are never the address', async () => {
    const header = '203.0.113.9, 10.0.0.1, 198.51.100.7';
    expect(await clientOf(undefined, '127.0.0.1', header)).toBe('127.0.0.1');
    expect(await clientOf('true', '127.0.0.1', header)).toBe('198.51.100.7');
    expect(await clientOf('1', '127.0.0.1', header)).toBe('198.51.100.7');
    expect(await clientOf('2', '127.0.0.1', header)).toBe('10.0.0.1');
    // A list: only a listed peer may speak, and listed hops are skipped.
    expect(await clientOf('127.0.0.1, 198.51.100.0/24', '127.0.0.1', header)).toBe('10.0.0.1');
    expect(await clientOf('127.0.0.1', '192.0.2.5', header)).toBe('192.0.2.5');
  });

  it('counter keys: IPv4 as is, IPv4-mapped IPv6 as IPv4, other IPv6 by its /64', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('the normalised path: decoded, no query, no empty or dot segments', () => {
    expect(normalisedPath('/s/%6b//abc/?n=1')).toBe('/s/k/abc');
    expect(normalisedPath('/s/./x/../k/abc#top')).toBe('/s/k/abc');
    expect(normalisedPath('/s/%E0%A4%A/k')).toBe('/s/%E0%A4%A/k');
  });
});

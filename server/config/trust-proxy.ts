// issue #32 finding 4: TRUST_PROXY says which proxies may name the client in
// X-Forwarded-For (docs/security.md "Client address"). A hop count trusts that many proxies
// in front of the server (the client is the entry that many from the right); an address/CIDR
// list trusts only those peers. `true` means one hop: trusting every hop would make the
// left-most entry, which the client writes, its address.
import { isIP } from 'node:net';

export type TrustProxy = false | number | readonly string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 16;

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || /^(false|no|0)$/i.test(text)) return false;
  if (/^(true|yes)$/i.test(text)) return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY 代理层数过多 / too many hops: ${text}`);
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !validEntry(entry));
  if (bad !== undefined) {
    throw new Error(`TRUST_PROXY 须为层数或地址/CIDR 列表 / invalid TRUST_PROXY entry: ${bad}`);
  }
  return entries;
}

import { describe, expect, it } from 'vitest';
import { chatArchiveSaveSchema, isIpOrCidr, splitTrustIps } from './chat-archive-configure';
import { validate } from '../validation';

describe('chat archive trust_ips (spec §3): IPv4, IPv6 or CIDR', () => {
  it('accepts addresses and ranges of both families', () => {
    for (const ip of ['203.0.113.7', '10.0.0.0/8', '::1', '2001:db8::/32', 'fe80::1']) {
      expect(isIpOrCidr(ip)).toBe(true);
    }
  });

  it('refuses anything else with a Chinese message naming the bad entry', () => {
    for (const ip of ['256.1.1.1', '10.0.0.0/33', 'example.com', '1.2.3'])
      expect(isIpOrCidr(ip)).toBe(false);
    const result = validate(chatArchiveSaveSchema, {
      public_key_ver: 1,
      trust_ips: ['1.1.1.1', '1.2.3'],
    });
    expect(result).toMatchObject({ ok: false, field: 'trust_ips.1' });
    expect(result.ok ? '' : result.message).toBe(
      '可信IP「1.2.3」格式不正确，请填写IPv4、IPv6地址或CIDR网段（如 192.168.1.0/24）',
    );
  });

  it('splits what the operator typed on lines, commas and spaces', () => {
    expect(splitTrustIps('1.1.1.1\n 2.2.2.0/24, ::1；')).toEqual(['1.1.1.1', '2.2.2.0/24', '::1']);
  });

  it('requires a PEM private key when one is given, and a key version', () => {
    expect(
      validate(chatArchiveSaveSchema, { private_key: 'abc', public_key_ver: 1, trust_ips: [] }),
    ).toMatchObject({ ok: false, field: 'private_key' });
    expect(validate(chatArchiveSaveSchema, { trust_ips: [] })).toMatchObject({
      ok: false,
      message: '公钥版本号必须是数字',
    });
  });
});

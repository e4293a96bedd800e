// spec §3 + house rules: secrets are write-only. The console learns whether one is set and its
// last four characters (enough to tell two apart), never the rest.
import type { MaskedSecret } from '../../../../contract/setting/authorize';

const DOTS = '••••••••';

export function maskSecret(value: string): MaskedSecret {
  if (!value) return { configured: false, masked: '' };
  return { configured: true, masked: value.length >= 16 ? `${DOTS}${value.slice(-4)}` : DOTS };
}

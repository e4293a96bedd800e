// issue #14: an initial or reset password is made by the server, shown once to the admin and
// stored only as a hash. 12 characters from an alphabet without look-alikes (0/O, 1/l/I), with
// at least one upper case letter, one lower case letter, one digit and one symbol.
import { randomInt } from 'node:crypto';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '@#%*+=?';
const ALL = UPPER + LOWER + DIGITS + SYMBOLS;

function pick(alphabet: string): string {
  return alphabet.charAt(randomInt(alphabet.length));
}

export function makeInitialPassword(length = 12): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

// Ids for new components and options: short, random, unique within a form (contract
// field_name pattern f_[A-Za-z0-9_-]).
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('');
}

import { createHash } from 'node:crypto';

/**
 * PayGate PayWeb3's checksum: the MD5 (hex) of every field's value in the documented order,
 * followed by the merchant's encryption key. Field order matters, so fields are kept as ordered
 * pairs, never as a plain object whose order could change.
 */
export type Fields = [string, string][];

export const md5Checksum = (values: string[], key: string) =>
  createHash('md5')
    .update(values.join('') + key, 'utf8')
    .digest('hex');

/** Adds CHECKSUM over the fields as they stand. */
export function signed(fields: Fields, key: string): Fields {
  return [
    ...fields,
    [
      'CHECKSUM',
      md5Checksum(
        fields.map(([, v]) => v),
        key,
      ),
    ],
  ];
}

/** True when CHECKSUM matches the other fields in the order they came. */
export function checksumValid(fields: Fields, key: string): boolean {
  const given = fields.find(([k]) => k === 'CHECKSUM')?.[1];
  if (!given) return false;
  const expected = md5Checksum(
    fields.filter(([k]) => k !== 'CHECKSUM').map(([, v]) => v),
    key,
  );
  return given.length === expected.length && given.toLowerCase() === expected;
}

export const parseFields = (body: string): Fields => [...new URLSearchParams(body).entries()];
export const encodeFields = (fields: Fields) => new URLSearchParams(fields).toString();
export const fieldOf = (fields: Fields, name: string) => fields.find(([k]) => k === name)?.[1] ?? '';

/**
 * TRANSACTION_STATUS: 0 not done, 1 approved, 2 declined, 3 cancelled, 4 user cancelled,
 * 5 received by PayGate (not final), 7 settlement voided.
 */
export function statusOf(code: string): 'paid' | 'pending' | 'failed' | 'cancelled' {
  switch (code) {
    case '1':
      return 'paid';
    case '2':
    case '7':
      return 'failed';
    case '3':
    case '4':
      return 'cancelled';
    default:
      return 'pending';
  }
}

/** PayWeb3's date format: 'YYYY-MM-DD HH:mm:ss' (UTC here). */
export const transactionDate = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

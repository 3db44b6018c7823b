import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newVapidPair } from './vapid.js';

describe('newVapidPair', () => {
  it('makes matching P-256 pairs with a 65-byte public point and a 32-byte private scalar', () => {
    // One scalar in 256 starts with a zero byte: enough pairs that some do.
    for (let i = 0; i < 1500; i++) {
      const pair = newVapidPair();
      const privateKey = Buffer.from(pair.privateKey, 'base64url');
      expect(privateKey).toHaveLength(32);
      expect(Buffer.from(pair.publicKey, 'base64url')).toHaveLength(65);
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(privateKey);
      expect(ecdh.getPublicKey('base64url')).toBe(pair.publicKey);
    }
  });
});

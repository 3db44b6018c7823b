import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_LEVEL_KEY, toFormErrors } from './zod-messages.js';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('friendly zod messages', () => {
  it('word the common issues plainly', () => {
    expect(firstMessage(z.object({ a: z.string() }), {})).toBe('Required');
    expect(firstMessage(z.string().min(1), '')).toBe('Required');
    expect(firstMessage(z.string().max(80), 'x'.repeat(81))).toBe('Must be at most 80 characters');
    expect(firstMessage(z.string().min(3), 'ab')).toBe('Must be at least 3 characters');
    expect(firstMessage(z.number().int(), 2.5)).toBe('Must be a whole number');
    expect(firstMessage(z.number(), 'x')).toBe('Must be a number');
    expect(firstMessage(z.number(), Number.NaN)).toBe('Must be a number');
    expect(firstMessage(z.number().max(5), 6)).toBe('Must be at most 5');
    expect(firstMessage(z.number().positive(), 0)).toBe('Must be greater than 0');
    expect(firstMessage(z.boolean(), 'yes')).toBe('Must be true or false');
    expect(firstMessage(z.array(z.string()).max(1), ['a', 'b'])).toBe('Must have at most 1 item');
    expect(firstMessage(z.email(), 'nope')).toBe('Enter a valid email address');
    expect(firstMessage(z.enum(['a', 'b']), 'c')).toBe('Choose one of the listed options');
    expect(firstMessage(z.object({}), null)).toBe('Must be an object');
  });
  it('leave a schema’s own wording alone', () => {
    expect(firstMessage(z.string().min(1, 'Enter your password'), '')).toBe('Enter your password');
  });
});

describe('toFormErrors', () => {
  it('gives the invalid-input message and the first text per dotted field path', () => {
    const schema = z.object({
      name: z.string().max(3),
      address: z.object({ city: z.string() }),
      tags: z.array(z.string()),
    });
    const result = schema.safeParse({ name: 'toolong', address: {}, tags: ['ok', 5] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFormErrors(result.error)).toEqual({
      message: 'Please correct the highlighted fields.',
      formErrors: {
        name: 'Must be at most 3 characters',
        'address.city': 'Required',
        'tags.1': 'Must be text',
      },
    });
  });
  it('keeps only the first message of a field with several problems', () => {
    const result = z.object({ code: z.string().min(5).regex(/^\d+$/) }).safeParse({ code: 'ab' });
    if (result.success) throw new Error('expected a failure');
    expect(toFormErrors(result.error).formErrors).toEqual({ code: 'Must be at least 5 characters' });
  });
  it('puts problems with the body as a whole under the form-level key', () => {
    const result = z.object({}).safeParse('text');
    if (result.success) throw new Error('expected a failure');
    expect(toFormErrors(result.error).formErrors).toEqual({ [FORM_LEVEL_KEY]: 'Must be an object' });
  });
});

import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isStrongPassword, passwordProblem } from './password.js';

describe('password strength', () => {
  it('accepts 8+ characters with a letter and a number', () => {
    expect(passwordProblem('blue7Kite')).toBeNull();
    expect(isStrongPassword('abcdefg1')).toBe(true);
  });
  it('refuses short passwords', () => {
    expect(passwordProblem('abc1234')).toBe('Password must be at least 8 characters');
  });
  it('needs at least one letter and one number', () => {
    expect(passwordProblem('abcdefgh')).toBe('Password must include at least 1 letter and 1 number');
    expect(passwordProblem('12345678')).toBe('Password must include at least 1 letter and 1 number');
  });
  it('refuses the most common passwords whatever their case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(20);
    for (const pw of ['password1', 'Password1', 'PASSW0RD', 'Qwerty123', 'abc12345']) {
      expect(passwordProblem(pw)).toBe('This password is too common. Please choose another.');
    }
  });
  it('refuses more than 80 characters', () => {
    expect(passwordProblem(`a1${'x'.repeat(79)}`)).toBe('Must be at most 80 characters');
  });
});

import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-rules.ts';

describe('newPasswordProblem', () => {
  it('a new password: the signup order, mismatch before length', () => {
    expect(newPasswordProblem('abc', 'abd')).toBe('Passwords do not match');
    expect(newPasswordProblem('abcde', 'abcde')).toBe('Password must be at least 6 characters');
    expect(newPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });
});

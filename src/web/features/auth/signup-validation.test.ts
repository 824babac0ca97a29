import { describe, expect, it } from 'vitest';
import { birthDateStatus, SIGN_GLYPHS, validateSignup, type SignupFields } from './signup-validation.ts';

const valid: SignupFields = {
  name: 'Ada',
  birthday: '23',
  birthMonth: '7',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('validateSignup (spec §5, in order)', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toBeNull();
  });

  it.each(Object.keys(valid) as (keyof SignupFields)[])('any empty field (%s) → Please fill in all fields', (key) => {
    expect(validateSignup({ ...valid, [key]: '' })).toBe('Please fill in all fields');
  });

  it('a blank name counts as empty', () => {
    expect(validateSignup({ ...valid, name: '   ' })).toBe('Please fill in all fields');
  });

  it('empty beats every other rule', () => {
    expect(validateSignup({ ...valid, name: '', confirmPassword: 'other', password: 'abc', birthday: '31', birthMonth: '2' })).toBe(
      'Please fill in all fields',
    );
  });

  it('then passwords must match, before the length check', () => {
    expect(validateSignup({ ...valid, password: 'abc', confirmPassword: 'abd' })).toBe('Passwords do not match');
  });

  it('then at least 6 characters, before the birth date', () => {
    expect(validateSignup({ ...valid, password: 'abcde', confirmPassword: 'abcde', birthday: '31', birthMonth: '2' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(validateSignup({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });

  it.each([
    ['29', '2'],
    ['31', '4'],
    ['31', '6'],
    ['31', '9'],
    ['31', '11'],
    ['0', '1'],
    ['32', '1'],
    ['1.5', '1'],
    ['-1', '1'],
    ['10', '13'],
  ])('day %s of month %s → Please enter a valid birth date', (birthday, birthMonth) => {
    expect(validateSignup({ ...valid, birthday, birthMonth })).toBe('Please enter a valid birth date');
  });
});

describe('birthDateStatus (the live check)', () => {
  it('says nothing until both day and month are entered', () => {
    expect(birthDateStatus('', '')).toEqual({ state: 'incomplete' });
    expect(birthDateStatus('12', '')).toEqual({ state: 'incomplete' });
    expect(birthDateStatus('', '3')).toEqual({ state: 'incomplete' });
  });

  it('knows each month length (February 28, April/June/September/November 30, others 31)', () => {
    expect(birthDateStatus('28', '2').state).toBe('valid');
    expect(birthDateStatus('29', '2').state).toBe('invalid');
    for (const month of ['4', '6', '9', '11']) {
      expect(birthDateStatus('30', month).state).toBe('valid');
      expect(birthDateStatus('31', month).state).toBe('invalid');
    }
    for (const month of ['1', '3', '5', '7', '8', '10', '12']) expect(birthDateStatus('31', month).state).toBe('valid');
  });

  it('gives the sign for a valid date (spec §9 ranges)', () => {
    expect(birthDateStatus('23', '7')).toEqual({ state: 'valid', sign: 'Leo', day: 23, month: 7 });
    expect(birthDateStatus('22', '7')).toMatchObject({ sign: 'Cancer' });
    expect(birthDateStatus('19', '1')).toMatchObject({ sign: 'Capricorn' });
    expect(birthDateStatus('20', '1')).toMatchObject({ sign: 'Aquarius' });
    expect(birthDateStatus('22', '12')).toMatchObject({ sign: 'Capricorn' });
  });

  it('has a glyph for every sign', () => {
    expect(Object.keys(SIGN_GLYPHS)).toHaveLength(12);
    expect(SIGN_GLYPHS.Leo.startsWith('\u264C')).toBe(true);
  });
});

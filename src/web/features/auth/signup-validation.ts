import { horoscopeSign, type HoroscopeSign } from '../../../shared/horoscope.ts';
import { isValidBirthDate } from '../../../shared/birth-date.ts';
import { newPasswordProblem } from '../../components/forms/password-rules.ts';
import { m } from '../../i18n/paraglide/messages.js';

/** The signup form as typed: every value is the control's raw string. */
export interface SignupFields {
  name: string;
  birthday: string;
  birthMonth: string;
  email: string;
  password: string;
  confirmPassword: string;
}

function parseWhole(value: string): number {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Spec §5, in its order: empty fields, mismatch, length, birth date. Returns the first message, or null when valid. */
export function validateSignup(fields: SignupFields): string | null {
  const required = [fields.name.trim(), fields.birthday.trim(), fields.birthMonth.trim(), fields.email.trim(), fields.password, fields.confirmPassword];
  if (required.some((value) => value === '')) return m.form_fill_all_fields();
  const passwordProblem = newPasswordProblem(fields.password, fields.confirmPassword);
  if (passwordProblem) return passwordProblem;
  if (!isValidBirthDate(parseWhole(fields.birthday), parseWhole(fields.birthMonth))) return m.signup_invalid_birth_date();
  return null;
}

export type BirthDateStatus = { state: 'incomplete' } | { state: 'invalid' } | { state: 'valid'; sign: HoroscopeSign; day: number; month: number };

/** The live check under the date fields: nothing until both are entered, then the sign or 'Please enter a valid date'. */
export function birthDateStatus(birthday: string, birthMonth: string): BirthDateStatus {
  if (birthday.trim() === '' || birthMonth.trim() === '') return { state: 'incomplete' };
  const day = parseWhole(birthday);
  const month = parseWhole(birthMonth);
  const sign = horoscopeSign(day, month);
  return sign ? { state: 'valid', sign, day, month } : { state: 'invalid' };
}

/** Zodiac glyphs, with the text-presentation selector so they draw in the page's colours rather than as emoji. */
export const SIGN_GLYPHS: Record<HoroscopeSign, string> = {
  Aries: '\u2648\uFE0E',
  Taurus: '\u2649\uFE0E',
  Gemini: '\u264A\uFE0E',
  Cancer: '\u264B\uFE0E',
  Leo: '\u264C\uFE0E',
  Virgo: '\u264D\uFE0E',
  Libra: '\u264E\uFE0E',
  Scorpio: '\u264F\uFE0E',
  Sagittarius: '\u2650\uFE0E',
  Capricorn: '\u2651\uFE0E',
  Aquarius: '\u2652\uFE0E',
  Pisces: '\u2653\uFE0E',
};

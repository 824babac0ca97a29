import { isValidBirthDate } from './birth-date.ts';

/** Sun signs by their first day (spec §9); a date belongs to the last sign that started on or before it. */
const SIGN_STARTS = [
  { sign: 'Capricorn', month: 1, day: 1 },
  { sign: 'Aquarius', month: 1, day: 20 },
  { sign: 'Pisces', month: 2, day: 19 },
  { sign: 'Aries', month: 3, day: 21 },
  { sign: 'Taurus', month: 4, day: 20 },
  { sign: 'Gemini', month: 5, day: 21 },
  { sign: 'Cancer', month: 6, day: 21 },
  { sign: 'Leo', month: 7, day: 23 },
  { sign: 'Virgo', month: 8, day: 23 },
  { sign: 'Libra', month: 9, day: 23 },
  { sign: 'Scorpio', month: 10, day: 23 },
  { sign: 'Sagittarius', month: 11, day: 22 },
  { sign: 'Capricorn', month: 12, day: 22 },
] as const;

export type HoroscopeSign = (typeof SIGN_STARTS)[number]['sign'];

export function horoscopeSign(day: number, month: number): HoroscopeSign | null {
  if (!isValidBirthDate(day, month)) return null;
  let found: HoroscopeSign = 'Capricorn';
  for (const start of SIGN_STARTS) {
    if (month > start.month || (month === start.month && day >= start.day)) found = start.sign;
  }
  return found;
}

/** The sign of a stored birth date, which may be missing. */
export function signOfStoredDate(day: number | null | undefined, month: number | null | undefined): HoroscopeSign | null {
  return day == null || month == null ? null : horoscopeSign(day, month);
}

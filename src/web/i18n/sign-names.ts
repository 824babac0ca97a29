import type { HoroscopeSign } from '../../shared/horoscope.ts';
import { m } from './paraglide/messages.js';

/** The signs' names in the page's language. */
export const SIGN_NAMES: Record<HoroscopeSign, () => string> = {
  Aries: m.sign_aries,
  Taurus: m.sign_taurus,
  Gemini: m.sign_gemini,
  Cancer: m.sign_cancer,
  Leo: m.sign_leo,
  Virgo: m.sign_virgo,
  Libra: m.sign_libra,
  Scorpio: m.sign_scorpio,
  Sagittarius: m.sign_sagittarius,
  Capricorn: m.sign_capricorn,
  Aquarius: m.sign_aquarius,
  Pisces: m.sign_pisces,
};

/** A sign the server named (in English), in the page's language; a name we do not know stays as it is. */
export function signName(sign: string): string {
  const name = Object.entries(SIGN_NAMES).find(([english]) => english === sign)?.[1];
  return name ? name() : sign;
}

import { formatPrice } from '../../shared/constants.ts';
import { PAGE_LANGUAGE } from './page-language.ts';

const inLanguage = new Intl.NumberFormat(PAGE_LANGUAGE, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * A price in US dollars as the page's language writes it ("4,99 US$", "9 $US"). English keeps the
 * spec's own form ("$4.99", "$9"), which is also the server's.
 */
export function pagePrice(cents: number): string {
  return PAGE_LANGUAGE === 'en' ? formatPrice(cents) : inLanguage.format(cents / 100);
}

import { PAGE_LANGUAGE } from './page-language.ts';

const rules = new Intl.PluralRules(PAGE_LANGUAGE);

/**
 * The form of a message for a count: our five languages need only "one" and "other" (French's
 * "one" covers 0 and 1, as its grammar wants).
 */
export function plural(count: number, forms: { one: (inputs: { count: number }) => string; other: (inputs: { count: number }) => string }): string {
  return rules.select(count) === 'one' ? forms.one({ count }) : forms.other({ count });
}

import { PAGE_LANGUAGE } from './page-language.ts';

const rules = new Intl.PluralRules(PAGE_LANGUAGE);

/**
 * The form of a message for a count: our five languages need only "one" and "other". French's
 * "one" covers 0 and 1, as its grammar wants; Brazilian usage counts none in the plural
 * ("0 cartas"), though its rules put 0 with 1.
 */
export function plural(count: number, forms: { one: (inputs: { count: number }) => string; other: (inputs: { count: number }) => string }): string {
  const one = rules.select(count) === 'one' && !(count === 0 && PAGE_LANGUAGE === 'pt-BR');
  return one ? forms.one({ count }) : forms.other({ count });
}

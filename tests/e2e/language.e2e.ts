import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoViolations } from './support/axe.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { PASSWORD, signUp, startSignedInReading, unexpectedErrors, visible, waitForInterpretation, waitForPath } from './support/flows.ts';
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../src/shared/i18n/languages.ts';
import { DECK } from '../../src/shared/deck/cards.ts';
import { cardInLanguage } from '../../src/shared/deck/card-in-language.ts';
import { MeResponseSchema } from '../../src/shared/schemas/account.ts';
import { cardImageIn } from '../../src/shared/i18n/language-paths.ts';
import { englishLeftIn, pageTexts } from './support/page-texts.ts';
import { saveShot, VIEWPORTS } from './support/screen.ts';

// Issue 28 §1: an account starts in its browser's language and changes it on /account; the choice
// is saved on the server (the reader writes in it and the mail comes in it: tests/languages-api.test.ts).

describe("the account's language", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)("$name: a Spanish browser's account starts in Spanish; German chosen on /account stays chosen", async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, { ...viewport, locale: 'es-MX' });
    // Through the sign-up form: the browser sends its own Accept-Language.
    await signUp(page);

    await page.goto('/account');
    const spanish = pageTexts('es');
    const select = page.getByLabel(spanish('language_label'));
    await visible(select);
    expect(await select.inputValue()).toBe('es');
    expect(await select.locator('option').allTextContents()).toEqual(['English', 'Español', 'Português (Brasil)', 'Français', 'Deutsch']);

    await select.selectOption({ label: 'Deutsch' });
    // Named in the page's language: "alemán".
    const saved = spanish('language_saved').replace('{language}', new Intl.DisplayNames('es', { type: 'language' }).of('de') ?? '');
    await visible(page.getByRole('status').filter({ hasText: saved }));
    await select.scrollIntoViewIfNeeded();
    await saveShot(page, 'language', `account-${viewport.name}.png`);
    await expectNoViolations(page, `/account with the language panel (${viewport.name})`);

    // The account's language is German now: so is the page, loaded again.
    await page.reload();
    const germanSelect = page.getByLabel(pageTexts('de')('language_label'));
    await visible(germanSelect);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await germanSelect.inputValue()).toBe('de');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

// Issue 28 §1: the pages come in the visitor's language (a build of the pages per language), chosen
// in the footer or else by the browser; the menus, the footer and the ask page are translated so far.
describe("the pages' language", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  // The English texts a visitor's reading may show: none may be left on the Portuguese page.
  const ENGLISH_KEYS = [
    'greeting_intro',
    'ask_pick_a_theme',
    'preview_gate_lead',
    'preview_gate_body',
    'chat_title',
    'chat_interpretation_label',
    'chat_follow_up_visitor',
    'ask_new_reading',
    'fair_draw_panel_summary',
    'fair_draw_plain',
    'footer_tagline',
  ];
  const BROWSER_LOCALES = { en: 'en-US', es: 'es-MX', 'pt-BR': 'pt-BR', fr: 'fr-CA', de: 'de-AT' } as const;

  it.each(LANGUAGES)('a browser in %s gets the ask page, its menu and its footer in that language', async (language) => {
    const { context, page, errors } = await newVisitor(browser, { width: 390, height: 844, locale: BROWSER_LOCALES[language] });
    const text = pageTexts(language);
    await page.goto('/ask-your-tarot-question');
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    await visible(page.getByRole('heading', { level: 1, name: text('greeting_welcome') }));
    // Once the app's code runs, the form is React's and still in the language.
    const draw = page.getByRole('button', { name: text('ask_draw') });
    await visible(draw);
    await page.getByLabel(text('ask_question_label')).fill('?');
    await expect.poll(() => draw.isEnabled()).toBe(true);
    await page.getByRole('button', { name: text('category_love_title') }).click();
    await visible(page.getByRole('button', { name: text('category_love_q1') }));
    await visible(page.getByRole('button', { name: text('nav_menu') }));
    const footer = page.locator('footer');
    await visible(footer.getByText(text('footer_tagline'), { exact: false }));
    expect(await footer.getByLabel(text('footer_language')).inputValue()).toBe(language);
    await saveShot(page, 'language', `ask-${language}-phone.png`, { fullPage: true });
    await expectNoViolations(page, `the ask page in ${language}`);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("a Brazilian visitor's free reading is Portuguese from the question to the sign-up prompt, with none of the pages' English texts left", async () => {
    const { context, page, errors } = await newVisitor(browser, { width: 390, height: 844, locale: 'pt-BR' });
    const text = pageTexts('pt-BR');
    await page.goto('/ask-your-tarot-question');
    await page.getByLabel(text('ask_question_label')).fill('O que devo saber sobre o meu trabalho neste mês?');
    await page.getByRole('button', { name: text('ask_draw') }).click();
    await visible(page.getByRole('heading', { name: text('chat_title') }), 30_000);
    await visible(page.getByText(text('preview_gate_lead')), 30_000);
    await visible(page.getByRole('button', { name: text('ask_new_reading') }));
    await visible(page.locator('.message-label', { hasText: text('chat_interpretation_label') }));
    expect(await page.locator('section.chat-panel .message-assistant .message-body').first().getAttribute('lang')).toBe('pt-BR');
    await visible(page.getByText(text('fair_draw_panel_summary')), 30_000);
    const english = pageTexts('en');
    const shown = await page.locator('body').innerText();
    const left = ENGLISH_KEYS.map((key) => english(key)).filter((sentence) => shown.includes(sentence));
    expect(left).toEqual([]);
    await saveShot(page, 'language', 'visitor-reading-pt-BR-phone.png', { fullPage: true });
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("a visitor's pick in the footer outweighs the browser, and stays picked", async () => {
    const { context, page, errors } = await newVisitor(browser, { width: 1280, height: 900, locale: 'de-DE' });
    await page.goto('/ask-your-tarot-question');
    const german = pageTexts('de');
    const french = pageTexts('fr');
    await visible(page.getByRole('heading', { level: 1, name: german('greeting_welcome') }));
    const switcher = page.locator('footer').getByLabel(german('footer_language'));
    await visible(switcher);
    expect(await switcher.locator('option').allTextContents()).toEqual(LANGUAGES.map((language) => LANGUAGE_NAMES[language].own));
    await Promise.all([page.waitForEvent('load'), switcher.selectOption({ label: 'Français' })]);
    await visible(page.getByRole('heading', { level: 1, name: french('greeting_welcome') }));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect((await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('fr');
    // Another page, loaded afresh: still French.
    await page.goto('/cards');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await visible(page.locator('footer').getByText(french('footer_privacy')));
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("an account's pick in the footer is saved to the account, which its readings and mail follow", async () => {
    const { context, page, errors } = await newVisitor(browser, { width: 1280, height: 900, locale: 'en-US' });
    await signUp(page);
    await page.goto('/ask-your-tarot-question');
    const portuguese = pageTexts('pt-BR');
    await Promise.all([page.waitForEvent('load'), page.locator('footer').getByLabel('Language').selectOption('pt-BR')]);
    await visible(page.getByRole('button', { name: portuguese('nav_sign_out') }).or(page.getByRole('button', { name: portuguese('nav_menu') })));
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(MeResponseSchema.parse(me).user?.language).toBe('pt-BR');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

// Issue 28 §1: the account's pages, walked in every language: each in its language, with no English
// sentence of the pages' texts left (a sentence: three words or more, which no language here shares).
describe("the account's pages in each language", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  const BROWSER_LOCALES = { en: 'en-US', es: 'es-ES', 'pt-BR': 'pt-BR', fr: 'fr-FR', de: 'de-DE' } as const;
  const englishLeft = async (page: Page, language: Language) => englishLeftIn(await page.locator('body').innerText(), language);

  it.each(LANGUAGES)(
    '%s: sign-up, sign-in, the password pages, the account, a reading with its journal and share dialog, the journal, patterns, memory and spreads pages, and the deletion',
    async (language) => {
      const { context, page, errors } = await newVisitor(browser, { width: 1280, height: 900, locale: BROWSER_LOCALES[language] });
      const text = pageTexts(language);
      const walk: { path: string; heading: string }[] = [
        { path: '/signup', heading: text('signup_title') },
        { path: '/login', heading: text('login_title') },
        { path: '/forgot-password', heading: text('forgot_title') },
        { path: '/reset-password', heading: text('reset_title') },
      ];
      for (const { path, heading } of walk) {
        await page.goto(path);
        expect(await page.locator('html').getAttribute('lang'), path).toBe(language);
        await visible(page.getByRole('heading', { level: 1, name: heading }));
        expect(await englishLeft(page, language), path).toEqual([]);
      }
      // The sign-up form's own refusal, in the language.
      await page.goto('/signup');
      await page.getByRole('button', { name: text('signup_submit') }).click();
      await visible(page.getByText(text('form_fill_all_fields')));

      await signUp(page);
      await visible(page.getByRole('heading', { level: 1, name: text('account_title') }));
      await visible(page.getByRole('heading', { name: text('daily_title') }));
      await visible(page.getByRole('heading', { name: text('billing_title') }));
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(await englishLeft(page, language)).toEqual([]);
      if (language !== 'en') await saveShot(page, 'language', `account-${language}-laptop.png`, { fullPage: true });
      // Prices as the language writes them: "4,99 US$", "4,99 $US", "US$ 4,99".
      const price = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(4.99);
      await visible(page.locator('.offer-price').getByText(price, { exact: true }));

      // The built-in spreads in the language: their names, and a chosen one's positions and meanings.
      await page.goto('/ask-your-tarot-question');
      const spreads = page.locator('select#spread');
      await visible(spreads);
      expect(await spreads.locator('option').allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringContaining(text('spread_celtic_cross_name')), expect.stringContaining(text('spread_decision_name'))]),
      );
      await spreads.selectOption('situation');
      await page.locator('details.spread-positions summary').click();
      await visible(page.getByText(text('spread_situation_2_meaning')));
      expect(await englishLeft(page, language)).toEqual([]);
      await spreads.selectOption('three-card');

      // A reading of the account, its journal and its share dialog.
      await startSignedInReading(page, 'What should I keep in mind at work this month?', { alreadyOnAskPage: true });
      await waitForInterpretation(page);
      // Its cards named in the language, on their pictures too (the picture's address asks for it).
      const cardLinks = await page.locator('.spread .tarot-card-link[href]').all();
      expect(cardLinks).toHaveLength(3);
      for (const link of cardLinks) {
        const slug = (await link.getAttribute('href'))?.split('/').pop() ?? '';
        const card = DECK.find((one) => one.slug === slug);
        expect(card, slug).toBeDefined();
        const picture = link.locator('img');
        expect(await picture.getAttribute('alt')).toContain(card ? cardInLanguage(card, language).name : slug);
        expect(await picture.getAttribute('src')).toBe(cardImageIn(slug, language));
      }
      await visible(page.getByRole('heading', { name: text('journal_title') }));
      await visible(page.getByText(text('landed_title')));
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(await englishLeft(page, language)).toEqual([]);
      await page.getByRole('button', { name: text('reading_share') }).click();
      const share = page.getByRole('dialog', { name: text('share_title') });
      await visible(share.getByText(text('share_paraphrase_note')));
      expect(await englishLeft(page, language)).toEqual([]);
      if (language !== 'en') await saveShot(page, 'language', `reading-${language}-laptop.png`, { fullPage: true });
      await share.getByRole('button', { name: text('dialog_close') }).click();

      // The account's other pages, with that reading in them.
      for (const [path, heading] of [
        ['/journal', 'journal_title'],
        ['/patterns', 'patterns_title'],
        ['/memory', 'account_memory_link'],
        ['/spreads', 'account_spreads_link'],
      ] as const) {
        await page.goto(path);
        await visible(page.getByRole('heading', { level: 1, name: text(heading) }));
        expect(await page.locator('html').getAttribute('lang'), path).toBe(language);
        expect(await englishLeft(page, language), path).toEqual([]);
      }

      await page.goto('/account');
      await page.getByRole('button', { name: text('account_delete_account') }).click();
      const dialog = page.getByRole('dialog', { name: text('account_delete_title') });
      await visible(dialog);
      await dialog.getByLabel(text('account_your_password')).fill(PASSWORD);
      await dialog.getByRole('button', { name: text('account_delete_account') }).click();
      await visible(page.getByRole('heading', { level: 1, name: text('deleted_title') }));
      expect(await englishLeft(page, language)).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
  );
});

// Issue 28 §1: the public pages, walked in every language: the page's words, its title and the cards'
// own words (name, meanings, keywords, description and picture) in the language.
describe('the public pages in each language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  const LOCALES = { en: 'en-GB', es: 'es-AR', 'pt-BR': 'pt-BR', fr: 'fr-BE', de: 'de-CH' } as const;
  const english = pageTexts('en');

  it.each(LANGUAGES)('%s: the welcome page, the library, a card, the fair draw, the verifier and the legal pages', async (language) => {
    const { context, page, errors } = await newVisitor(browser, { width: 1280, height: 900, locale: LOCALES[language] });
    const text = pageTexts(language);
    const theFool = DECK[0];
    if (!theFool) throw new Error('no deck');
    const fool = cardInLanguage(theFool, language);
    const walk = [
      { path: '/welcome', title: text('meta_welcome_title') },
      { path: '/cards', title: text('meta_cards_title') },
      { path: '/cards/the-fool', title: text('card_page_meta_title').replace('{card}', fool.name) },
      { path: '/fair-draw', title: text('meta_fair_draw_title') },
      { path: '/verify', title: text('meta_verify_title') },
      { path: '/privacy', title: text('meta_privacy_title') },
      { path: '/terms', title: text('meta_terms_title') },
      { path: '/no-such-page', title: text('meta_not_found_title') },
    ];
    for (const { path, title } of walk) {
      await page.goto(path);
      expect(await page.locator('html').getAttribute('lang'), path).toBe(language);
      expect(await page.title(), path).toBe(title);
      expect(englishLeftIn(await page.locator('body').innerText(), language), path).toEqual([]);
    }
    await page.goto('/cards/the-fool');
    await visible(page.getByRole('heading', { level: 1, name: fool.name }));
    const shown = await page.locator('main').innerText();
    expect(shown).toContain(fool.up);
    if (language !== 'en') {
      expect(shown).not.toContain(theFool.desc);
      expect(shown).not.toContain(theFool.meaning_up);
      await saveShot(page, 'language', `card-${language}-laptop.png`);
    }
    await page.goto('/privacy');
    if (language === 'en') expect(await page.getByText(english('legal_prevailing_version')).count()).toBe(0);
    else await visible(page.getByText(text('legal_prevailing_version')));
    // The not-found page's own 404.
    expect(unexpectedErrors(errors, [404])).toEqual([]);
    await context.close();
  });

  it("a language's own address is in that language whatever the browser says; its links and its switcher keep to addresses", async () => {
    const { context, page, errors } = await newVisitor(browser, { width: 1280, height: 900, locale: 'de-DE' });
    const french = pageTexts('fr');
    const magician = cardInLanguage(DECK[1] ?? DECK[0] ?? theDeckIsEmpty(), 'fr');
    await page.goto('/fr/cards/the-fool');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/fr\/cards\/the-fool$/);
    expect(await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href')).toMatch(/\/de\/cards\/the-fool$/);
    const next = page.getByRole('link', { name: new RegExp(magician.name) });
    expect(await next.getAttribute('href')).toBe('/fr/cards/the-magician');
    await next.click();
    await waitForPath(page, '/fr/cards/the-magician');
    await visible(page.getByRole('heading', { level: 1, name: magician.name }));
    await visible(page.getByRole('link', { name: french('card_page_back') }));
    // The footer's switcher goes to the same page at the other language's address.
    await Promise.all([page.waitForEvent('load'), page.locator('footer').getByLabel(french('footer_language')).selectOption('es')]);
    await waitForPath(page, '/es/cards/the-magician');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await visible(page.getByRole('heading', { level: 1, name: cardInLanguage(DECK[1] ?? theDeckIsEmpty(), 'es').name }));
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

function theDeckIsEmpty(): never {
  throw new Error('no deck');
}

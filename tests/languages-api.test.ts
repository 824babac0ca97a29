import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../src/server/adapters/email/mailer.ts';
import { createOpenAIReader } from '../src/server/adapters/llm/openai-reader.ts';
import { user } from '../src/server/db/schema.ts';
import { mailTexts } from '../src/server/domain/mail/texts/mail-texts.ts';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '../src/shared/i18n/languages.ts';
import { FREE_READING_USED } from '../src/server/domain/readings/visitor-reading.ts';
import { SIGN_IN_REQUIRED } from '../src/server/errors.ts';
import { TRANSLATED_TEXTS } from '../src/server/http/server-texts/english.ts';
import { serverTextIn } from '../src/server/http/server-texts/server-texts.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { MeResponseSchema } from '../src/shared/schemas/account.ts';
import { VALIDATION_TEXTS } from '../src/shared/schemas/validation-texts.ts';
import { mailsSettled } from './support/jobs.ts';
import { mailsTo, nextMailTo } from './support/mail-links.ts';
import { startOpenAIServer, type OpenAIServer } from './support/openai-server.ts';
import { clientFor, createReadingFor, nextClientAddress } from './support/readings.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { cookiesFrom, type SignedInUser } from './support/users.ts';
import { visitorReading } from './support/visitor.ts';

// Issue 28 §1: the language comes from the account's choice, else the browser's Accept-Language,
// else English; a model writes the reading and follow-ups in it, and the account's mail is in it.

const INTERPRETATION = '**The Past: The Hermit**\nA quiet season.\n\n**Guidance**\nBe gentle.';
const INSTRUCTION = /Write your whole answer in ([^,]+), whatever language/;
/** An operator, whose console stays English (docs/decisions/0035). */
const ADMIN_EMAIL = 'polyglot-operator@example.com';

let sink: SmtpSink;
let llm: OpenAIServer;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  llm = await startOpenAIServer({ kind: 'ok', text: INTERPRETATION });
  t = await createTestApp({
    mailer: createSmtpMailer(sink.url, 'Tarot Insights <hello@tarot-insights.app>'),
    reader: createOpenAIReader({ apiKey: 'sk-test', baseURL: llm.baseURL, model: 'test-model', timeoutMs: 10_000, maxTokens: 500 }),
    cheapPasswords: true,
    env: { ADMIN_EMAILS: ADMIN_EMAIL },
  });
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
  await sink?.close();
});

async function signUpWith(acceptLanguage: string | null, email = `polyglot-${randomUUID()}@example.com`): Promise<SignedInUser> {
  const response = await t.request('/api/auth/sign-up/email', {
    body: { email, password: 'correct horse battery', name: 'Luna' },
    headers: { 'X-Forwarded-For': nextClientAddress(), ...(acceptLanguage ? { 'Accept-Language': acceptLanguage } : {}) },
  });
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, email, cookie: cookiesFrom(response) };
}

async function languageOf(who: SignedInUser): Promise<Language | null | undefined> {
  const response = await t.request(apiPaths.me, { headers: { Cookie: who.cookie } });
  return MeResponseSchema.parse(await response.json()).user?.language;
}

const setLanguage = (who: SignedInUser | null, body: unknown) =>
  t.request(apiPaths.accountLanguage, { method: 'PATCH', body, headers: who ? { Cookie: who.cookie } : {} });

/** The language the last model call was told to write in. */
function toldToWriteIn(): string | undefined {
  const system = llm.requests.at(-1)?.body.messages.filter((message) => message.role === 'system') ?? [];
  return system.map((message) => INSTRUCTION.exec(message.content)?.[1]).find(Boolean);
}

describe("the account's language", () => {
  it("starts as the browser's at sign-up: the best of its Accept-Language that we have, else English", async () => {
    const cases: [string | null, Language][] = [
      ['es-MX,es;q=0.9,en;q=0.8', 'es'],
      ['pt-PT', 'pt-BR'],
      ['it-IT,de;q=0.7,fr;q=0.9', 'fr'],
      ['ja', 'en'],
      [null, 'en'],
    ];
    for (const [header, expected] of cases) expect(await languageOf(await signUpWith(header)), String(header)).toBe(expected);
  });

  it('is changed on the account, and only to one of the five', async () => {
    const who = await signUpWith('en-GB');
    const changed = await setLanguage(who, { language: 'de' });
    expect(changed.status).toBe(200);
    expect(MeResponseSchema.parse(await changed.json()).user?.language).toBe('de');
    expect(await languageOf(who)).toBe('de');

    for (const body of [{ language: 'it' }, { language: 'DE' }, { language: 'de', extra: true }, {}, { language: null }]) {
      const refused = await setLanguage(who, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await setLanguage(null, { language: 'fr' })).status).toBe(401);
    expect(await languageOf(who)).toBe('de');
  });

  it("writes the account's mail in it, the welcome at sign-up and a reset after a change", async () => {
    const who = await signUpWith('es-ES,es;q=0.9');
    const asked = await t.request(apiPaths.confirmationEmail, { body: { email: who.email, name: 'Luna', uid: who.id }, headers: { Cookie: who.cookie } });
    expect(asked.status).toBe(200);
    const welcome = await nextMailTo(sink, who.email, 0);
    const spanish = mailTexts('es');
    expect(welcome.subject).toBe(spanish.welcome.subject);
    expect(welcome.headers['content-language']).toBe('es');
    expect(welcome.text).toContain(spanish.verificationLink.askText);
    expect(welcome.html).toContain('<html lang="es">');

    expect((await setLanguage(who, { language: 'pt-BR' })).status).toBe(200);
    const reset = await t.request('/api/auth/request-password-reset', { body: { email: who.email, redirectTo: '/reset-password' } });
    expect(reset.status).toBe(200);
    const mail = await nextMailTo(sink, who.email, 1);
    expect(mail.subject).toBe(mailTexts('pt-BR').passwordReset.subject);
    expect(mail.text).toContain(mailTexts('pt-BR').passwordReset.asked);
    await mailsSettled(t);
    expect(mailsTo(sink, who.email)).toHaveLength(2);
  });
});

describe('the language a model writes in', () => {
  it("is the account's, whatever the question's language or the browser's", async () => {
    const who = await signUpWith('de-DE');
    const client = clientFor(t, who);
    const readingId = await createReadingFor(client, '¿Qué me depara el trabajo este mes?');
    expect((await client.post(apiPaths.interpret, { readingId })).status).toBe(200);
    expect(toldToWriteIn()).toBe('German (Deutsch)');

    expect((await setLanguage(who, { language: 'fr' })).status).toBe(200);
    const followUp = await client.post(apiPaths.followUp, { readingId, question: 'And what about next month?' }, { 'Accept-Language': 'es' });
    expect(followUp.status).toBe(200);
    expect(toldToWriteIn()).toBe('French (Français)');
  });

  it("is the browser's for a visitor's free reading, and English without one we have", async () => {
    const german = await visitorReading(t, { question: 'What should I focus on?', headers: { 'Accept-Language': 'de-AT,de;q=0.9' } });
    expect(german.response.status).toBe(200);
    expect(toldToWriteIn()).toBe('German (Deutsch)');

    const unknown = await visitorReading(t, { question: 'What should I focus on?', headers: { 'Accept-Language': 'zh-CN' } });
    expect(unknown.response.status).toBe(200);
    expect(toldToWriteIn()).toBe('English');
  });

  it("is the one a visitor picked in the footer (its cookie) before the browser's; a cookie naming no language of ours counts for nothing", async () => {
    const picked = await visitorReading(t, {
      question: 'What should I focus on?',
      headers: { 'Accept-Language': 'de-AT,de;q=0.9', Cookie: `${LANGUAGE_COOKIE}=fr` },
    });
    expect(picked.response.status).toBe(200);
    expect(toldToWriteIn()).toBe('French (Français)');

    const nonsense = await visitorReading(t, {
      question: 'What should I focus on?',
      headers: { 'Accept-Language': 'de-AT,de;q=0.9', Cookie: `${LANGUAGE_COOKIE}=klingon` },
    });
    expect(nonsense.response.status).toBe(200);
    expect(toldToWriteIn()).toBe('German (Deutsch)');
  });
});

// Issue 28 §1: the server's refusals a person meets come in the request's language.
describe("the server's refusals", () => {
  it("are in the account's, the footer's or the browser's language, and the server's English otherwise", async () => {
    const refusal = async (headers: Record<string, string>) => {
      const response = await t.request(apiPaths.accountLanguage, { method: 'PATCH', body: { language: 'fr' }, headers });
      expect(response.status).toBe(401);
      return ((await response.json()) as { error: string }).error;
    };
    expect(await refusal({})).toBe(SIGN_IN_REQUIRED);
    expect(await refusal({ 'Accept-Language': 'es-MX,es;q=0.9' })).toBe(serverTextIn(SIGN_IN_REQUIRED, 'es'));
    expect(await refusal({ 'Accept-Language': 'es-MX', Cookie: `${LANGUAGE_COOKIE}=de` })).toBe(serverTextIn(SIGN_IN_REQUIRED, 'de'));
    expect(serverTextIn(SIGN_IN_REQUIRED, 'es')).not.toBe(SIGN_IN_REQUIRED);
  });

  it("say a visitor's free reading is used in the visitor's language", async () => {
    const headers = { 'Accept-Language': 'pt-BR' };
    const first = await visitorReading(t, { headers });
    expect(first.response.status).toBe(200);
    const again = await visitorReading(t, { headers, tempUserId: first.tempUserId, address: first.draw.address });
    expect(again.response.status).toBe(403);
    expect(await again.response.json()).toEqual({ error: serverTextIn(FREE_READING_USED, 'pt-BR') });
  });

  it('have every text written in every language, none of them left in English', () => {
    // Each English text names one, so each is told apart.
    expect(new Set(TRANSLATED_TEXTS).size).toBe(TRANSLATED_TEXTS.length);
    for (const language of LANGUAGES.filter((each) => each !== 'en')) {
      for (const english of TRANSLATED_TEXTS) {
        const translated = serverTextIn(english, language);
        expect(translated.trim(), `${language}: ${english}`).not.toBe('');
        expect(translated, `${language}: ${english}`).not.toBe(english);
      }
    }
  });
});

// Issue 28 §1: what a request's failed check says (http/validate.ts), in the request's language too:
// a schema's own text by its name, zod's words in zod's own translation; the field path stays as it is.
describe("a request's failed checks", () => {
  const refusalOf = async (response: Response) => {
    expect(response.status).toBe(400);
    return ((await response.json()) as { error: string }).error;
  };
  const inLanguage = (language: Language, ...texts: string[]) => texts.map((text) => serverTextIn(text, language)).join('; ');

  it("say a schema's own texts in the browser's or the footer's language, and today's English otherwise", async () => {
    const interpretTemp = (headers: Record<string, string>) =>
      t.request(apiPaths.interpretTemp, {
        body: { question: '   ', cards: 'The Tower', tempUserId: randomUUID() },
        headers: { 'X-Forwarded-For': nextClientAddress(), ...headers },
      });
    const { questionRequired, cardsNotList, cardsCount } = VALIDATION_TEXTS;

    expect(await refusalOf(await interpretTemp({}))).toBe('Question is required; cards must be a list; Exactly 3 cards are required');
    expect(await refusalOf(await interpretTemp({ 'Accept-Language': 'ja' }))).toBe('Question is required; cards must be a list; Exactly 3 cards are required');

    const spanish = await refusalOf(await interpretTemp({ 'Accept-Language': 'es-MX,es;q=0.9' }));
    expect(spanish).toBe('La pregunta es obligatoria; cards debe ser una lista; Se necesitan exactamente 3 cartas');
    expect(spanish).toBe(inLanguage('es', questionRequired, cardsNotList, cardsCount));
    expect(await refusalOf(await interpretTemp({ 'Accept-Language': 'es-MX', Cookie: `${LANGUAGE_COOKIE}=fr` }))).toBe(
      inLanguage('fr', questionRequired, cardsNotList, cardsCount),
    );
  });

  it("say them in the account's language, the field's path first where the English text does not name the field", async () => {
    const spanish = await signUpWith('es-ES,es;q=0.9');
    const english = await signUpWith('en-GB');
    const followUp = (who: SignedInUser) =>
      t.request(apiPaths.followUp, { body: { question: '', readingId: 'not-a-uuid' }, headers: { Cookie: who.cookie, 'Accept-Language': 'de' } });
    const spread = (who: SignedInUser) =>
      t.request(apiPaths.spreads, { body: { name: 'Mine', positions: [{ name: ' ', meaning: 'What is near' }] }, headers: { Cookie: who.cookie } });

    expect(await refusalOf(await followUp(english))).toBe('Follow-up question is required; readingId must be a UUID');
    expect(await refusalOf(await followUp(spanish))).toBe(inLanguage('es', VALIDATION_TEXTS.followUpRequired, VALIDATION_TEXTS.readingIdNotUuid));

    expect(await refusalOf(await spread(english))).toBe('positions.0.name: Position name is required');
    expect(await refusalOf(await spread(spanish))).toBe('positions.0.name: El nombre de la posición es obligatorio');
  });

  it("say zod's own words, where a schema gives none, in zod's translation; English as it always was", async () => {
    const spanish = await signUpWith('es-ES,es;q=0.9');
    const english = await signUpWith('en-GB');

    expect(await refusalOf(await setLanguage(english, { language: 'it' }))).toBe('language: Invalid option: expected one of "en"|"es"|"pt-BR"|"fr"|"de"');
    expect(await refusalOf(await setLanguage(spanish, { language: 'it' }))).toBe('language: Opción inválida: se esperaba una de "en"|"es"|"pt-BR"|"fr"|"de"');

    expect(await refusalOf(await setLanguage(english, { language: 'de', extra: true }))).toBe('Unrecognized key: "extra"');
    expect(await refusalOf(await setLanguage(spanish, { language: 'de', extra: true }))).toBe('Llave desconocida: "extra"');
  });

  it("stay English in the operators' console, whatever the operator's language", async () => {
    const operator = await signUpWith('es-ES,es;q=0.9', ADMIN_EMAIL);
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, operator.id));
    expect(await languageOf(operator)).toBe('es');
    const headers = { Cookie: operator.cookie, 'Accept-Language': 'es' };

    expect(await refusalOf(await t.request(apiPaths.admin.dashboard(5), { headers }))).toBe('days must be one of 7, 30, 90');
    const notAnObject = await t.request(apiPaths.admin.userCredits(operator.id), { body: [5, 'reason'], headers });
    expect(await refusalOf(notAnObject)).toBe('Invalid input: expected object, received array');
  });
});

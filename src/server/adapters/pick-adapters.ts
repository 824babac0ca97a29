import type { Database } from '../db/client.ts';
import type { CounterStore } from '../domain/ports/counter-store.ts';
import type { OutgoingMail } from '../domain/mail/outgoing-mail.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import type { Payments } from '../domain/ports/payments.ts';
import type { Reader } from '../domain/ports/reader.ts';
import type { Env } from '../env.ts';
import { createOutboxMailer, createSmtpMailer } from './email/mailer.ts';
import { createLocalPayments } from './payments/local-payments.ts';
import { createStripePayments } from './payments/stripe-payments.ts';
import { createOfflineReader } from './llm/offline-reader/reader.ts';
import { createOpenAIReader } from './llm/openai-reader.ts';
import { createDatabaseCounterStore } from './store/database-counter-store.ts';
import { createRedisCounterStore } from './store/redis-counter-store.ts';

export interface Adapters {
  reader: Reader;
  counters: CounterStore;
  mailer: Mailer;
  payments: Payments;
}

/** The one place that decides which outside world the app talks to (`mail` enqueues the receipts the local checkout sends). */
export function pickAdapters(env: Env, db: Database, mail: OutgoingMail): Adapters {
  const reader = env.OPENAI_API_KEY
    ? createOpenAIReader({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        model: env.OPENAI_MODEL,
        timeoutMs: env.OPENAI_TIMEOUT_MS,
        maxTokens: env.OPENAI_MAX_TOKENS,
      })
    : createOfflineReader();
  const counters = env.REDIS_URL ? createRedisCounterStore(env.REDIS_URL) : createDatabaseCounterStore(db);
  const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createOutboxMailer(env.DATA_DIR, env.MAIL_FROM);
  const payments =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? createStripePayments({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          subscriptionPriceId: env.STRIPE_SUBSCRIPTION_PRICE_ID,
          apiBase: env.STRIPE_API_BASE,
          publicUrl: env.PUBLIC_URL,
        })
      : createLocalPayments(db, env.PUBLIC_URL, mail);
  return { reader, counters, mailer, payments };
}

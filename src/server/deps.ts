import type { RandomInt } from '../shared/deck/types.ts';
import type { Mailer } from './adapters/email/mailer.ts';
import type { Reader } from './adapters/llm/types.ts';
import type { LocalPayments } from './adapters/payments/local-payments.ts';
import type { StripePayments } from './adapters/payments/stripe-payments.ts';
import type { CounterStore } from './adapters/store/counter-store.ts';
import type { Auth } from './auth/auth.ts';
import type { Database, Reads } from './db/client.ts';
import type { Env } from './env.ts';

/** Everything the app needs from the outside world, chosen once in main.ts (or by a test). */
export interface AppDeps {
  env: Env;
  db: Database;
  /** The same database for the hot single-statement reads (see Reads). */
  reads: Reads;
  auth: Auth;
  reader: Reader;
  counters: CounterStore;
  mailer: Mailer;
  payments: StripePayments | LocalPayments;
  randomInt: RandomInt;
}

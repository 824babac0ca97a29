import type { RandomInt } from '../shared/deck/types.ts';
import type { Auth } from './auth/auth.ts';
import type { Database, Reads } from './db/client.ts';
import type { CounterStore } from './domain/ports/counter-store.ts';
import type { Mailer } from './domain/ports/mailer.ts';
import type { Payments } from './domain/ports/payments.ts';
import type { Reader } from './domain/ports/reader.ts';
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
  payments: Payments;
  randomInt: RandomInt;
}

import type { RandomInt } from '../shared/deck/types.ts';
import type { Auth } from './auth/auth.ts';
import type { Database } from './db/client.ts';
import type { CounterStore } from './domain/ports/counter-store.ts';
import type { Mailer } from './domain/ports/mailer.ts';
import type { Payments } from './domain/ports/payments.ts';
import type { Reader } from './domain/ports/reader.ts';
import type { Env } from './env.ts';
import type { ReadModels } from './read-models/read-models.ts';

/** Everything the app needs from the outside world, chosen once in main.ts (or by a test). */
export interface AppDeps {
  env: Env;
  db: Database;
  /** The history and a saved reading, straight from the driver (read-models/). */
  readModels: ReadModels;
  auth: Auth;
  reader: Reader;
  counters: CounterStore;
  mailer: Mailer;
  payments: Payments;
  randomInt: RandomInt;
}

import type { RandomInt } from '../shared/deck/types.ts';
import type { Auth } from './auth/auth.ts';
import type { Database } from './db/client.ts';
import type { CounterStore } from './domain/ports/counter-store.ts';
import type { Mailer } from './domain/ports/mailer.ts';
import type { Payments } from './domain/ports/payments.ts';
import type { ModelCallObserver } from './domain/model-usage.ts';
import type { Reader } from './domain/ports/reader.ts';
import type { Env } from './env.ts';
import type { HotReads } from './hot-reads/hot-reads.ts';

/** Everything the app needs from the outside world, chosen once in main.ts (or by a test). */
export interface AppDeps {
  env: Env;
  db: Database;
  /** The history and a saved reading, straight from the driver (hot-reads/). */
  hotReads: HotReads;
  auth: Auth;
  reader: Reader;
  counters: CounterStore;
  mailer: Mailer;
  payments: Payments;
  randomInt: RandomInt;
  /** Told of every model call after it ends (a metrics counter, say); optional. */
  onModelCall?: ModelCallObserver | undefined;
}

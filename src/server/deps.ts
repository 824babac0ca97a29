import type { RandomInt } from '../shared/deck/types.ts';
import type { Auth } from './auth/auth.ts';
import type { Database } from './db/client.ts';
import type { CounterStore } from './domain/ports/counter-store.ts';
import type { OutgoingMail } from './domain/mail/outgoing-mail.ts';
import type { JobQueue } from './domain/ports/job-queue.ts';
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
  /** The keyed hash that stands for an email or a token in a counter's key (domain/limits/rate-limit.ts). */
  counterKey: (identity: string) => string;
  /** Mail, enqueued as jobs (domain/mail/outgoing-mail.ts). */
  mail: OutgoingMail;
  /** The durable job queue, for the admin console's failed mails. */
  jobs: JobQueue;
  payments: Payments;
  randomInt: RandomInt;
}

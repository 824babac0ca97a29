import { z } from 'zod';

// The only module that reads process.env (see main.ts). Everything else receives a typed Env.

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes' || value === 'on');

const wholeNumber = (fallback: number, min: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? fallback : Number(value)))
    .pipe(z.number({ error: 'must be a whole number' }).int().min(min));
const nonNegativeInt = (fallback: number) => wholeNumber(fallback, 0);
/** A model call with no time or no tokens could never answer. */
const positiveInt = (fallback: number) => wholeNumber(fallback, 1);

/** Read in any case ("Production" is production); anything else is a typo that would quietly run a live site as a development one. */
const NODE_ENVS = ['production', 'development', 'test'] as const;
const nodeEnv = optionalString
  .transform((value) => value?.toLowerCase())
  .pipe(z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')} (in any case)` }).optional());

/** A deployment for real users: NODE_ENV=production, or served over https. */
function isProduction(env: { NODE_ENV?: string | undefined; PUBLIC_URL?: string | undefined }): boolean {
  return env.NODE_ENV === 'production' || (env.PUBLIC_URL?.toLowerCase().startsWith('https:') ?? false);
}

/** A price: a decimal number of dollars, 0 or more. */
const price = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? 0 : Number(value)))
  .pipe(z.number({ error: 'must be a number' }).nonnegative());

const EnvSchema = z
  .object({
    NODE_ENV: nodeEnv,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    PUBLIC_URL: optionalUrl,
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    TRUST_PROXY: flag,
    /** With a paid model only; high enough that a shared network (an office, a campus, a carrier) rarely reaches it. */
    FREE_READINGS_PER_IP_PER_DAY: nonNegativeInt(50),
    LLM_DAILY_REQUEST_LIMIT: nonNegativeInt(10_000),
    LLM_DAILY_CALLS_PER_USER: nonNegativeInt(200),
    LLM_DAILY_CALLS_PER_ADDRESS: nonNegativeInt(300),
    LLM_FOLLOW_UP_RESERVE_PERCENT: nonNegativeInt(20).pipe(z.number().max(90, 'must be at most 90')),
    SIGN_UPS_PER_ADDRESS_PER_DAY: nonNegativeInt(20),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: positiveInt(60_000),
    OPENAI_MAX_TOKENS: positiveInt(900),
    /** What the model costs, for the admin dashboard's estimate (US dollars per million tokens). */
    MODEL_PRICE_INPUT_PER_MILLION_USD: price,
    MODEL_PRICE_OUTPUT_PER_MILLION_USD: price,
    /** Renewed every third of it while an answer is written; 2 s at least, so renewals keep up. */
    REPLY_LEASE_SECONDS: wholeNumber(20, 2),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().trim().min(3).default('Tarot Insights <hello@tarot-insights.app>'),
    /** The wait before a mail that could not be sent is tried again; each later wait is about twice as long, up to an hour (domain/jobs/jobs.ts). */
    MAIL_RETRY_DELAY_SECONDS: positiveInt(30),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_SUBSCRIPTION_PRICE_ID: optionalString,
    STRIPE_API_BASE: optionalUrl,
    ALLOW_TEST_CHECKOUT: flag,
    REDIS_URL: optionalUrl,
    SHUTDOWN_GRACE_MS: nonNegativeInt(10_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** pretty: readable lines for a terminal (npm run dev sets it); json: one object a line, for a log pipeline. */
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
    /** A bearer token that /metrics asks for; a guessable one would hand out the business's figures. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** A listener of its own for /metrics (then the public port has none). */
    METRICS_PORT: optionalString
      .transform((value) => (value === undefined ? undefined : Number(value)))
      .pipe(z.number({ error: 'must be a port number' }).int().min(1).max(65535).optional()),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together' });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both for Stripe, or neither for the local test checkout',
      });
    }
    // A deployment that lost its Stripe key must not quietly hand out credits for a test payment.
    if (isProduction(env) && !env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET && !env.ALLOW_TEST_CHECKOUT) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'required in production (NODE_ENV=production or an https PUBLIC_URL): set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or ALLOW_TEST_CHECKOUT=1 to run the local test checkout, where nobody pays',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT: the metrics listener is a separate one' });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    PRODUCTION: isProduction(env),
  }));

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment once; every bad variable is listed by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (as in a copied .env.example) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const result = EnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

export function readProcessEnv(): Env {
  return parseEnv(process.env);
}

import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('runs with nothing configured, on the embedded defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
      FREE_READINGS_PER_IP_PER_DAY: 50,
      GOOGLE_ISSUER: 'https://accounts.google.com',
      ADMIN_EMAILS: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.OPENAI_API_KEY).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('treats empty variables as unset, as in a copied .env.example', () => {
    const env = parseEnv({ PORT: '', TRUST_PROXY: '', OPENAI_API_KEY: '  ' });
    expect(env.PORT).toBe(3000);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.OPENAI_API_KEY).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash', () => {
    expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(parseEnv({ PUBLIC_URL: 'https://tarot.example/', ALLOW_TEST_CHECKOUT: '1' }).PUBLIC_URL).toBe('https://tarot.example');
  });

  it('reads the log and metrics settings: metrics off by default, a short token or the public port refused', () => {
    const defaults = parseEnv({});
    expect(defaults).toMatchObject({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
    expect(defaults.METRICS_TOKEN).toBeUndefined();
    expect(defaults.METRICS_PORT).toBeUndefined();
    expect(parseEnv({ LOG_LEVEL: 'warn', LOG_FORMAT: 'pretty', METRICS_TOKEN: 'a'.repeat(16), METRICS_PORT: '9464' })).toMatchObject({
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      METRICS_TOKEN: 'a'.repeat(16),
      METRICS_PORT: 9464,
    });
    expect(() => parseEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => parseEnv({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it('reads flags, numbers and lists', () => {
    const env = parseEnv({ TRUST_PROXY: 'true', FREE_READINGS_PER_IP_PER_DAY: '0', ADMIN_EMAILS: ' A@x.com, b@y.org ,' });
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.FREE_READINGS_PER_IP_PER_DAY).toBe(0);
    expect(env.ADMIN_EMAILS).toEqual(['a@x.com', 'b@y.org']);
  });

  it('stops with a message naming every bad variable', () => {
    let thrown: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', FREE_READINGS_PER_IP_PER_DAY: '-1', TRUST_PROXY: 'maybe' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EnvError);
    const message = (thrown as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'FREE_READINGS_PER_IP_PER_DAY', 'TRUST_PROXY']) expect(message).toContain(name);
  });

  it('refuses a model timeout or token limit of 0, which no call could meet', () => {
    expect(() => parseEnv({ OPENAI_TIMEOUT_MS: '0' })).toThrow(/OPENAI_TIMEOUT_MS/);
    expect(() => parseEnv({ OPENAI_MAX_TOKENS: '0' })).toThrow(/OPENAI_MAX_TOKENS/);
    expect(parseEnv({ FREE_READINGS_PER_IP_PER_DAY: '0' }).FREE_READINGS_PER_IP_PER_DAY).toBe(0);
  });

  it('requires Google and Stripe settings in their pairs', () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/^  STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/m);
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/^  STRIPE_SECRET_KEY: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/m);
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).STRIPE_SECRET_KEY).toBe('sk_test_1');
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  describe('the local test checkout in production', () => {
    const refusal = /STRIPE_SECRET_KEY: required in production \(NODE_ENV=production or an https PUBLIC_URL\).*ALLOW_TEST_CHECKOUT=1/;

    it('is refused with NODE_ENV=production or an https PUBLIC_URL when Stripe is not configured', () => {
      expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(refusal);
      expect(() => parseEnv({ PUBLIC_URL: 'https://tarot.example' })).toThrow(refusal);
      expect(() => parseEnv({ PUBLIC_URL: 'HTTPS://tarot.example', NODE_ENV: 'development' })).toThrow(refusal);
      expect(() => parseEnv({ NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: '0' })).toThrow(refusal);
    });

    it('runs when ALLOW_TEST_CHECKOUT asks for it, or with Stripe', () => {
      expect(parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://tarot.example', ALLOW_TEST_CHECKOUT: '1' })).toMatchObject({
        PRODUCTION: true,
        ALLOW_TEST_CHECKOUT: true,
      });
      const withStripe = parseEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
      expect(withStripe).toMatchObject({ PRODUCTION: true, ALLOW_TEST_CHECKOUT: false });
    });

    it('names only the pair when one Stripe variable is missing in production', () => {
      expect(() => parseEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(
        /^Invalid environment configuration:\n  STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together[^\n]*$/,
      );
    });

    it('counts NODE_ENV in any case, and refuses a value that is none of production, development, test', () => {
      expect(() => parseEnv({ NODE_ENV: 'Production' })).toThrow(refusal);
      expect(parseEnv({ NODE_ENV: 'PRODUCTION', ALLOW_TEST_CHECKOUT: '1' })).toMatchObject({ NODE_ENV: 'production', PRODUCTION: true });
      expect(() => parseEnv({ NODE_ENV: 'prod' })).toThrow(
        /^Invalid environment configuration:\n  NODE_ENV: must be one of production, development, test \(in any case\)$/,
      );
    });

    it('is the default outside production (NODE_ENV unset, test or development, on http)', () => {
      for (const NODE_ENV of [undefined, 'test', 'development']) {
        expect(parseEnv({ NODE_ENV, PUBLIC_URL: 'http://localhost:3000' })).toMatchObject({ PRODUCTION: false, ALLOW_TEST_CHECKOUT: false });
      }
    });
  });
});

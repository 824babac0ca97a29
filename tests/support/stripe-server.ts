import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { listenLocally } from './local-server.ts';

/**
 * A local server speaking Stripe's REST wire format for the calls the app makes:
 * form-encoded request bodies in bracket notation (`line_items[0][price_data][unit_amount]=499`),
 * JSON objects with an `object` field, Stripe-style error bodies and Idempotency-Key replay.
 * Tests drive the "dashboard" side directly: pay a checkout session, move a subscription between
 * states, make the API fail.
 */

type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

interface RecordedStripeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The parsed form body (nested objects and arrays); every leaf is a string, as on the wire. */
  body: FormObject;
  rawBody: string;
  headers: IncomingHttpHeaders;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  status: number;
  /** True when the response was replayed from an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'paused';

interface StripeCustomer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

interface StripeCheckoutSession {
  id: string;
  object: 'checkout.session';
  created: number;
  expires_at: number;
  livemode: false;
  mode: 'payment' | 'subscription' | 'setup';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  currency: string | null;
  amount_subtotal: number | null;
  amount_total: number | null;
  success_url: string | null;
  cancel_url: string | null;
  subscription: string | null;
  payment_intent: string | null;
}

interface StripeSubscription {
  id: string;
  object: 'subscription';
  created: number;
  livemode: false;
  customer: string;
  status: SubscriptionStatus;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  currency: string;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; price: StripePrice; quantity: number }[] };
}

interface StripePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number } | null;
  type: 'one_time' | 'recurring';
}

interface StripePortalSession {
  id: string;
  object: 'billing_portal.session';
  created: number;
  customer: string;
  return_url: string | null;
  url: string;
  livemode: false;
}

interface StripeEvent<T = unknown> {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: T };
}

interface InjectedFailure {
  status: number;
  /** How many requests fail; Infinity (the default) until clearFailure(). */
  times?: number;
  type?: 'api_error' | 'invalid_request_error' | 'card_error' | 'rate_limit_error';
  message?: string;
  /** Sends `Stripe-Should-Retry: false`, which makes the SDK give up at once. */
  shouldRetry?: boolean;
}

class StripeApiError extends Error {
  readonly status: number;
  readonly body: { type: string; message: string; code?: string; param?: string };

  constructor(status: number, body: StripeApiError['body']) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

const invalid = (message: string, param?: string, code = 'parameter_invalid') =>
  new StripeApiError(400, { type: 'invalid_request_error', message, code, ...(param ? { param } : {}) });
const missingParam = (param: string) => invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
const noSuch = (kind: string, id: string, param = 'id', status = 404) =>
  new StripeApiError(status, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * Parses `a[b][0][c]=1` style form bodies the way Stripe does: bracket segments become nested
 * objects, and objects whose keys are all indices become arrays.
 */
function parseStripeForm(raw: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw invalid(`Invalid parameter name: ${key}`);
    const segments = [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string)];
    let node: Record<string, FormValue> = root;
    for (const [index, segment] of segments.entries()) {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === segments.length - 1) {
        node[name] = value;
      } else {
        const next = node[name];
        if (next === undefined || typeof next === 'string') node[name] = {};
        node = node[name] as Record<string, FormValue>;
      }
    }
  }
  return arrayify(root) as FormObject;
}

function arrayify(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = Object.fromEntries(keys.map((key) => [key, arrayify(value[key] as FormValue)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => entries[key] as FormValue);
  }
  return entries;
}

const str = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
const obj = (value: FormValue | undefined): FormObject | undefined =>
  value !== undefined && typeof value !== 'string' && !Array.isArray(value) ? value : undefined;

function metadataOf(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  const object = obj(value);
  if (!object) throw invalid('Invalid object', param);
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(object)) {
    if (typeof entry !== 'string') throw invalid('Metadata values must be strings', `${param}[${key}]`);
    if (entry !== '') out[key] = entry;
  }
  return out;
}

function integerOf(value: FormValue | undefined, param: string, min = 0): number | undefined {
  if (value === undefined) return undefined;
  const text = str(value);
  if (text === undefined || !/^-?\d+$/.test(text) || Number(text) < min) throw invalid(`Invalid integer: ${String(text ?? '[object]')}`, param);
  return Number(text);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface StripeServerOptions {
  /** The only API key accepted (Authorization: Bearer …). */
  secretKey: string;
}

export async function startStripeServer(options: StripeServerOptions) {
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, StripeCustomer>();
  const sessions = new Map<string, StripeCheckoutSession>();
  const sessionExtras = new Map<string, { lineItems: { price: StripePrice; quantity: number }[]; subscriptionMetadata: Record<string, string> }>();
  /** Cents refunded so far on each payment session's charge. */
  const refunds = new Map<string, number>();
  const subscriptions = new Map<string, StripeSubscription>();
  const prices = new Map<string, StripePrice>();
  const portalSessions = new Map<string, StripePortalSession>();
  const idempotent = new Map<string, { method: string; path: string; body: string; status: number; response: unknown }>();
  let failure: (InjectedFailure & { remaining: number }) | null = null;

  function priceFrom(item: FormObject, index: number): StripePrice {
    const param = `line_items[${index}]`;
    const priceId = str(item.price);
    const priceData = obj(item.price_data);
    if (priceId && priceData) throw invalid(`You may only specify one of these parameters: price, price_data.`, `${param}[price]`);
    if (priceId) {
      const found = prices.get(priceId);
      if (!found) throw noSuch('price', priceId, `${param}[price]`, 400);
      return found;
    }
    if (!priceData) throw invalid('You must specify either `price` or `price_data` in each line item.', param);
    const currency = str(priceData.currency);
    if (!currency) throw missingParam(`${param}[price_data][currency]`);
    const unitAmount = integerOf(priceData.unit_amount, `${param}[price_data][unit_amount]`);
    if (unitAmount === undefined) throw missingParam(`${param}[price_data][unit_amount]`);
    const productData = obj(priceData.product_data);
    if (!str(priceData.product) && !str(productData?.name)) throw missingParam(`${param}[price_data][product_data][name]`);
    const recurringData = obj(priceData.recurring);
    let recurring: StripePrice['recurring'] = null;
    if (recurringData) {
      const interval = str(recurringData.interval);
      if (interval !== 'day' && interval !== 'week' && interval !== 'month' && interval !== 'year') {
        throw invalid(`Invalid recurring interval: ${String(interval)}`, `${param}[price_data][recurring][interval]`);
      }
      recurring = { interval, interval_count: integerOf(recurringData.interval_count, `${param}[price_data][recurring][interval_count]`, 1) ?? 1 };
    }
    return { id: randomId('price'), object: 'price', active: true, currency, unit_amount: unitAmount, recurring, type: recurring ? 'recurring' : 'one_time' };
  }

  function customerParam(value: FormValue | undefined, param = 'customer'): string | null {
    if (value === undefined) return null;
    const id = str(value);
    if (!id) throw invalid('Invalid string', param);
    if (!customers.has(id)) throw noSuch('customer', id, param, 400);
    return id;
  }

  function createCustomer(body: FormObject): StripeCustomer {
    const customer: StripeCustomer = {
      id: randomId('cus'),
      object: 'customer',
      created: now(),
      email: str(body.email) ?? null,
      name: str(body.name) ?? null,
      metadata: metadataOf(body.metadata, 'metadata'),
      livemode: false,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createCheckoutSession(body: FormObject): StripeCheckoutSession {
    const mode = str(body.mode);
    if (!mode) throw missingParam('mode');
    if (mode !== 'payment' && mode !== 'subscription' && mode !== 'setup')
      throw invalid(`Invalid mode: must be one of payment, setup, or subscription`, 'mode');
    const successUrl = str(body.success_url);
    if (!successUrl) throw missingParam('success_url');
    const customer = customerParam(body.customer);
    const customerEmail = str(body.customer_email) ?? null;
    if (customer && customerEmail) throw invalid('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
    const rawItems = body.line_items;
    if (mode !== 'setup' && (rawItems === undefined || !Array.isArray(rawItems) || rawItems.length === 0)) throw missingParam('line_items');
    const lineItems = (Array.isArray(rawItems) ? rawItems : []).map((raw, index) => {
      const item = obj(raw);
      if (!item) throw invalid('Invalid object', `line_items[${index}]`);
      const quantity = integerOf(item.quantity, `line_items[${index}][quantity]`, 1);
      if (quantity === undefined) throw missingParam(`line_items[${index}][quantity]`);
      return { price: priceFrom(item, index), quantity };
    });
    if (mode === 'payment' && lineItems.some((item) => item.price.recurring)) {
      throw invalid(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        'line_items',
      );
    }
    if (mode === 'subscription' && !lineItems.some((item) => item.price.recurring)) {
      throw invalid('You must provide at least one recurring price in `subscription` mode when using prices.', 'line_items');
    }
    const currencies = new Set(lineItems.map((item) => item.price.currency));
    if (currencies.size > 1) throw invalid('All line items must use the same currency.', 'line_items');
    if (body.payment_intent_data !== undefined && mode !== 'payment')
      throw invalid('payment_intent_data can only be used in payment mode.', 'payment_intent_data');
    if (body.subscription_data !== undefined && mode !== 'subscription')
      throw invalid('subscription_data can only be used in subscription mode.', 'subscription_data');
    const total = lineItems.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
    const id = randomId('cs_test');
    const session: StripeCheckoutSession = {
      id,
      object: 'checkout.session',
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
      mode,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: 'open',
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      metadata: metadataOf(body.metadata, 'metadata'),
      client_reference_id: str(body.client_reference_id) ?? null,
      customer,
      customer_email: customerEmail,
      currency: [...currencies][0] ?? null,
      amount_subtotal: mode === 'setup' ? null : total,
      amount_total: mode === 'setup' ? null : total,
      success_url: successUrl,
      cancel_url: str(body.cancel_url) ?? null,
      subscription: null,
      payment_intent: null,
    };
    sessions.set(id, session);
    sessionExtras.set(id, { lineItems, subscriptionMetadata: metadataOf(obj(body.subscription_data)?.metadata, 'subscription_data[metadata]') });
    return session;
  }

  function createPortalSession(body: FormObject): StripePortalSession {
    if (body.customer === undefined) throw missingParam('customer');
    const customer = customerParam(body.customer) as string;
    const id = randomId('bps');
    const portal: StripePortalSession = {
      id,
      object: 'billing_portal.session',
      created: now(),
      customer,
      return_url: str(body.return_url) ?? null,
      url: `https://billing.stripe.test/p/session/${id}`,
      livemode: false,
    };
    portalSessions.set(id, portal);
    return portal;
  }

  /** A page of `items` (newest first, as Stripe lists) the way Stripe paginates: limit, starting_after, has_more. */
  function page<T extends { id: string }>(items: T[], query: URLSearchParams, url: string) {
    const limitText = query.get('limit') ?? '10';
    const limit = Number(limitText);
    if (!/^\d+$/.test(limitText) || limit < 1 || limit > 100) throw invalid('Invalid limit: must be between 1 and 100', 'limit');
    const after = query.get('starting_after');
    const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
    if (after && start === 0) throw invalid(`Invalid starting_after: no object ${after} in this list`, 'starting_after');
    return { object: 'list', url, has_more: start + limit < items.length, data: items.slice(start, start + limit) };
  }

  function customerFilter(query: URLSearchParams): string | null {
    const customer = query.get('customer');
    if (customer !== null && !customers.has(customer)) throw noSuch('customer', customer, 'customer', 400);
    return customer;
  }

  function listSubscriptions(query: URLSearchParams) {
    const customer = customerFilter(query);
    const status = query.get('status');
    // Without a status Stripe lists every subscription that has not been canceled.
    const matches = (entry: StripeSubscription) =>
      status === 'all' ||
      (status === null && entry.status !== 'canceled') ||
      (status === 'ended' && (entry.status === 'canceled' || entry.status === 'incomplete_expired')) ||
      entry.status === status;
    const found = [...subscriptions.values()].reverse().filter((entry) => (customer === null || entry.customer === customer) && matches(entry));
    return page(found, query, '/v1/subscriptions');
  }

  function listCheckoutSessions(query: URLSearchParams) {
    const customer = customerFilter(query);
    const status = query.get('status');
    const found = [...sessions.values()]
      .reverse()
      .filter((entry) => (customer === null || entry.customer === customer) && (status === null || entry.status === status));
    return page(found, query, '/v1/checkout/sessions');
  }

  function cancelSubscription(id: string): StripeSubscription {
    const found = subscriptions.get(id);
    if (!found) throw noSuch('subscription', id);
    if (found.status === 'canceled' || found.status === 'incomplete_expired') throw invalid(`This subscription is ${found.status} and cannot be canceled.`);
    found.status = 'canceled';
    found.canceled_at = now();
    found.ended_at = now();
    return found;
  }

  function expireSession(id: string): StripeCheckoutSession {
    const found = sessions.get(id);
    if (!found) throw noSuch('checkout.session', id);
    if (found.status !== 'open') throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`, 'session', 'checkout_session_not_open');
    found.status = 'expired';
    found.url = null;
    return found;
  }

  function route(method: string, path: string, query: URLSearchParams, body: FormObject): { status: number; response: unknown } {
    if (method === 'POST' && path === '/v1/customers') return { status: 200, response: createCustomer(body) };
    if (method === 'POST' && path === '/v1/checkout/sessions') return { status: 200, response: createCheckoutSession(body) };
    if (method === 'GET' && path === '/v1/checkout/sessions') return { status: 200, response: listCheckoutSessions(query) };
    if (method === 'GET' && path === '/v1/subscriptions') return { status: 200, response: listSubscriptions(query) };
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return { status: 200, response: createPortalSession(body) };
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && session) {
      const id = decodeURIComponent(session[1] as string);
      const found = sessions.get(id);
      if (!found) throw noSuch('checkout.session', id);
      return { status: 200, response: found };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) return { status: 200, response: expireSession(decodeURIComponent(expire[1] as string)) };
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && subscription) return { status: 200, response: cancelSubscription(decodeURIComponent(subscription[1] as string)) };
    if (method === 'GET' && subscription) {
      const id = decodeURIComponent(subscription[1] as string);
      const found = subscriptions.get(id);
      if (!found) throw noSuch('subscription', id);
      return { status: 200, response: found };
    }
    const customer = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === 'GET' && customer) {
      const id = decodeURIComponent(customer[1] as string);
      const found = customers.get(id);
      if (!found) throw noSuch('customer', id);
      return { status: 200, response: found };
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  function send(response: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': randomId('req'),
      ...headers,
    });
    response.end(JSON.stringify(payload, null, 2));
  }

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const rawBody = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const method = request.method ?? 'GET';
    const authorization = request.headers.authorization;
    const idempotencyKey = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined;
    const record: RecordedStripeRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: {},
      rawBody,
      headers: request.headers,
      authorization,
      idempotencyKey,
      status: 0,
      replayed: false,
    };
    requests.push(record);
    const echo: Record<string, string> = {
      'stripe-version': String(request.headers['stripe-version'] ?? Stripe.API_VERSION),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    const fail = (error: StripeApiError, extra: Record<string, string> = {}) => {
      record.status = error.status;
      send(response, error.status, { error: error.body }, { ...echo, ...extra });
    };

    try {
      const type = request.headers['content-type'] ?? '';
      if (rawBody && !/^application\/x-www-form-urlencoded\b/i.test(type)) {
        throw invalid(`Invalid request: unsupported Content-Type ${type}. If error persists and you need assistance, please contact support@stripe.com.`);
      }
      record.body = parseStripeForm(rawBody);
    } catch (error) {
      fail(error instanceof StripeApiError ? error : invalid(String(error)));
      return;
    }

    if (!authorization) {
      fail(
        new StripeApiError(401, {
          type: 'invalid_request_error',
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        }),
      );
      return;
    }
    if (authorization !== `Bearer ${options.secretKey}`) {
      const given = authorization.replace(/^Bearer\s+/i, '');
      fail(new StripeApiError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}` }));
      return;
    }

    // An injected outage happens before the API runs, so (like Stripe) nothing is saved for the key.
    if (failure && failure.remaining > 0) {
      failure.remaining -= 1;
      const current = failure;
      if (failure.remaining <= 0) failure = null;
      fail(
        new StripeApiError(current.status, { type: current.type ?? 'api_error', message: current.message ?? 'An unknown error occurred' }),
        current.shouldRetry === undefined ? {} : { 'stripe-should-retry': String(current.shouldRetry) },
      );
      return;
    }

    const stored = method === 'POST' && idempotencyKey ? idempotent.get(`${authorization} ${idempotencyKey}`) : undefined;
    if (stored) {
      if (stored.method !== method || stored.path !== url.pathname || stored.body !== JSON.stringify(record.body)) {
        fail(
          new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          }),
        );
        return;
      }
      record.status = stored.status;
      record.replayed = true;
      send(response, stored.status, stored.response, { ...echo, 'idempotent-replayed': 'true' });
      return;
    }

    try {
      const { status, response: payload } = route(method, url.pathname, url.searchParams, record.body);
      const snapshot = structuredClone(payload);
      if (method === 'POST' && idempotencyKey) {
        idempotent.set(`${authorization} ${idempotencyKey}`, { method, path: url.pathname, body: JSON.stringify(record.body), status, response: snapshot });
      }
      record.status = status;
      send(response, status, snapshot, echo);
    } catch (error) {
      // Validation failures are not saved for the key either (Stripe saves a result only once an endpoint ran).
      fail(error instanceof StripeApiError ? error : new StripeApiError(500, { type: 'api_error', message: String(error) }));
    }
  };
  const server: Server = createServer((request, response) => void answer(request, response));
  const { port, close } = await listenLocally(server);

  function mustGet<T>(map: Map<string, T>, id: string, kind: string): T {
    const found = map.get(id);
    if (!found) throw new Error(`stripe-server: no ${kind} ${id}`);
    return found;
  }

  function createSubscription(input: {
    customer: string;
    status?: SubscriptionStatus;
    metadata?: Record<string, string>;
    price?: StripePrice;
  }): StripeSubscription {
    mustGet(customers, input.customer, 'customer');
    const price: StripePrice = input.price ?? {
      id: randomId('price'),
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: 900,
      recurring: { interval: 'month', interval_count: 1 },
      type: 'recurring',
    };
    const id = randomId('sub');
    const status = input.status ?? 'active';
    const subscription: StripeSubscription = {
      id,
      object: 'subscription',
      created: now(),
      livemode: false,
      customer: input.customer,
      status,
      metadata: { ...input.metadata },
      cancel_at_period_end: false,
      canceled_at: status === 'canceled' ? now() : null,
      ended_at: status === 'canceled' ? now() : null,
      currency: price.currency,
      items: { object: 'list', data: [{ id: randomId('si'), object: 'subscription_item', price, quantity: 1 }] },
    };
    subscriptions.set(id, subscription);
    return structuredClone(subscription);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey: options.secretKey,
    /** Every request received, in order. */
    requests,
    requestsTo(method: string, path: string | RegExp): RecordedStripeRequest[] {
      return requests.filter((entry) => entry.method === method && (typeof path === 'string' ? entry.path === path : path.test(entry.path)));
    },
    clearRequests() {
      requests.length = 0;
    },
    /** The next `times` requests (all, by default) get this error before reaching the API. */
    failNext(next: InjectedFailure) {
      failure = { ...next, remaining: next.times ?? Number.POSITIVE_INFINITY };
    },
    clearFailure() {
      failure = null;
    },

    customer: (id: string) => structuredClone(mustGet(customers, id, 'customer')),
    customersWithMetadata: (key: string, value: string) =>
      [...customers.values()].filter((entry) => entry.metadata[key] === value).map((entry) => structuredClone(entry)),

    /** A price of the account's catalogue, e.g. the one STRIPE_SUBSCRIPTION_PRICE_ID names. */
    addPrice(input: { id?: string; unitAmount: number; currency?: string; recurring?: { interval: 'day' | 'week' | 'month' | 'year' } }): StripePrice {
      const price: StripePrice = {
        id: input.id ?? randomId('price'),
        object: 'price',
        active: true,
        currency: input.currency ?? 'usd',
        unit_amount: input.unitAmount,
        recurring: input.recurring ? { interval: input.recurring.interval, interval_count: 1 } : null,
        type: input.recurring ? 'recurring' : 'one_time',
      };
      prices.set(price.id, price);
      return structuredClone(price);
    },

    checkoutSession: (id: string) => structuredClone(mustGet(sessions, id, 'checkout session')),
    /** The prices and quantities a session was created with (Stripe lists them under line_items). */
    checkoutLineItems: (id: string) => structuredClone(mustGet(sessionExtras, id, 'checkout session').lineItems),
    /** Changes a stored session, as if it had been created with other values. */
    updateCheckoutSession(id: string, patch: Partial<Omit<StripeCheckoutSession, 'id' | 'object'>>): StripeCheckoutSession {
      const session = mustGet(sessions, id, 'checkout session');
      Object.assign(session, structuredClone(patch));
      return structuredClone(session);
    },
    /**
     * The customer finishes the hosted page. A payment session becomes complete and paid (or
     * complete and unpaid, for a delayed payment method); a subscription session creates the
     * subscription, with subscription_data.metadata, in `subscriptionStatus` (active by default).
     */
    completeCheckoutSession(id: string, outcome: { paymentStatus?: 'paid' | 'unpaid'; subscriptionStatus?: SubscriptionStatus } = {}): StripeCheckoutSession {
      const session = mustGet(sessions, id, 'checkout session');
      const extras = mustGet(sessionExtras, id, 'checkout session');
      if (session.status !== 'open') throw new Error(`stripe-server: checkout session ${id} is ${session.status}`);
      session.status = 'complete';
      session.url = null;
      session.payment_status = outcome.paymentStatus ?? 'paid';
      if (session.mode === 'payment') session.payment_intent = randomId('pi');
      if (session.mode === 'subscription') {
        if (!session.customer) session.customer = createCustomer({ email: session.customer_email ?? '' }).id;
        const recurring = extras.lineItems.find((item) => item.price.recurring);
        const subscription = createSubscription({
          customer: session.customer,
          status: outcome.subscriptionStatus ?? 'active',
          metadata: extras.subscriptionMetadata,
          ...(recurring ? { price: recurring.price } : {}),
        });
        session.subscription = subscription.id;
      }
      return structuredClone(session);
    },
    /**
     * Refunds `cents` more of a paid payment session's charge, as from the dashboard, and returns
     * the charge as a `charge.refunded` event carries it (amount_refunded is the total so far).
     */
    refundCheckoutSession(id: string, cents: number) {
      const session = mustGet(sessions, id, 'checkout session');
      if (!session.payment_intent || session.amount_total === null) throw new Error(`stripe-server: checkout session ${id} has no charge`);
      const refunded = Math.min(session.amount_total, (refunds.get(id) ?? 0) + cents);
      refunds.set(id, refunded);
      return {
        id: `ch_${session.payment_intent.slice(3)}`,
        object: 'charge' as const,
        amount: session.amount_total,
        amount_refunded: refunded,
        currency: 'usd',
        payment_intent: session.payment_intent,
        refunded: refunded === session.amount_total,
        status: 'succeeded' as const,
      };
    },
    /** The delayed payment of an unpaid, complete session succeeded. */
    settleCheckoutSession(id: string): StripeCheckoutSession {
      const session = mustGet(sessions, id, 'checkout session');
      session.payment_status = 'paid';
      return structuredClone(session);
    },
    expireCheckoutSession(id: string): StripeCheckoutSession {
      const session = mustGet(sessions, id, 'checkout session');
      session.status = 'expired';
      session.url = null;
      return structuredClone(session);
    },

    subscription: (id: string) => structuredClone(mustGet(subscriptions, id, 'subscription')),
    createSubscription,
    updateSubscription(id: string, patch: { status?: SubscriptionStatus; metadata?: Record<string, string> }): StripeSubscription {
      const subscription = mustGet(subscriptions, id, 'subscription');
      if (patch.status) subscription.status = patch.status;
      if (patch.metadata) subscription.metadata = { ...subscription.metadata, ...patch.metadata };
      return structuredClone(subscription);
    },
    /** Cancels immediately: Stripe keeps the object, with status `canceled`. */
    deleteSubscription(id: string): StripeSubscription {
      const subscription = mustGet(subscriptions, id, 'subscription');
      subscription.status = 'canceled';
      subscription.canceled_at = now();
      subscription.ended_at = now();
      return structuredClone(subscription);
    },
    /** Every subscription of `customer`, newest first, whatever its status. */
    subscriptionsOf: (customer: string) =>
      [...subscriptions.values()]
        .reverse()
        .filter((entry) => entry.customer === customer)
        .map((entry) => structuredClone(entry)),
    /** Every checkout session of `customer`, newest first, whatever its status. */
    checkoutSessionsOf: (customer: string) =>
      [...sessions.values()]
        .reverse()
        .filter((entry) => entry.customer === customer)
        .map((entry) => structuredClone(entry)),

    portalSession: (id: string) => structuredClone(mustGet(portalSessions, id, 'billing portal session')),

    /** A webhook event as Stripe sends it, wrapping a snapshot of `object`. */
    event<T>(type: string, object: T, overrides: { id?: string; created?: number } = {}): StripeEvent<T> {
      return {
        id: overrides.id ?? randomId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: overrides.created ?? now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(object) },
      };
    },

    close,
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

const signer = new Stripe('sk_test_signing_only', { telemetry: false });

/**
 * The `Stripe-Signature` header Stripe would send with `payload`, signed with `secret` at
 * `timestamp` (seconds; now by default).
 */
export function signWebhook(payload: string, secret: string, timestamp?: number): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
}

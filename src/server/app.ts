import { Hono } from 'hono';
import { apiPaths } from '../shared/paths.ts';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RequestContext } from './http/request-context.ts';
import { CounterStoreUnavailable } from './domain/ports/counter-store.ts';
import type { AppDeps } from './deps.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { AppError, BODY_TOO_LARGE, ERROR_PAGE_TITLES, notFound, SERVICE_UNAVAILABLE, SOMETHING_WENT_WRONG } from './errors.ts';
import { serverTextIn } from './http/server-texts/server-texts.ts';
import { requestLanguage } from './http/request-language.ts';
import { errorPage } from './http/error-page.ts';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { localCheckoutRoutes } from './routes/local-checkout.ts';
import { passwordLimits } from './http/password-limits.ts';
import { cardArtRoutes } from './routes/card-art.ts';
import { checkBackPageRoutes, checkBackRoutes } from './routes/check-back.ts';
import { siteIndexRoutes } from './routes/site-index.ts';
import { dailyCardRoutes } from './routes/daily-card.ts';
import { healthRoutes } from './routes/health.ts';
import { METRICS_PATH, metricsRoutes } from './routes/metrics.ts';
import { log } from './observe/log.ts';
import { requestObserver } from './observe/request-observer.ts';
import { fairDrawRoutes } from './routes/fair-draw.ts';
import { patternRoutes } from './routes/patterns.ts';
import { readingRoutes } from './routes/readings.ts';
import { reaskRoutes } from './routes/reask.ts';
import { journalRoutes } from './routes/journal.ts';
import { shareRoutes } from './routes/share.ts';
import { spreadRoutes } from './routes/spreads.ts';
import { visitorRoutes } from './routes/visitor.ts';
import { webRoutes } from './routes/web.ts';
import { memoryRoutes } from './routes/memory.ts';
import { securityHeadersMiddleware } from './http/security-headers.ts';
import { resolveViewer } from './session/resolve-viewer.ts';

const API_BODY_LIMIT_BYTES = 64 * 1024;
/** Stripe signs the raw body; it must reach the webhook route untouched and from any origin. */
const ORIGIN_EXEMPT_PATHS = new Set<string>([apiPaths.stripeWebhook]);
/**
 * The content types an HTML form (or a no-cors fetch) can send cross-site without a preflight.
 * The API speaks JSON only, so a write in one of them is refused even when no Origin came with
 * it, including on routes that read no body (pay, cancel, cancel-subscription, sign-out).
 */
const FORM_CONTENT_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;
/**
 * Files that are the same for everyone: who is asking is not looked up for them. The card art
 * (/cards/{slug}.svg) is, and a shared reading's preview image; the library's pages beside the art
 * (/cards/{slug}) show the nav bar's state.
 */
const ANONYMOUS_PATHS = /^\/(assets\/|cards\/[^/]*\.svg$|metrics$|robots\.txt$|sitemap\.xml$|s\/[^/]+\/image\.png$)/;
const UNAVAILABLE_RETRY_AFTER_SECONDS = '5';

/**
 * Every route the browser calls, chained so that their inputs and answers add up to one type:
 * AppType, from which the browser's client is typed (src/web/api-client.ts, docs/decisions/0026).
 */
function apiRoutes() {
  return new Hono<RequestContext>()
    .route('/', healthRoutes())
    .route('/', authRoutes())
    .route('/', accountRoutes())
    .route('/', fairDrawRoutes())
    .route('/', visitorRoutes())
    .route('/', readingRoutes())
    .route('/', reaskRoutes())
    .route('/', spreadRoutes())
    .route('/', patternRoutes())
    .route('/', journalRoutes())
    .route('/', shareRoutes())
    .route('/', billingRoutes())
    .route('/', localCheckoutRoutes())
    .route('/', dailyCardRoutes())
    .route('/', memoryRoutes())
    .route('/', checkBackRoutes())
    .route('/', adminRoutes());
}

/** The API's contract: each route's input (from its schema) and its answers. Types only: the browser imports nothing else from here. */
export type AppType = ReturnType<typeof apiRoutes>;

export interface AppOptions {
  /** The built front end (dist/client); without it only the API is served. */
  clientDir?: string | undefined;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const publicOrigin = new URL(deps.env.PUBLIC_URL).origin;

  const app = new Hono<RequestContext>();

  // First: the request's id reaches every line logged while it is served, errors included.
  app.use(requestObserver());

  app.use(securityHeadersMiddleware(deps.env.PUBLIC_URL));

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  // Only where a body is read: checking one on a GET builds a full fetch Request for every read
  // (docs/decisions/0006).
  const limitBody = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError(413, BODY_TOO_LARGE);
    },
  });
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));

  // Browsers send Origin on every cross-site POST; a foreign one never reaches a handler, nor does a form's body.
  app.use('/api/*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !ORIGIN_EXEMPT_PATHS.has(c.req.path)) {
      const origin = c.req.header('origin');
      if (origin && origin !== publicOrigin) throw new AppError(403, 'Cross-site requests are not allowed');
      if (FORM_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) throw new AppError(415, 'Requests must be sent as application/json');
    }
    await next();
  });

  const viewer = resolveViewer(deps.readModels, deps.auth);
  app.use('*', (c, next) => (ANONYMOUS_PATHS.test(c.req.path) ? next() : viewer(c, next)));

  app.use('/api/*', passwordLimits());

  app.route('/', apiRoutes());
  app.route('/', cardArtRoutes());
  app.route('/', checkBackPageRoutes());
  app.route('/', siteIndexRoutes(deps.env.PUBLIC_URL));
  // On the public port only with a token; with METRICS_PORT it is served there instead (main.ts).
  if (deps.env.METRICS_TOKEN && deps.env.METRICS_PORT === undefined) app.route('/', metricsRoutes(deps.env.METRICS_TOKEN));
  else
    app.all(METRICS_PATH, () => {
      throw notFound();
    });

  app.all('/api/*', () => {
    throw notFound();
  });

  if (options.clientDir) app.route('/', webRoutes(options.clientDir, deps.env.PUBLIC_URL));

  app.onError((error, c) => {
    // An error answers for this moment only (a 404 may be heuristically cached): never stored.
    c.header('Cache-Control', 'no-store');
    // A page (not the API) is answered with a page: a browser shows it, where JSON would be raw text.
    const forPage = (c.req.method === 'GET' || c.req.method === 'HEAD') && !c.req.path.startsWith('/api/');
    // The person's language, where the server has the words for this refusal (http/error-texts).
    const language = requestLanguage(c);
    const answer = (message: string, status: ContentfulStatusCode) =>
      forPage
        ? c.html(errorPage(serverTextIn(status >= 500 ? ERROR_PAGE_TITLES.retry : ERROR_PAGE_TITLES.wrong, language), serverTextIn(message, language)), status)
        : c.json({ error: serverTextIn(message, language) }, status);
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return answer(error.message, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return answer(error.message || 'Bad request', error.status as ContentfulStatusCode);
    }
    if (isDatabaseUnavailable(error) || error instanceof CounterStoreUnavailable) {
      const what = error instanceof CounterStoreUnavailable ? 'counter store' : 'database';
      log.warn(`[app] ${c.req.method} ${routePath(c)}: ${what} unavailable (${error.message})`);
      c.header('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS);
      return answer(SERVICE_UNAVAILABLE, 503);
    }
    log.error({ err: error }, `[app] ${c.req.method} ${routePath(c)} failed`);
    return answer(SOMETHING_WENT_WRONG, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

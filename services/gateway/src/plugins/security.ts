import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import { findOperatorKey, isUnsafeKey } from '@tailor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http-error';
import { DOCS_PREFIX } from './openapi';

export interface SecurityOptions {
  /** Exact origins allowed cross-origin; empty keeps CORS closed (the SPA is same-origin). */
  corsOrigins: readonly string[];
}

/** `userId[$ne]`, `a[__proto__]`: bracket keys that a qs-style parser would turn into operators. */
function isUnsafeQueryKey(key: string): boolean {
  return isUnsafeKey(key) || /\[\s*\$|__proto__|constructor|prototype/.test(key);
}

function unsafeQueryKey(query: unknown): string | null {
  if (query === null || typeof query !== 'object') return null;
  return Object.keys(query).find(isUnsafeQueryKey) ?? null;
}

function isJson(request: FastifyRequest): boolean {
  return /\bjson\b/i.test(request.headers['content-type'] ?? '');
}

/**
 * Defence in depth next to the strict schemas: any JSON body or query that carries a `$` key or a
 * prototype key is refused before validation, whatever the route's schema would have allowed.
 */
export function rejectOperatorKeys(request: FastifyRequest): void {
  const queryKey = unsafeQueryKey(request.query);
  if (queryKey !== null) {
    throw badRequest(`Operator-like or reserved key not allowed in the query: ${queryKey}`, [
      { path: `querystring.${queryKey}`, message: 'not allowed' },
    ]);
  }
  if (request.body === undefined || !isJson(request)) return;
  const path = findOperatorKey(request.body);
  if (path) {
    const key = String(path[path.length - 1]);
    throw badRequest(`Operator-like or reserved key not allowed: ${key}`, [{ path: ['body', ...path].join('.'), message: 'not allowed' }]);
  }
}

/**
 * JSON answers of the API are never rendered, framed or cached by a browser on purpose, so they get
 * the short set OWASP's REST security guidance gives for APIs: nothing may load from them, nothing
 * may frame them, no sniffing them into HTML, and no caching of personal data. The page-oriented
 * helmet set (CSP for the SPA, cross-origin and referrer policies) goes on what a browser renders:
 * the web app, its assets and the API docs UI.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/** True for API answers (JSON); false for pages and files a browser renders: the SPA, assets, docs UI. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX) && url !== '/api';
}

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  // Helmet's page set on every answer; API answers then get the strict API set on top (below).
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        // Company logos come from an external logo service; data: covers inline icons.
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The app is usually served over plain http on 127.0.0.1; HSTS there would only confuse browsers.
    strictTransportSecurity: false,
  });
  // At onRequest, so the error paths get them too.
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) reply.headers(API_SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    done();
  });
  // Closed CORS (the default: the SPA is same-origin) needs no plugin at all: without it no request
  // gets an Access-Control-* header and a preflight finds no route, and nothing runs per request.
  if (options.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: [...options.corsOrigins],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
      exposedHeaders: ['x-request-id'],
      maxAge: 600,
    });
  }
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      rejectOperatorKeys(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
});

import { createRequire } from 'node:module';

type HelmetMiddleware = (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
type HelmetFactory = (options: Record<string, unknown>) => HelmetMiddleware;

/**
 * The security headers helmet would set, computed once. @fastify/helmet builds a new helmet
 * middleware (re-parsing the CSP) on every request, which cost the gateway a large share of its
 * throughput on the hot polling route; our headers never vary per request, so we run helmet once at
 * start against a recording response and replay its headers.
 */
export function precomputeHelmetHeaders(options: Record<string, unknown>): Record<string, string> {
  // helmet is @fastify/helmet's own dependency: resolve it from there so both stay in step.
  const fromFastifyHelmet = createRequire(require.resolve('@fastify/helmet'));
  const helmet = fromFastifyHelmet('helmet') as HelmetFactory | { default: HelmetFactory };
  const factory = typeof helmet === 'function' ? helmet : helmet.default;
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  factory(options)({ method: 'GET', url: '/', headers: {} }, recorder, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

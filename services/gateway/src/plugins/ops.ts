import { bearerToken, JOB_CATALOG } from '@tailor/contracts';
import type { Registry } from '@tailor/observability';
import { queueNamesOf, type Producer, type QueueNameOf } from '@tailor/queue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { forbidden, unauthorized } from '../http-error';
import type { SessionService } from '../auth/session.service';
import { sameSecret } from './auth';

export interface OpsOptions {
  adminToken: string | undefined;
  producer: Producer<typeof JOB_CATALOG>;
  metrics: Registry;
  /** Tells a signed-in user (403 while the endpoints are disabled) from an unknown token (401). */
  sessions: Pick<SessionService, 'authenticate'>;
}

export const BOARD_PATH = '/admin/queues';
export const ADMIN_COOKIE = 'tailor_admin';
const COOKIE_MAX_AGE_SECONDS = 12 * 3600;
export const OPS_DISABLED_MESSAGE = 'Operator endpoints are disabled: ADMIN_TOKEN is not set on the server.';
const OPS_REQUIRED_MESSAGE = 'This endpoint needs the admin token (Authorization: Bearer <ADMIN_TOKEN>).';

/**
 * The browser session for Bull Board: an HMAC of a fixed label under ADMIN_TOKEN, never the token
 * itself, so the cookie cannot be replayed as a bearer token elsewhere, and rotating ADMIN_TOKEN
 * signs every browser out.
 */
export function adminCookieValue(adminToken: string): string {
  return createHmac('sha256', adminToken).update('tailor-admin-session:v1').digest('base64url');
}

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

type Credential = 'bearer' | 'cookie' | 'none' | 'wrong';

function credentialOf(request: FastifyRequest, adminToken: string, allowCookie: boolean): Credential {
  const token = bearerToken(request.headers.authorization);
  if (token) return sameSecret(token, adminToken) ? 'bearer' : 'wrong';
  const session = allowCookie ? cookie(request, ADMIN_COOKIE) : undefined;
  if (session) return sameSecret(session, adminCookieValue(adminToken)) ? 'cookie' : 'wrong';
  return 'none';
}

const LOGIN_PAGE = (message = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Queues – sign in</title></head>
<body>
<h1>Job queues</h1>
${message ? `<p role="alert">${message}</p>` : ''}
<form method="post" action="/admin/login">
<label>Admin token <input type="password" name="token" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>
</body></html>`;

/**
 * Operator endpoints of the gateway, all behind ADMIN_TOKEN. Without the variable they are off: a
 * caller without a token or with one we do not know gets 401 as on any admin route, and only a
 * signed-in user gets the 403 naming the variable.
 * - `GET /metrics`: Prometheus text, `Authorization: Bearer <ADMIN_TOKEN>`.
 * - `/admin/queues`: Bull Board. Bearer header, or for a browser the session cookie set by
 *   `POST /admin/login` (form field `token`; HttpOnly, SameSite=Strict, Path=/admin, 12 h).
 *   `POST /admin/logout` clears it.
 */
export async function opsPlugin(app: FastifyInstance, options: OpsOptions): Promise<void> {
  const { adminToken, metrics } = options;
  const refuseWhileDisabled = async (request: FastifyRequest): Promise<never> => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(OPS_REQUIRED_MESSAGE);
    if (!(await options.sessions.authenticate(token))) throw unauthorized('Invalid admin token');
    throw forbidden(OPS_DISABLED_MESSAGE);
  };

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!adminToken) return refuseWhileDisabled(request);
    const credential = credentialOf(request, adminToken, false);
    if (credential === 'none') throw unauthorized(OPS_REQUIRED_MESSAGE);
    if (credential !== 'bearer') throw unauthorized('Invalid admin token');
    return reply.header('content-type', metrics.contentType).send(await metrics.metrics());
  });

  await app.register(async (admin) => {
    admin.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });

    admin.get('/admin/login', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(LOGIN_PAGE()));

    admin.post('/admin/login', { schema: { hide: true } }, async (request, reply) => {
      if (!adminToken) return refuseWhileDisabled(request);
      const token = (request.body as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !sameSecret(token, adminToken)) {
        return reply.status(401).type('text/html; charset=utf-8').send(LOGIN_PAGE('That is not the admin token.'));
      }
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${ADMIN_COOKIE}=${adminCookieValue(adminToken)}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${COOKIE_MAX_AGE_SECONDS}${secure}`,
      );
      return reply.redirect(`${BOARD_PATH}/`, 303);
    });

    admin.post('/admin/logout', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('set-cookie', `${ADMIN_COOKIE}=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0`);
      return reply.redirect('/admin/login', 303);
    });
  });

  if (!adminToken) {
    // No token, no board: Bull Board is not even loaded (it adds half a second to start-up).
    app.all(BOARD_PATH, { schema: { hide: true } }, refuseWhileDisabled);
    app.all(`${BOARD_PATH}/*`, { schema: { hide: true } }, refuseWhileDisabled);
    return;
  }
  const [{ createBullBoard }, { BullMQAdapter }, { FastifyAdapter }] = await Promise.all([
    import('@bull-board/api'),
    import('@bull-board/api/bullMQAdapter'),
    import('@bull-board/fastify'),
  ]);
  await app.register(async (board) => {
    board.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const credential = credentialOf(request, adminToken, true);
      if (credential === 'bearer' || credential === 'cookie') return;
      // A browser without a session goes to the sign-in form; API clients get the 401.
      if (request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '')) {
        return reply.redirect('/admin/login', 303);
      }
      throw unauthorized(credential === 'none' ? OPS_REQUIRED_MESSAGE : 'Invalid admin token');
    });
    // Bull Board's UI sets inline styles; everything else keeps the app's strict policy.
    board.addHook('onSend', async (_request, reply) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', policy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"));
    });
    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(BOARD_PATH);
    createBullBoard({
      queues: (queueNamesOf(JOB_CATALOG) as Array<QueueNameOf<typeof JOB_CATALOG>>).map((name) => new BullMQAdapter(options.producer.queue(name))),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Resume Tailor queues' } },
    });
    await board.register(serverAdapter.registerPlugin(), { prefix: BOARD_PATH });
  });
}

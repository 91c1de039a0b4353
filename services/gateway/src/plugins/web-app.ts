import fastifyStatic from '@fastify/static';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface WebAppOptions {
  /** The Vite build output; when it is missing the API still works and `/` explains why. */
  distDir: string;
  /** Runs after every answer of the not-found handler (route hooks never see those requests). */
  onResponse?: onResponseHookHandler;
}

/** Serves the single-page app at `/` and keeps unknown `/api` routes as JSON 404s. */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const hasBuild = existsSync(join(options.distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: options.distDir, wildcard: false, index: ['index.html'] });
  }

  // Fastify gives the not-found handler's options every lifecycle hook (four-oh-four.js), though
  // its types list only preValidation and preHandler.
  const notFoundOptions = (options.onResponse ? { onResponse: options.onResponse } : {}) as Parameters<FastifyInstance['setNotFoundHandler']>[0];
  app.setNotFoundHandler(notFoundOptions, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing asset is a 404 (e.g. a page from an older build asking for a file that no longer
    // exists); answering it with the HTML shell would make the browser run HTML as a script.
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/') || request.method !== 'GET') {
      return reply.status(404).send({ error: `Route ${request.method} ${path} not found`, code: 'not_found' });
    }
    if (!hasBuild) {
      return reply.status(503).send({ error: `The web app is not built (expected ${options.distDir}). Run npm start or npm run build.` });
    }
    // Client-side screens: any other GET gets the app shell.
    return reply.type('text/html').sendFile('index.html');
  });
});

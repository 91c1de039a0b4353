import http from 'node:http';
import https from 'node:https';
import { pollUntil } from './poll';

export interface WaitForHttpOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Checked between attempts; when it returns a string, waiting stops with that as the reason. */
  abortReason?: () => string | undefined;
}

/** Polls `url` until it answers 2xx, bounded by timeoutMs (default 30 s). */
export async function waitForHttp(url: string, options: WaitForHttpOptions = {}): Promise<void> {
  await pollUntil(
    url,
    async (remainingMs) => {
      const status = await httpGetStatus(url, Math.min(remainingMs, 2_000));
      if (status < 200 || status >= 300) throw new Error(`HTTP ${status}`);
    },
    {
      timeoutMs: options.timeoutMs ?? 30_000,
      intervalMs: options.intervalMs ?? 100,
      ...(options.abortReason ? { abortReason: options.abortReason } : {}),
    },
  );
}

/**
 * One GET on a fresh connection (agent: false), so a server that is still starting never leaves
 * a half-open keep-alive socket behind.
 */
export function httpGetStatus(url: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const req = client.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

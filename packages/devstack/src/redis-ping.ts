import net from 'node:net';
import tls from 'node:tls';

/**
 * Sends PING (after AUTH/SELECT when the URL carries them) over a raw socket and resolves when
 * Redis answers +PONG. Deliberately no client library: devstack must stay dependency-free.
 */
export async function pingRedis(url: string, timeoutMs = 2_000): Promise<void> {
  const target = parseRedisUrl(url);
  const commands: string[][] = [];
  if (target.password !== undefined) {
    commands.push(target.username ? ['AUTH', target.username, target.password] : ['AUTH', target.password]);
  }
  commands.push(['PING']);
  const replies = await exchange(target, commands, timeoutMs);
  const pong = replies[replies.length - 1];
  const failure = replies.find((r) => r.startsWith('-'));
  if (failure) throw new Error(`Redis at ${redactUrl(url)} refused: ${failure.slice(1)}`);
  if (pong !== '+PONG') throw new Error(`Redis at ${redactUrl(url)} answered ${JSON.stringify(pong)} to PING`);
}

interface RedisTarget {
  host: string;
  port: number;
  tls: boolean;
  username?: string;
  password?: string;
}

function parseRedisUrl(url: string): RedisTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`not a Redis URL: ${JSON.stringify(url)} (expected redis://host:port)`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new Error(`not a Redis URL: ${redactUrl(url)} (expected redis:// or rediss://)`);
  }
  const target: RedisTarget = {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 6379,
    tls: parsed.protocol === 'rediss:',
  };
  if (parsed.password) target.password = decodeURIComponent(parsed.password);
  if (parsed.username && parsed.password) target.username = decodeURIComponent(parsed.username);
  return target;
}

function encode(command: string[]): string {
  return `*${command.length}\r\n${command.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
}

/** Writes all commands at once and collects one simple-string/error line per command. */
function exchange(target: RedisTarget, commands: string[][], timeoutMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const where = `${target.host}:${target.port}`;
    const socket = target.tls
      ? tls.connect({ host: target.host, port: target.port, servername: target.host })
      : net.connect({ host: target.host, port: target.port });
    let buffer = '';
    let settled = false;
    const finish = (error: Error | null, replies?: string[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(replies ?? []);
    };
    const timer = setTimeout(() => finish(new Error(`Redis at ${where} did not answer PING within ${timeoutMs} ms`)), timeoutMs);
    socket.setEncoding('utf8');
    socket.once(target.tls ? 'secureConnect' : 'connect', () => socket.write(commands.map(encode).join('')));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\r\n').slice(0, -1);
      if (lines.length >= commands.length) finish(null, lines.slice(0, commands.length));
    });
    socket.on('error', (error) => finish(new Error(`Redis at ${where} is not reachable: ${error.message}`)));
    socket.on('close', () => finish(new Error(`Redis at ${where} closed the connection before answering PING`)));
  });
}

/** For messages: never print a password that came in a URL. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return url;
  }
}

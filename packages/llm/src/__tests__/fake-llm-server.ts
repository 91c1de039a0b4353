import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server saw for one POST /v1/chat/completions. */
export interface SeenRequest {
  model: string;
  /** 1-based count of requests for this model so far. */
  call: number;
  body: Record<string, unknown>;
  messages: { role: string; content: string }[];
  hasResponseFormat: boolean;
  authorization: string | undefined;
}

export type Reply = { status: number; body: unknown } | { hang: true };
export type Script = (request: SeenRequest) => Reply;

export function completion(content: string | null): Reply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'fake',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    },
  };
}

export function failure(status: number, message: string, extra: Record<string, unknown> = {}): Reply {
  return { status, body: { error: { message, type: 'test_error', ...extra } } };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** A tiny OpenAI-compatible server on 127.0.0.1 whose answers a test scripts per model and call. */
export class FakeLlmServer {
  readonly requests: SeenRequest[] = [];
  private script: Script = () => failure(500, 'no script');
  private readonly server: Server;

  private constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  static async start(): Promise<FakeLlmServer> {
    const fake = new FakeLlmServer();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseUrl(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  setScript(script: Script): void {
    this.script = script;
  }

  callsFor(model: string): SeenRequest[] {
    return this.requests.filter((r) => r.model === model);
  }

  reset(): void {
    this.requests.length = 0;
  }

  async close(): Promise<void> {
    // Hanging requests keep sockets open; close() alone would wait for them forever.
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    const model = String(body.model);
    const seen: SeenRequest = {
      model,
      call: this.callsFor(model).length + 1,
      body,
      messages: (body.messages ?? []) as SeenRequest['messages'],
      hasResponseFormat: body.response_format !== undefined,
      authorization: req.headers.authorization,
    };
    this.requests.push(seen);
    const reply = this.script(seen);
    if ('hang' in reply) return;
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  }
}

/** A minimal fetch Response for component tests (jsdom has no fetch). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    json: async () => JSON.parse(text),
    text: async () => text,
    blob: async () => new Blob([text]),
  } as unknown as Response;
}

export type Route = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

/** Installs a fetch that answers from `routes` (first match wins) and records every call. */
export function installFetch(...routes: Route[]): jest.Mock {
  const mock = jest.fn(async (url: string, init: RequestInit = {}) => {
    for (const route of routes) {
      const res = await route(url, init);
      if (res) return res;
    }
    return jsonResponse(404, { error: `No fake route for ${init.method ?? 'GET'} ${url}` });
  });
  (globalThis as { fetch: unknown }).fetch = mock;
  return mock;
}

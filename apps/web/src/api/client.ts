import { MESSAGES } from '@tailor/contracts/browser';

/** A refused or failed API call; `message` is the server's `error` text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let authToken: string | null = null;
let unauthorizedHandler: (() => void) | null = null;

/** The bearer token sent with every call; null after sign-out. */
export function setAuthToken(token: string | null): void {
  authToken = token;
}

/** Called when a signed-in call is refused with 401 (the session ended or was revoked). */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  body?: BodyInit;
  /** False for the sign-in and sign-up calls: their 401 is a wrong password, not an ended session. */
  auth?: boolean;
  signal?: AbortSignal;
}

function errorText(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'error' in body && typeof (body as { error: unknown }).error === 'string') {
    const text = (body as { error: string }).error.trim();
    if (text !== '') return text;
  }
  return MESSAGES.httpError(status);
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept };
  const useAuth = options.auth !== false;
  if (useAuth && authToken) headers.authorization = `Bearer ${authToken}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let res: Response;
  try {
    res = await fetch(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, MESSAGES.backendUnavailable);
  }
  if (!res.ok) {
    const parsed: unknown = await res.json().catch(() => null);
    if (res.status === 401 && useAuth && authToken) unauthorizedHandler?.();
    throw new ApiError(res.status, errorText(parsed, res.status), parsed);
  }
  return res;
}

/** JSON call to the gateway; resolves to undefined for 204. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await send(path, options, 'application/json');
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** `attachment; filename="a.docx"` or RFC 5987 `filename*=UTF-8''a.docx`; the fallback otherwise. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name === '' ? fallback : name;
}

/** A file download that needs the Authorization header, so it cannot be a plain link. */
export async function requestFile(path: string, fallbackName: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const res = await send(path, options, '*/*');
  const blob = await res.blob();
  return { blob, filename: filenameFromDisposition(res.headers.get('content-disposition'), fallbackName) };
}

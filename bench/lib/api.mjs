// The few gateway calls the benchmarks make, with Node's fetch (keep-alive).
import { shortId } from './util.mjs';

const JSON_HEADERS = { 'content-type': 'application/json' };

async function parse(res) {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { raw: text };
  }
}

export async function signUp(baseUrl, label = 'bench') {
  const email = `${label}-${shortId()}@bench.example.com`;
  const password = 'correct horse battery staple';
  const register = await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email, password }) });
  if (register.status !== 201) throw new Error(`register failed: ${register.status} ${JSON.stringify(await parse(register))}`);
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email, password }) });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(await parse(login))}`);
  const { token, user } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const call = async (path, init = {}) => {
    const res = await fetch(`${baseUrl}${path}`, { ...init, headers: { ...auth, ...(init.headers ?? {}) } });
    return { status: res.status, body: await parse(res) };
  };
  return {
    email,
    token,
    id: user.id,
    get: (path) => call(path),
    post: (path, body) => call(path, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) }),
    upload(files) {
      const form = new FormData();
      for (const file of files) form.append('files', new Blob([file.bytes]), file.name);
      return call('/api/uploads', { method: 'POST', body: form });
    },
  };
}

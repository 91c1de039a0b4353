import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with N=2^14, r=8, p=1 (16 MiB per hash) is the interactive-login setting of the scrypt
 * paper and OWASP's minimum. The parameters are stored in the hash, so raising them later only
 * affects new hashes and old ones still verify.
 */
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const SCHEME = 'scrypt';

export interface PasswordCredentials {
  password_hash: string;
  password_salt: string;
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // maxmem must exceed 128 * N * r or Node refuses; leave headroom for higher N later.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<PasswordCredentials> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return {
    password_hash: `${SCHEME}$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${key.toString('base64')}`,
    password_salt: salt.toString('base64'),
  };
}

function parseHash(hash: string): { params: { N: number; r: number; p: number }; key: Buffer } | null {
  const [scheme, n, r, p, key] = hash.split('$');
  if (scheme !== SCHEME || !n || !r || !p || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  return { params, key: Buffer.from(key, 'base64') };
}

export async function verifyPassword(password: string, credentials: PasswordCredentials): Promise<boolean> {
  const parsed = parseHash(credentials.password_hash);
  if (!parsed) return false;
  const candidate = await derive(password, Buffer.from(credentials.password_salt, 'base64'), parsed.params);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

const DUMMY_SALT = randomBytes(SALT_BYTES);

/**
 * Spends the same scrypt work as a real check, for logins with an unknown email: otherwise the
 * response time would tell an attacker which addresses have accounts.
 */
export async function spendPasswordCheck(password: string): Promise<false> {
  await derive(password, DUMMY_SALT, PARAMS);
  return false;
}

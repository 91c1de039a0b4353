import { z } from 'zod';
import { AUTH_TOKEN_PREFIX } from '../constants';
import { UserSchema } from '../entities/user';
import { MESSAGES } from '../errors';

// Password length is capped only to bound hashing cost; there is no strength rule.
const PasswordSchema = z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired }).max(1024);

export const RegisterRequestSchema = z.strictObject({
  email: z.email({ error: MESSAGES.invalidEmail }).max(254),
  password: PasswordSchema,
  /** Optional: when absent the server uses the part of the email before '@'. */
  full_name: z.string().max(200).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = UserSchema;
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** Opaque bearer token; the 'token_' prefix is what the client checks to consider itself signed in. */
export const AuthTokenSchema = z
  .string()
  .startsWith(AUTH_TOKEN_PREFIX)
  .min(AUTH_TOKEN_PREFIX.length + 1);

// Email format is not checked at login so a malformed address gets the same 401 as an unknown one.
export const LoginRequestSchema = z.strictObject({
  email: z.string({ error: MESSAGES.invalidEmail }).min(1, { error: MESSAGES.invalidEmail }).max(254),
  password: PasswordSchema,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  token: AuthTokenSchema,
  user: UserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const MeResponseSchema = UserSchema;
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** Parses `Authorization: Bearer <token>`; null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}

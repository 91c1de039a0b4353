import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common';

export const EmailSchema = z.email().max(254);

/** The user object the server returns; never carries credentials. */
export const UserSchema = z.object({
  id: IdSchema,
  email: EmailSchema,
  full_name: z.string().max(200),
  created_at: IsoDateTimeSchema,
});
export type User = z.infer<typeof UserSchema>;

/** Stored form of a user. Internal to the store and auth code: must never be serialised to HTTP. */
export const UserRecordSchema = UserSchema.extend({
  password_hash: z.string().min(1),
  password_salt: z.string().min(1),
  updated_at: IsoDateTimeSchema,
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** Drops credential fields so a record can be returned safely. */
export function toPublicUser(record: UserRecord): User {
  return { id: record.id, email: record.email, full_name: record.full_name, created_at: record.created_at };
}

/** Only a hash of the bearer token is stored, so a leaked table cannot be replayed. */
export const SessionSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  token_hash: z.string().min(1),
  created_at: IsoDateTimeSchema,
  expires_at: IsoDateTimeSchema,
  revoked_at: IsoDateTimeSchema.nullable(),
});
export type Session = z.infer<typeof SessionSchema>;

/** Emails are compared case-insensitively; store and look up this form. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

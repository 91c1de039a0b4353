import {
  fullNameFromEmail,
  MESSAGES,
  normaliseEmail,
  toPublicUser,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type User,
  type UserRecord,
} from '@tailor/contracts';
import type { Store } from '@tailor/store';
import { randomUUID } from 'node:crypto';
import { conflict, HttpError, tooManyRequests } from '../http-error';
import type { AttemptLimiter } from './attempt-limiter.service';
import { hashPassword, spendPasswordCheck, verifyPassword } from './password.service';
import type { SessionService } from './session.service';
import { createdAtNow } from '../clock';

export const LOGIN_FAILURE_LIMIT = 10;
export const REGISTER_ATTEMPT_LIMIT = 10;
export const ATTEMPT_WINDOW_MINUTES = 15;

export const LOGIN_LOCKED_MESSAGE = `Too many failed sign-in attempts for this email. Please wait ${ATTEMPT_WINDOW_MINUTES} minutes and try again.`;
export const REGISTER_LOCKED_MESSAGE = `Too many sign-up attempts for this email. Please wait ${ATTEMPT_WINDOW_MINUTES} minutes and try again.`;

export interface AuthService {
  register(input: RegisterRequest): Promise<User>;
  login(input: LoginRequest): Promise<LoginResponse>;
}

export function createAuthService(options: {
  store: Store;
  sessions: SessionService;
  loginFailures: AttemptLimiter;
  registerAttempts: AttemptLimiter;
}): AuthService {
  const { store, sessions, loginFailures, registerAttempts } = options;

  return {
    async register(input) {
      const email = normaliseEmail(input.email);
      if (await registerAttempts.isBlocked(email)) throw tooManyRequests(REGISTER_LOCKED_MESSAGE);
      await registerAttempts.hit(email);
      if (await store.users.findOne({ email })) throw conflict(MESSAGES.emailTaken);
      const now = createdAtNow();
      const fullName = input.full_name?.trim() || fullNameFromEmail(email);
      const record: UserRecord = {
        id: randomUUID(),
        email,
        full_name: fullName,
        created_at: now,
        updated_at: now,
        ...(await hashPassword(input.password)),
      };
      // The unique index on email settles a race between two sign-ups; the error handler turns
      // DuplicateKeyError into 409, but the contract's own message reads better.
      try {
        await store.users.insert(record);
      } catch (error) {
        if ((error as Error).name === 'DuplicateKeyError') throw conflict(MESSAGES.emailTaken);
        throw error;
      }
      return toPublicUser(record);
    },

    async login(input) {
      const email = normaliseEmail(input.email);
      if (await loginFailures.isBlocked(email)) throw tooManyRequests(LOGIN_LOCKED_MESSAGE);
      const user = await store.users.findOne({ email });
      const valid = user ? await verifyPassword(input.password, user) : await spendPasswordCheck(input.password);
      if (!user || !valid) {
        await loginFailures.hit(email);
        throw new HttpError(401, MESSAGES.invalidCredentials, 'unauthorized');
      }
      await loginFailures.reset(email);
      const { token } = await sessions.create(user.id);
      return { token, user: toPublicUser(user) };
    },
  };
}

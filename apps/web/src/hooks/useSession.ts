import { useCallback, useEffect, useState } from 'react';
import { ApiError, onUnauthorized, setAuthToken } from '../api/client';
import { api } from '../api/endpoints';
import { AUTH_TOKEN_PREFIX, MESSAGES, STORAGE_KEYS, fullNameFromEmail, type User } from '@tailor/contracts/browser';

export type SessionStatus = 'checking' | 'signed-out' | 'signed-in';

export interface Session {
  status: SessionStatus;
  user: User | null;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
}

function readStored(): { token: string; user: User } | null {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.authToken);
    const raw = localStorage.getItem(STORAGE_KEYS.userData);
    if (!token || !token.startsWith(AUTH_TOKEN_PREFIX) || !raw) return null;
    return { token, user: JSON.parse(raw) as User };
  } catch {
    return null;
  }
}

function clearStored(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.authToken);
    localStorage.removeItem(STORAGE_KEYS.userData);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

/** Server text when the API sent one, else the fixed message for that call. */
function failure(error: unknown, fallback: string): Error {
  if (error instanceof ApiError) {
    const body = error.body as { error?: unknown } | null;
    if (error.status === 0 || (body && typeof body.error === 'string')) return new Error(error.message);
  }
  return new Error(fallback);
}

/**
 * The signed-in user: the server's token and user record live in localStorage under
 * `authToken` and `userData`; at start the token is checked with GET /api/auth/me and both are
 * removed when it is refused.
 */
export function useSession(): Session {
  const [status, setStatus] = useState<SessionStatus>(() => (readStored() ? 'checking' : 'signed-out'));
  const [user, setUser] = useState<User | null>(null);

  const endSession = useCallback(() => {
    clearStored();
    setAuthToken(null);
    setUser(null);
    setStatus('signed-out');
  }, []);

  useEffect(() => {
    onUnauthorized(endSession);
    return () => onUnauthorized(null);
  }, [endSession]);

  useEffect(() => {
    const stored = readStored();
    if (!stored) {
      clearStored();
      return;
    }
    let cancelled = false;
    setAuthToken(stored.token);
    api
      .me()
      .then((me) => {
        if (cancelled) return;
        localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(me));
        setUser(me);
        setStatus('signed-in');
      })
      .catch(() => {
        if (!cancelled) endSession();
      });
    return () => {
      cancelled = true;
    };
  }, [endSession]);

  const signIn = useCallback(async (email: string, password: string) => {
    let result;
    try {
      result = await api.login(email.trim(), password);
    } catch (error) {
      throw failure(error, MESSAGES.loginFailed);
    }
    try {
      localStorage.setItem(STORAGE_KEYS.authToken, result.token);
      localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(result.user));
    } catch {
      throw new Error(MESSAGES.storeUserDataFailed);
    }
    setAuthToken(result.token);
    setUser(result.user);
    setStatus('signed-in');
  }, []);

  const signUp = useCallback(async (email: string, password: string) => {
    const address = email.trim();
    try {
      await api.register(address, password, fullNameFromEmail(address));
    } catch (error) {
      throw failure(error, MESSAGES.registrationFailed);
    }
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api.logout();
    } catch {
      // The token is dropped locally either way.
    }
    endSession();
  }, [endSession]);

  return { status, user, signIn, signUp, signOut };
}

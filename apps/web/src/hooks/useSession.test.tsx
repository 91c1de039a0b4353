/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { installFetch, jsonResponse } from '../test-utils/fetch';
import { useSession } from './useSession';

const user = { id: 'u1', email: 'dana@example.com', full_name: 'dana', created_at: '2026-01-01T00:00:00.000Z' };

beforeEach(() => localStorage.clear());

describe('useSession', () => {
  it('is signed out without a stored login', () => {
    installFetch();
    const { result } = renderHook(() => useSession());
    expect(result.current.status).toBe('signed-out');
  });

  it('checks a stored token with /api/auth/me, showing "checking" meanwhile', async () => {
    localStorage.setItem('authToken', 'token_abc');
    localStorage.setItem('userData', JSON.stringify(user));
    const fetch = installFetch((url) => (url === '/api/auth/me' ? jsonResponse(200, user) : undefined));
    const { result } = renderHook(() => useSession());
    expect(result.current.status).toBe('checking');
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.user?.email).toBe('dana@example.com');
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: 'Bearer token_abc' });
  });

  it('clears a stored login the server refuses, or one that is not a token_', async () => {
    localStorage.setItem('authToken', 'token_expired');
    localStorage.setItem('userData', JSON.stringify(user));
    installFetch(() => jsonResponse(401, { error: 'Invalid or expired token' }));
    const { result } = renderHook(() => useSession());
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect([localStorage.getItem('authToken'), localStorage.getItem('userData')]).toEqual([null, null]);

    localStorage.setItem('authToken', 'not-a-token');
    localStorage.setItem('userData', JSON.stringify(user));
    const second = renderHook(() => useSession()).result;
    expect(second.current.status).toBe('signed-out');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('signs up with full_name from the email, signs in storing token and user, signs out calling logout', async () => {
    const fetch = installFetch(
      (url) => (url === '/api/auth/register' ? jsonResponse(201, user) : undefined),
      (url) => (url === '/api/auth/login' ? jsonResponse(200, { token: 'token_new', user }) : undefined),
      (url) => (url === '/api/auth/logout' ? jsonResponse(204, undefined) : undefined),
    );
    const { result } = renderHook(() => useSession());
    await act(() => result.current.signUp(' dana@example.com ', 'pw'));
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toEqual({ email: 'dana@example.com', password: 'pw', full_name: 'dana' });
    await act(() => result.current.signIn('dana@example.com', 'pw'));
    expect(result.current.status).toBe('signed-in');
    expect(localStorage.getItem('authToken')).toBe('token_new');
    expect(JSON.parse(localStorage.getItem('userData') as string)).toEqual(user);
    await act(() => result.current.signOut());
    expect(fetch.mock.calls[2]?.[0]).toBe('/api/auth/logout');
    expect(fetch.mock.calls[2]?.[1]?.headers).toMatchObject({ authorization: 'Bearer token_new' });
    expect(result.current.status).toBe('signed-out');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("uses the server's message, or the spec's fallback when there is none", async () => {
    installFetch(
      (url) => (url === '/api/auth/login' ? jsonResponse(401, { error: 'Invalid email or password' }) : undefined),
      (url) => (url === '/api/auth/register' ? jsonResponse(500, {}) : undefined),
    );
    const { result } = renderHook(() => useSession());
    await expect(result.current.signIn('a@b.c', 'x')).rejects.toThrow('Invalid email or password');
    await expect(result.current.signUp('a@b.c', 'x')).rejects.toThrow('Registration failed');
  });
});

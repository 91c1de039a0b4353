import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '@tailor/contracts/browser';
import { Banner } from './Banner';
import { Spinner } from './Spinner';

export type AuthMode = 'signin' | 'signup' | 'reset';

interface AuthScreenProps {
  onSignIn(email: string, password: string): Promise<void>;
  onSignUp(email: string, password: string): Promise<void>;
}

const HEADINGS: Record<AuthMode, string> = {
  signin: 'Sign in to your account',
  signup: 'Create your account',
  reset: 'Reset your password',
};

const SUBMIT_LABELS: Record<AuthMode, string> = {
  signin: 'Sign in',
  signup: 'Create account',
  reset: 'Send reset link',
};

type Message = { tone: 'error' | 'success' | 'info'; text: string };

/** Authentication: sign in (default), create account, reset password (not implemented). */
export function AuthScreen({ onSignIn, onSignUp }: AuthScreenProps) {
  const [mode, setMode] = useState<AuthMode>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const emailId = useId();
  const passwordId = useId();

  const switchTo = (next: AuthMode) => {
    setMode(next);
    setMessage(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    setMessage(null);
    if (mode === 'reset') {
      // Password reset is not offered: the screen says so and sends no request.
      setMode('signin');
      setMessage({ tone: 'info', text: MESSAGES.passwordResetNotImplemented });
      return;
    }
    setLoading(true);
    try {
      if (mode === 'signup') {
        await onSignUp(email, password);
        setMode('signin');
        setPassword('');
        setMessage({ tone: 'success', text: MESSAGES.accountCreated });
      } else {
        await onSignIn(email, password);
        setMessage({ tone: 'success', text: MESSAGES.signedIn });
      }
    } catch (error) {
      const text = error instanceof Error && error.message.trim() !== '' ? error.message : MESSAGES.authFailed;
      setMessage({ tone: 'error', text });
    } finally {
      setLoading(false);
    }
  }

  return (
    <main className="auth" id="main">
      <div className="auth__card card">
        <p className="auth__brand">
          <span className="brand-mark" aria-hidden="true">
            RT
          </span>
          Resume Tailor
        </p>
        <h1 className="auth__heading">{HEADINGS[mode]}</h1>
        <div aria-live="polite" className="auth__messages">
          {message && <Banner tone={message.tone}>{message.text}</Banner>}
        </div>
        <form onSubmit={submit} className="stack">
          <div className="field">
            <label htmlFor={emailId}>Email address</label>
            <input id={emailId} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          {mode !== 'reset' && (
            <div className="field">
              <label htmlFor={passwordId}>Password</label>
              <div className="password">
                <input
                  id={passwordId}
                  type={showPassword ? 'text' : 'password'}
                  name="password"
                  autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <button
                  type="button"
                  className="password__toggle"
                  aria-pressed={showPassword}
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  {showPassword ? 'Hide' : 'Show'}
                </button>
              </div>
            </div>
          )}
          <button type="submit" className="button button--primary button--block" disabled={loading} aria-busy={loading}>
            {loading && <Spinner />}
            {SUBMIT_LABELS[mode]}
          </button>
        </form>
        <div className="auth__links">
          {mode === 'signin' && (
            <button type="button" className="link" onClick={() => switchTo('reset')}>
              Forgot your password?
            </button>
          )}
          {mode === 'reset' ? (
            <button type="button" className="link" onClick={() => switchTo('signin')}>
              Back to sign in
            </button>
          ) : (
            <button type="button" className="link" onClick={() => switchTo(mode === 'signin' ? 'signup' : 'signin')}>
              {mode === 'signin' ? "Don't have an account? Sign up" : 'Already have an account? Sign in'}
            </button>
          )}
        </div>
      </div>
    </main>
  );
}

/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AuthScreen } from './AuthScreen';

function setup(overrides: Partial<Parameters<typeof AuthScreen>[0]> = {}) {
  const onSignIn = jest.fn(async () => undefined);
  const onSignUp = jest.fn(async () => undefined);
  render(<AuthScreen onSignIn={overrides.onSignIn ?? onSignIn} onSignUp={overrides.onSignUp ?? onSignUp} />);
  const fill = (email: string, password?: string) => {
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
    if (password !== undefined) fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  };
  return { onSignIn, onSignUp, fill };
}

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('AuthScreen', () => {
  it('starts in sign-in mode and toggles to create account and back', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to your account');
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
    expect(screen.queryByRole('button', { name: 'Forgot your password?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to your account');
  });

  it('reset mode hides the password, makes no request and returns to sign in with the message', async () => {
    const { onSignIn, onSignUp, fill } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset your password');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeTruthy();
    fill('dana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Password reset functionality is not yet implemented. Please contact support.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to your account');
    expect(onSignIn).not.toHaveBeenCalled();
    expect(onSignUp).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to your account');
  });

  it('shows and hides the password', () => {
    setup();
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });

  it('creates an account, says so and switches to sign in; the submit is disabled while it runs', async () => {
    const pending = deferred();
    const onSignUp = jest.fn(() => pending.promise);
    const { fill } = setup({ onSignUp });
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    fill('dana@example.com', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const submit = screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.querySelector('.spinner')).not.toBeNull();
    await act(async () => pending.resolve());
    expect(onSignUp).toHaveBeenCalledWith('dana@example.com', 'secret');
    expect(screen.getByRole('status').textContent).toContain('Account created successfully! You can now sign in.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to your account');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('dana@example.com');
  });

  it('signs in and reports success', async () => {
    const { onSignIn, fill } = setup();
    fill('dana@example.com', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Successfully signed in!')).toBeTruthy();
    expect(onSignIn).toHaveBeenCalledWith('dana@example.com', 'secret');
  });

  it('shows the server message in a red banner, or the generic one', async () => {
    const onSignIn = jest.fn().mockRejectedValueOnce(new Error('Invalid email or password')).mockRejectedValueOnce(new Error(''));
    const { fill } = setup({ onSignIn });
    fill('dana@example.com', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication failed. Please try again.');
  });
});

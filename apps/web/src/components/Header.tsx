import { useState } from 'react';
import type { User } from '@tailor/contracts/browser';
import { Spinner } from './Spinner';

export function Header({ user, onSignOut }: { user: User; onSignOut(): Promise<void> }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <h1 className="app-header__brand">
          <span className="brand-mark" aria-hidden="true">
            RT
          </span>
          <span className="app-header__name">Resume Tailor</span>
        </h1>
        <div className="app-header__user">
          <span className="app-header__email" title={user.email}>
            <span className="sr-only">Signed in as </span>
            {user.email}
          </span>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={leaving}
            onClick={async () => {
              setLeaving(true);
              await onSignOut();
            }}
          >
            {leaving && <Spinner />}
            Sign out
          </button>
        </div>
      </div>
    </header>
  );
}

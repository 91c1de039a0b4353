import { useCallback, useEffect, useState } from 'react';
import { api } from './api/endpoints';
import { ApplicationTrackingTab } from './components/ApplicationTrackingTab';
import { AuthScreen } from './components/AuthScreen';
import { Banner } from './components/Banner';
import { EnhancedProfileTab } from './components/EnhancedProfileTab';
import { GenerateResumeTab, type ResumeReadiness } from './components/GenerateResumeTab';
import { Header } from './components/Header';
import { PerformanceAnalyticsTab } from './components/PerformanceAnalyticsTab';
import { Spinner } from './components/Spinner';
import { Tabs, type TabDef } from './components/Tabs';
import { useApplications } from './hooks/useApplications';
import { useGeneration } from './hooks/useGeneration';
import { useSession } from './hooks/useSession';
import { MESSAGES, type User } from '@tailor/contracts/browser';

type TabKey = 'generate' | 'profile' | 'applications' | 'analytics';

const TABS: readonly TabDef<TabKey>[] = [
  { key: 'generate', label: 'Generate Resume', icon: '✦' },
  { key: 'profile', label: 'Enhanced Profile', icon: '◧' },
  { key: 'applications', label: 'Application Tracking', icon: '☰' },
  { key: 'analytics', label: 'Performance Analytics', icon: '◔' },
];

function SignedIn({
  user,
  onSignOut,
  flash,
  onDismissFlash,
}: {
  user: User;
  onSignOut(): Promise<void>;
  flash: string | null;
  onDismissFlash(): void;
}) {
  const [tab, setTab] = useState<TabKey>('generate');
  const applications = useApplications();
  const { reload } = applications;
  const generation = useGeneration(
    true,
    useCallback(() => void reload(), [reload]),
  );
  // Read whenever Generate Resume is shown, so a new user is led to the upload first.
  const [resumes, setResumes] = useState<ResumeReadiness | null>(null);
  useEffect(() => {
    if (tab !== 'generate') return;
    let current = true;
    api
      .files()
      .then((files) => {
        if (!current) return;
        if (files.some((f) => f.processing_status === 'completed')) setResumes('ready');
        else setResumes(files.some((f) => f.processing_status !== 'failed') ? 'processing' : 'none');
      })
      .catch(() => current && setResumes(null));
    return () => {
      current = false;
    };
  }, [tab]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header user={user} onSignOut={onSignOut} />
      <main id="main" className="app-main" tabIndex={-1}>
        <div aria-live="polite" className="live-slot">
          {flash && (
            <Banner tone="success" onDismiss={onDismissFlash}>
              {flash}
            </Banner>
          )}
        </div>
        <Tabs
          tabs={TABS}
          active={tab}
          onChange={(key) => {
            setTab(key);
            onDismissFlash();
          }}
          renderPanel={(key, active) => {
            switch (key) {
              case 'generate':
                return <GenerateResumeTab generation={generation} resumes={resumes} onGoToProfile={() => setTab('profile')} />;
              case 'profile':
                return <EnhancedProfileTab user={user} active={active} />;
              case 'applications':
                return <ApplicationTrackingTab applications={applications} active={active} />;
              case 'analytics':
                return <PerformanceAnalyticsTab applications={applications.items} active={active} />;
            }
          }}
        />
      </main>
    </div>
  );
}

export function App() {
  const session = useSession();
  const sessionSignIn = session.signIn;
  const [flash, setFlash] = useState<string | null>(null);

  const signIn = useCallback(
    async (email: string, password: string) => {
      await sessionSignIn(email, password);
      setFlash(MESSAGES.signedIn);
    },
    [sessionSignIn],
  );

  if (session.status === 'checking') {
    return (
      <main className="splash" id="main" aria-busy="true">
        <Spinner large />
        <p role="status">Checking your session...</p>
      </main>
    );
  }
  if (session.status === 'signed-out' || !session.user) {
    return <AuthScreen onSignIn={signIn} onSignUp={session.signUp} />;
  }
  return (
    <SignedIn
      user={session.user}
      flash={flash}
      onDismissFlash={() => setFlash(null)}
      onSignOut={async () => {
        setFlash(null);
        await session.signOut();
      }}
    />
  );
}

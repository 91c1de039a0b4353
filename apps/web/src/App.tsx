import { useEffect, useState } from 'react';

type Health = { status: string; store?: string; redis?: string; qdrant?: string };

// Screens arrive with the web-app issue; until then the page shows whether the platform is up,
// read from the real health endpoint.
export function App() {
  const [health, setHealth] = useState<Health | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetch('/api/health')
      .then(async (res) => setHealth((await res.json()) as Health))
      .catch(() => setError('Backend API not available'));
  }, []);

  return (
    <main className="shell">
      <h1>Resume Tailor</h1>
      <p>Upload your resumes, paste a job description, get an explained match and a truthful tailored resume.</p>
      <section aria-live="polite" className="health">
        {error && <p role="alert">{error}</p>}
        {!error && !health && <p>Checking the platform…</p>}
        {health && (
          <ul>
            {(['store', 'redis', 'qdrant'] as const).map((part) => (
              <li key={part}>
                {part}: <strong>{health[part] ?? 'unknown'}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

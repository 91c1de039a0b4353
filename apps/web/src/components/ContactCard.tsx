import { useEffect, useRef, useState } from 'react';
import type { ProfileResponse, ProfileUpdate } from '@tailor/contracts/browser';

interface ContactCardProps {
  profile: ProfileResponse | null;
  onSave(update: ProfileUpdate): Promise<void>;
}

type Field = 'full_name' | 'email' | 'phone' | 'location';

const FIELDS: ReadonlyArray<{ key: Field; label: string; type: string; autoComplete: string }> = [
  { key: 'full_name', label: 'Name', type: 'text', autoComplete: 'name' },
  { key: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'location', label: 'Location', type: 'text', autoComplete: 'address-level2' },
];

function sourceText(profile: ProfileResponse, field: Field | 'links'): string {
  const source = profile.source[field];
  if (!source) return 'not found in your resumes';
  return source.from === 'user' ? 'set by you' : 'from your newest resume that gives it';
}

/**
 * The person's contact details as the tailored resume prints them: read from their resumes, and
 * theirs to correct. A corrected field stays theirs whatever later uploads say.
 */
export function ContactCard({ profile, onSave }: ContactCardProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<Field | 'links', string>>({ full_name: '', email: '', phone: '', location: '', links: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstInput = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) firstInput.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const startEditing = () => {
    setDraft({
      full_name: profile?.full_name ?? '',
      email: profile?.email ?? '',
      phone: profile?.phone ?? '',
      location: profile?.location ?? '',
      links: (profile?.links ?? []).join('\n'),
    });
    setError(null);
    setEditing(true);
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!profile) return;
    // Only what changed is sent: an untouched field keeps following the resumes.
    const update: ProfileUpdate = {};
    for (const { key } of FIELDS) {
      const value = draft[key].trim();
      if (value !== (profile[key] ?? '')) (update as Record<string, unknown>)[key] = value === '' ? null : value;
    }
    const links = draft.links
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    if (links.join('\n') !== profile.links.join('\n')) update.links = links.length === 0 ? null : links;
    if (Object.keys(update).length === 0) {
      setEditing(false);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(update);
      setEditing(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card contact-card" aria-labelledby="contact-heading">
      <div className="card__head">
        <h3 id="contact-heading" className="card__title card__title--small">
          Contact details
        </h3>
        {!editing && (
          <button ref={editButton} type="button" className="button button--secondary button--small" onClick={startEditing} disabled={!profile}>
            Edit contact details
          </button>
        )}
      </div>
      <p className="muted small">Your tailored resumes and their Word documents start with these lines.</p>
      {editing && profile ? (
        <form className="form-grid" onSubmit={save} aria-label="Edit contact details">
          {FIELDS.map(({ key, label, type, autoComplete }, i) => (
            <label key={key} className="field">
              <span className="field__label">{label}</span>
              <input
                ref={i === 0 ? firstInput : undefined}
                className="input"
                type={type}
                autoComplete={autoComplete}
                value={draft[key]}
                onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
              />
            </label>
          ))}
          <label className="field field--wide">
            <span className="field__label">Links (one per line)</span>
            <textarea className="input" rows={2} value={draft.links} onChange={(e) => setDraft((d) => ({ ...d, links: e.target.value }))} />
          </label>
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="button button--primary button--small" disabled={busy}>
              {busy ? 'Saving...' : 'Save contact details'}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => setEditing(false)} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      ) : profile ? (
        <dl className="contact-list">
          {FIELDS.map(({ key, label }) => (
            <div key={key} className="contact-list__row">
              <dt>{label}</dt>
              <dd>
                {profile[key] ?? <span className="muted">Not given</span>} <span className="muted small">({sourceText(profile, key)})</span>
              </dd>
            </div>
          ))}
          <div className="contact-list__row">
            <dt>Links</dt>
            <dd>
              {profile.links.length > 0 ? profile.links.join(', ') : <span className="muted">None</span>}{' '}
              <span className="muted small">({sourceText(profile, 'links')})</span>
            </dd>
          </div>
        </dl>
      ) : (
        <p className="muted">Loading your contact details...</p>
      )}
    </section>
  );
}

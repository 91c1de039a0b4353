import { useId, useRef, useState, type FormEvent } from 'react';
import {
  coerceMatchScore,
  USER_SELECTABLE_APPLICATION_STATUSES,
  type ApplicationCreateInput,
  type ApplicationStatus,
  type CompanyData,
} from '@tailor/contracts/browser';
import { todayIso } from '../lib/format';
import { useFocusAfterCommit } from '../hooks/useFocusAfterCommit';
import { CompanySearch, type CompanySelection } from './CompanySearch';
import { Spinner } from './Spinner';

interface ApplicationFormProps {
  onSubmit(input: ApplicationCreateInput): Promise<boolean>;
}

interface FormState {
  company: CompanySelection | null;
  role: string;
  date: string;
  status: ApplicationStatus;
  resumeVersion: string;
  matchScore: string;
  keyEmphasis: string[];
  feedback: string;
}

/** After adding, the form resets to today, Applied and one empty emphasis row. */
export function initialApplicationForm(now: Date = new Date()): FormState {
  return { company: null, role: '', date: todayIso(now), status: 'Applied', resumeVersion: '', matchScore: '', keyEmphasis: [''], feedback: '' };
}

/** Company and role are required; nothing else is validated. */
export function canSubmitApplication(state: Pick<FormState, 'company' | 'role'>): boolean {
  return state.company !== null && state.company.name.trim() !== '' && state.role.trim() !== '';
}

export function toApplicationInput(state: FormState): ApplicationCreateInput {
  const company = state.company?.company;
  const companyData: CompanyData | null = company
    ? {
        name: company.name,
        domain: company.domain,
        industry: company.industry,
        location: company.location,
        employees: company.employees,
        description: company.description,
        logo: company.logo,
      }
    : null;
  return {
    company: state.company?.name.trim() ?? '',
    companyData,
    role: state.role.trim(),
    date: state.date || todayIso(),
    status: state.status,
    resumeVersion: state.resumeVersion.trim(),
    matchScore: coerceMatchScore(state.matchScore),
    keyEmphasis: state.keyEmphasis.map((k) => k.trim()).filter((k) => k !== ''),
    feedback: state.feedback.trim(),
  };
}

export function ApplicationForm({ onSubmit }: ApplicationFormProps) {
  const [state, setState] = useState<FormState>(() => initialApplicationForm());
  const [saving, setSaving] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const id = useId();
  const emphasisRefs = useRef<(HTMLInputElement | null)[]>([]);
  const focusAfterCommit = useFocusAfterCommit();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setState((s) => ({ ...s, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitApplication(state) || saving) return;
    setSaving(true);
    const ok = await onSubmit(toApplicationInput(state));
    setSaving(false);
    if (ok) {
      setState(initialApplicationForm());
      setResetKey((k) => k + 1);
    }
  }

  function addEmphasis() {
    setState((s) => ({ ...s, keyEmphasis: [...s.keyEmphasis, ''] }));
    focusAfterCommit(() => emphasisRefs.current[state.keyEmphasis.length]);
  }

  function removeEmphasis(index: number) {
    setState((s) => ({ ...s, keyEmphasis: s.keyEmphasis.filter((_, i) => i !== index) }));
    focusAfterCommit(() => emphasisRefs.current[Math.max(0, index - 1)]);
  }

  return (
    <form className="card application-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className="card__title card__title--small">
        New Application
      </h3>
      <div className="form-grid">
        <div className="form-grid__full">
          <CompanySearch key={resetKey} label="Company (required)" allowCustom onChange={(selection) => set('company', selection)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>Role (required)</label>
          <input id={`${id}-role`} type="text" value={state.role} onChange={(e) => set('role', e.target.value)} required maxLength={200} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>Application Date</label>
          <input id={`${id}-date`} type="date" value={state.date} onChange={(e) => set('date', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={state.status} onChange={(e) => set('status', e.target.value as ApplicationStatus)}>
            {USER_SELECTABLE_APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-version`}>Resume Version</label>
          <input
            id={`${id}-version`}
            type="text"
            value={state.resumeVersion}
            onChange={(e) => set('resumeVersion', e.target.value)}
            maxLength={200}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-score`}>Match Score (%)</label>
          <input
            id={`${id}-score`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={state.matchScore}
            onChange={(e) => set('matchScore', e.target.value)}
          />
        </div>
        <fieldset className="form-grid__full fieldset">
          <legend>Key Emphasis Areas</legend>
          <ul className="emphasis-list">
            {state.keyEmphasis.map((value, i) => (
              <li key={i} className="emphasis-row">
                <input
                  ref={(el) => {
                    emphasisRefs.current[i] = el;
                  }}
                  type="text"
                  aria-label={`Key emphasis area ${i + 1}`}
                  value={value}
                  maxLength={500}
                  onChange={(e) =>
                    set(
                      'keyEmphasis',
                      state.keyEmphasis.map((k, j) => (j === i ? e.target.value : k)),
                    )
                  }
                />
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => removeEmphasis(i)}
                  disabled={state.keyEmphasis.length === 1}
                  aria-label={`Remove key emphasis area ${i + 1}`}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--ghost button--small" onClick={addEmphasis}>
            + Add emphasis area
          </button>
        </fieldset>
        <div className="field form-grid__full">
          <label htmlFor={`${id}-feedback`}>Feedback/Notes</label>
          <textarea id={`${id}-feedback`} rows={3} value={state.feedback} onChange={(e) => set('feedback', e.target.value)} maxLength={10000} />
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={!canSubmitApplication(state) || saving} aria-busy={saving}>
          {saving && <Spinner />}
          Add Application
        </button>
        {!canSubmitApplication(state) && <p className="hint">Choose a company and enter a role to add the application.</p>}
      </div>
    </form>
  );
}

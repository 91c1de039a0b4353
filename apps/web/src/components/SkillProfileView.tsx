import { useId, useRef, useState } from 'react';
import { useFocusAfterCommit } from '../hooks/useFocusAfterCommit';
import { SKILL_CATEGORIES, SKILL_GROUP_LABELS, type Education, type SkillCategory, type SkillProfile } from '@tailor/contracts/browser';
import { FieldSources } from './FieldSources';
import { UndoSlot, type PendingUndo } from './UndoSlot';

interface SkillProfileViewProps {
  skills: SkillProfile['skills'];
  education: Education[];
  /** Removes at once and answers the undo. */
  onRemoveSkill?(name: string): Promise<() => Promise<void>>;
  onAddSkill?(name: string, category: SkillCategory): Promise<void>;
  onUpdateEducation?(id: string, fields: Partial<Pick<Education, 'degree' | 'school' | 'year'>>): Promise<void>;
  /** The name of an uploaded file by its id, to say where a value was read. */
  fileName?(id: string): string;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

function AddSkillForm({ onAdd }: { onAdd(name: string, category: SkillCategory): Promise<void> }) {
  const id = useId();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<SkillCategory>('technical');
  const [status, setStatus] = useState<string | null>(null);
  return (
    <form
      className="add-skill"
      aria-label="Add a skill"
      onSubmit={async (event) => {
        event.preventDefault();
        const skill = name.trim();
        if (!skill) return;
        try {
          await onAdd(skill, category);
          setName('');
          setStatus(`Added ${skill}.`);
        } catch (err) {
          setStatus(`Could not add ${skill}: ${errorText(err)}`);
        }
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>Skill you have</label>
        <input id={`${id}-name`} type="text" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-category`}>Category</label>
        <select id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value as SkillCategory)}>
          {SKILL_CATEGORIES.map((c, i) => (
            <option key={c} value={c}>
              {SKILL_GROUP_LABELS[i]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary button--small" disabled={name.trim() === ''}>
        Add skill
      </button>
      <p className="muted small add-skill__status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}

function EducationRow({
  entry,
  onSave,
  fileName,
}: {
  entry: Education;
  onSave?: SkillProfileViewProps['onUpdateEducation'];
  fileName?: SkillProfileViewProps['fileName'];
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ degree: entry.degree, school: entry.school, year: entry.year });
  const [error, setError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusAfterCommit = useFocusAfterCommit();
  if (!editing || !onSave) {
    return (
      <li>
        <strong>{entry.degree}</strong>, {entry.school} <span className="muted">({entry.year})</span>{' '}
        {onSave && (
          <button
            ref={editButton}
            type="button"
            className="button button--ghost button--small"
            aria-label={`Edit ${entry.degree}, ${entry.school}`}
            onClick={() => {
              setDraft({ degree: entry.degree, school: entry.school, year: entry.year });
              setEditing(true);
            }}
          >
            Edit
          </button>
        )}
        {fileName && (
          <FieldSources
            fields={[
              ['Degree', entry.sources?.degree],
              ['School', entry.sources?.school],
              ['Year', entry.sources?.year],
            ]}
            fileName={fileName}
          />
        )}
      </li>
    );
  }
  return (
    <li>
      <form
        className="form-grid"
        aria-label={`Edit ${entry.degree}, ${entry.school}`}
        onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
        onSubmit={async (event) => {
          event.preventDefault();
          const fields = Object.fromEntries(
            (['degree', 'school', 'year'] as const)
              .filter((k) => draft[k].trim() !== entry[k] && draft[k].trim() !== '')
              .map((k) => [k, draft[k].trim()]),
          );
          try {
            if (Object.keys(fields).length > 0) await onSave(entry.id, fields);
            setEditing(false);
            focusAfterCommit(() => editButton.current);
          } catch (err) {
            setError(errorText(err));
          }
        }}
      >
        {(['degree', 'school', 'year'] as const).map((k, i) => (
          <div key={k} className="field">
            <label htmlFor={`${id}-${k}`}>{k[0]?.toUpperCase() + k.slice(1)}</label>
            <input
              id={`${id}-${k}`}
              type="text"
              autoFocus={i === 0}
              value={draft[k]}
              onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))}
            />
          </div>
        ))}
        {error && (
          <p className="form-grid__full field-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions form-grid__full">
          <button type="submit" className="button button--primary button--small">
            Save
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </div>
      </form>
    </li>
  );
}

/**
 * The skill profile grouped by the five categories, with education below. A skill the person
 * does not have can be removed (with undo), one the resumes miss added; both outlive later uploads.
 */
export function SkillProfileView({ skills, education, onRemoveSkill, onAddSkill, onUpdateEducation, fileName }: SkillProfileViewProps) {
  const entries = Object.entries(skills);
  const [undo, setUndo] = useState<PendingUndo | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const remove = async (name: string) => {
    if (!onRemoveSkill) return;
    setMessage(null);
    try {
      const run = await onRemoveSkill(name);
      setUndo({ said: `Removed ${name}.`, restored: `Restored ${name}.`, failed: (reason) => `Could not restore ${name}: ${reason}`, run });
    } catch (err) {
      setMessage(`Could not remove ${name}: ${errorText(err)}`);
    }
  };

  return (
    <section className="card" aria-labelledby="skills-heading">
      <h3 id="skills-heading" ref={heading} tabIndex={-1} className="card__title card__title--small">
        Skill Profile ({entries.length})
      </h3>
      <UndoSlot undo={undo} message={message} setUndo={setUndo} setMessage={setMessage} heading={heading} />
      {entries.length === 0 ? (
        <p className="muted">Skills found in your resumes appear here, grouped by category.</p>
      ) : (
        <div className="skill-groups">
          {SKILL_CATEGORIES.map((category, i) => {
            const inGroup = entries
              .filter(([, s]) => s.category === category)
              .sort((a, b) => b[1].confidence - a[1].confidence || a[0].localeCompare(b[0]));
            return (
              <div key={category} className="skill-group">
                <h4 className="skill-group__title">
                  {SKILL_GROUP_LABELS[i]} <span className="muted">({inGroup.length})</span>
                </h4>
                {inGroup.length === 0 ? (
                  <p className="muted small">None yet</p>
                ) : (
                  <ul className="chips chips--small">
                    {inGroup.map(([name, s]) => (
                      <li key={name} className="chip" title={s.evidence || undefined}>
                        {name}
                        <span className="chip__meta"> {Math.round(s.confidence * 100)}%</span>
                        {onRemoveSkill && (
                          <button type="button" className="chip__remove" aria-label={`Remove skill ${name}`} onClick={() => void remove(name)}>
                            ×
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
      {onAddSkill && <AddSkillForm onAdd={onAddSkill} />}
      {education.length > 0 && (
        <div className="stack stack--small education">
          <h4 className="skill-group__title">Education</h4>
          <ul className="plain-list">
            {education.map((e) => (
              <EducationRow key={e.id} entry={e} onSave={onUpdateEducation} fileName={fileName} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

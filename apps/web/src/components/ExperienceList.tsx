import { useEffect, useId, useRef, useState } from 'react';
import type { ExperienceFields } from '../hooks/useProfileData';
import { useFocusAfterCommit } from '../hooks/useFocusAfterCommit';
import type { Experience, ResumeFileRecord } from '@tailor/contracts/browser';
import { UndoSlot, type PendingUndo } from './UndoSlot';
import { FieldSources } from './FieldSources';

interface ExperienceListProps {
  experiences: Experience[];
  files: ResumeFileRecord[];
  onUpdate?(id: string, fields: Partial<ExperienceFields>): Promise<void>;
  /** Deletes at once and answers the undo. */
  onDelete?(experience: Experience): Promise<() => Promise<void>>;
  onAdd?(fields: ExperienceFields): Promise<void>;
  onMerge?(ids: string[]): Promise<void>;
  onSplit?(id: string, members: string[]): Promise<void>;
}

/** The resume file a member (`<file id>#<position>`) was read from. */
const fileOf = (member: string): string => member.slice(0, member.lastIndexOf('#'));

function SplitEditor({
  experience,
  fileName,
  onSplit,
  onCancel,
}: {
  experience: Experience;
  fileName(id: string): string;
  onSplit(members: string[]): Promise<void>;
  onCancel(): void;
}) {
  const files = [...new Set((experience.members ?? []).map(fileOf))];
  const [apart, setApart] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <form
      className="stack stack--small"
      aria-label={`Split ${experience.role} at ${experience.company}`}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      onSubmit={async (event) => {
        event.preventDefault();
        const members = (experience.members ?? []).filter((m) => apart.has(fileOf(m)));
        try {
          await onSplit(members);
        } catch (err) {
          setError(err instanceof Error ? err.message : String(err));
        }
      }}
    >
      <fieldset className="fieldset">
        <legend>Which resumes describe a different job?</legend>
        {files.map((file, i) => (
          <label key={file} className="checkbox">
            <input
              ref={i === 0 ? first : undefined}
              type="checkbox"
              checked={apart.has(file)}
              onChange={(e) =>
                setApart((set) => {
                  const next = new Set(set);
                  if (e.target.checked) next.add(file);
                  else next.delete(file);
                  return next;
                })
              }
            />{' '}
            {fileName(file)}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary button--small" disabled={apart.size === 0 || apart.size === files.length}>
          Split into two experiences
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

const SOURCES_SHOWN = 3;

/** Ends a label with one period: "at Acme Inc." does not get a second. */
const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

type EditorExperience = Pick<Experience, 'company' | 'role' | 'period' | 'achievements'>;

function ExperienceEditor({
  experience,
  onSave,
  onCancel,
  label,
}: {
  experience: EditorExperience;
  onSave(fields: Partial<ExperienceFields>): Promise<void>;
  onCancel(): void;
  label?: string;
}) {
  const id = useId();
  const [company, setCompany] = useState(experience.company);
  const [role, setRole] = useState(experience.role);
  const [period, setPeriod] = useState(experience.period);
  const [achievements, setAchievements] = useState(experience.achievements.join('\n'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const fields: Partial<ExperienceFields> = {};
    if (company.trim() !== experience.company) fields.company = company.trim();
    if (role.trim() !== experience.role) fields.role = role.trim();
    if (period.trim() !== experience.period) fields.period = period.trim();
    const list = linesOf(achievements);
    if (list.join('\n') !== experience.achievements.join('\n')) fields.achievements = list;
    if (Object.keys(fields).length === 0) return onCancel();
    if (!company.trim() || !role.trim() || !period.trim()) {
      setError('Company, role and period cannot be empty.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(fields);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  return (
    <form
      className="form-grid experience-editor"
      onSubmit={submit}
      aria-label={label ?? `Edit ${experience.role} at ${experience.company}`}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      <div className="field">
        <label htmlFor={`${id}-role`}>Role</label>
        <input ref={first} id={`${id}-role`} type="text" value={role} onChange={(e) => setRole(e.target.value)} maxLength={200} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-company`}>Company</label>
        <input id={`${id}-company`} type="text" value={company} onChange={(e) => setCompany(e.target.value)} maxLength={200} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-period`}>Period</label>
        <input id={`${id}-period`} type="text" value={period} onChange={(e) => setPeriod(e.target.value)} maxLength={100} required />
      </div>
      <div className="field form-grid__full">
        <label htmlFor={`${id}-achievements`}>Achievements (one per line)</label>
        <textarea id={`${id}-achievements`} rows={4} value={achievements} onChange={(e) => setAchievements(e.target.value)} />
      </div>
      {error && (
        <p className="form-grid__full field-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions form-grid__full">
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * The merged experiences: one entry per distinct job, naming the resumes it was read from. Each
 * can be corrected in place; a correction is the person's and outlives later uploads.
 */
export function ExperienceList({ experiences, files, onUpdate, onDelete, onAdd, onMerge, onSplit }: ExperienceListProps) {
  const names = new Map(files.map((f) => [f.id, f.original_filename]));
  const fileName = (id: string) => names.get(id) ?? 'a removed file';
  const [editing, setEditing] = useState<string | null>(null);
  const [splitting, setSplitting] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const addButton = useRef<HTMLButtonElement>(null);
  const [undo, setUndo] = useState<PendingUndo | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);

  const focusAfterCommit = useFocusAfterCommit();

  const closeEditor = (id: string) => {
    setEditing(null);
    focusAfterCommit(() => editButtons.current.get(id));
  };

  const remove = async (experience: Experience) => {
    if (!onDelete) return;
    setMessage(null);
    try {
      const run = await onDelete(experience);
      const label = `${experience.role} at ${experience.company}`;
      setUndo({
        said: `Deleted ${sentence(label)}`,
        restored: `Restored ${sentence(label)}`,
        failed: (reason) => `Could not restore ${label}: ${reason}`,
        run,
      });
    } catch (err) {
      setMessage(`Could not delete the experience: ${err instanceof Error ? err.message : String(err)}`);
    }
  };

  return (
    <section className="card" aria-labelledby="experiences-heading">
      <h3 id="experiences-heading" ref={heading} tabIndex={-1} className="card__title card__title--small">
        Your Experience ({experiences.length})
      </h3>
      <UndoSlot undo={undo} message={message} setUndo={setUndo} setMessage={setMessage} heading={heading} />
      {onAdd &&
        (adding ? (
          <ExperienceEditor
            label="Add an experience"
            experience={{ company: '', role: '', period: '', achievements: [] }}
            onCancel={() => {
              setAdding(false);
              focusAfterCommit(() => addButton.current);
            }}
            onSave={async (fields) => {
              await onAdd({
                company: fields.company ?? '',
                role: fields.role ?? '',
                period: fields.period ?? '',
                achievements: fields.achievements ?? [],
                skills: [],
              });
              setAdding(false);
              setMessage(`Added ${sentence(`${fields.role ?? ''} at ${fields.company ?? ''}`)}`);
            }}
          />
        ) : (
          <div className="form-actions">
            <button ref={addButton} type="button" className="button button--secondary button--small" onClick={() => setAdding(true)}>
              Add an experience
            </button>
            {onMerge && selected.size >= 2 && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={async () => {
                  try {
                    await onMerge([...selected]);
                    setSelected(new Set());
                    setMessage('Merged the selected experiences into one.');
                  } catch (err) {
                    setMessage(`Could not merge: ${err instanceof Error ? err.message : String(err)}`);
                  }
                }}
              >
                Merge selected ({selected.size})
              </button>
            )}
          </div>
        ))}
      {experiences.length === 0 ? (
        <p className="muted">Experiences read from your resumes appear here, with duplicates merged.</p>
      ) : (
        <ul className="experience-list">
          {experiences.map((exp) => {
            const sources = [...new Set(exp.extracted_from)].map((id) => names.get(id) ?? 'a removed file');
            if (splitting === exp.id && onSplit) {
              return (
                <li key={exp.id} className="experience experience--editing">
                  <SplitEditor
                    experience={exp}
                    fileName={fileName}
                    onCancel={() => setSplitting(null)}
                    onSplit={async (members) => {
                      await onSplit(exp.id, members);
                      setSplitting(null);
                      setMessage(`Split ${sentence(`${exp.role} at ${exp.company}`)}`);
                      heading.current?.focus();
                    }}
                  />
                </li>
              );
            }
            if (editing === exp.id && onUpdate) {
              return (
                <li key={exp.id} className="experience experience--editing">
                  <ExperienceEditor
                    experience={exp}
                    onCancel={() => closeEditor(exp.id)}
                    onSave={async (fields) => {
                      await onUpdate(exp.id, fields);
                      closeEditor(exp.id);
                    }}
                  />
                </li>
              );
            }
            return (
              <li key={exp.id} className="experience">
                <div className="experience__head">
                  <div>
                    <strong className="experience__role">{exp.role}</strong>
                    <span className="experience__company"> at {exp.company}</span>
                  </div>
                  <span className="muted">{exp.period}</span>
                </div>
                <div className="experience__sources">
                  {exp.is_merged && <span className="badge badge--blue">Merged from {Math.max(exp.merged_from.length, sources.length)}</span>}{' '}
                  {exp.corrected && exp.corrected.length > 0 && (
                    <span className="badge badge--grey">Corrected by you: {exp.corrected.join(', ')}</span>
                  )}{' '}
                  {sources.length === 0 ? (
                    <span className="muted">Added by you</span>
                  ) : sources.length <= SOURCES_SHOWN ? (
                    <span className="muted">From: {sources.join(', ')}</span>
                  ) : (
                    <details className="sources">
                      <summary className="muted">
                        From: {sources.slice(0, SOURCES_SHOWN).join(', ')} and {sources.length - SOURCES_SHOWN} more
                      </summary>
                      <ul className="sources__list">
                        {sources.map((name, i) => (
                          <li key={`${name}-${i}`}>{name}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                  <FieldSources
                    fields={[
                      ['Role', exp.sources?.role],
                      ['Company', exp.sources?.company],
                      ['Period', exp.sources?.period],
                    ]}
                    fileName={fileName}
                  />
                </div>
                {exp.achievements.length > 0 && (
                  <ul className="bullets">
                    {exp.achievements.slice(0, 4).map((a, i) => (
                      <li key={i}>{a}</li>
                    ))}
                    {exp.achievements.length > 4 && <li className="muted">and {exp.achievements.length - 4} more</li>}
                  </ul>
                )}
                {exp.skills.length > 0 && (
                  <ul className="chips chips--small" aria-label={`Skills used as ${exp.role}`}>
                    {exp.skills.slice(0, 12).map((s) => (
                      <li key={s} className="chip">
                        {s}
                      </li>
                    ))}
                  </ul>
                )}
                {(onUpdate || onDelete || onSplit || onMerge) && (
                  <div className="form-actions experience__actions">
                    {onUpdate && (
                      <button
                        ref={(el) => {
                          if (el) editButtons.current.set(exp.id, el);
                          else editButtons.current.delete(exp.id);
                        }}
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={`Edit ${exp.role} at ${exp.company}`}
                        onClick={() => setEditing(exp.id)}
                      >
                        Edit
                      </button>
                    )}
                    {onDelete && (
                      <button
                        type="button"
                        className="button button--danger-ghost button--small"
                        aria-label={`Delete ${exp.role} at ${exp.company}`}
                        onClick={() => void remove(exp)}
                      >
                        Delete
                      </button>
                    )}
                    {onSplit && new Set((exp.members ?? []).map(fileOf)).size > 1 && (
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={`Split ${exp.role} at ${exp.company}`}
                        onClick={() => setSplitting(exp.id)}
                      >
                        Split
                      </button>
                    )}
                    {onMerge && (exp.members?.length ?? 0) > 0 && (
                      <label className="checkbox small">
                        <input
                          type="checkbox"
                          checked={selected.has(exp.id)}
                          onChange={(e) =>
                            setSelected((set) => {
                              const next = new Set(set);
                              if (e.target.checked) next.add(exp.id);
                              else next.delete(exp.id);
                              return next;
                            })
                          }
                        />{' '}
                        Select to merge
                        <span className="sr-only">
                          {' '}
                          {exp.role} at {exp.company}
                        </span>
                      </label>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

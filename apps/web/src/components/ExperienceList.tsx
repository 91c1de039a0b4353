import type { Experience, ResumeFileRecord } from '@tailor/contracts/browser';

interface ExperienceListProps {
  experiences: Experience[];
  files: ResumeFileRecord[];
}

const SOURCES_SHOWN = 3;

/** The merged experiences: one entry per distinct job, naming the resumes it was read from. */
export function ExperienceList({ experiences, files }: ExperienceListProps) {
  const names = new Map(files.map((f) => [f.id, f.original_filename]));
  return (
    <section className="card" aria-labelledby="experiences-heading">
      <h3 id="experiences-heading" className="card__title card__title--small">
        Your Experience ({experiences.length})
      </h3>
      {experiences.length === 0 ? (
        <p className="muted">Experiences read from your resumes appear here, with duplicates merged.</p>
      ) : (
        <ul className="experience-list">
          {experiences.map((exp) => {
            const sources = [...new Set(exp.extracted_from)].map((id) => names.get(id) ?? 'a removed file');
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
                  {sources.length <= SOURCES_SHOWN ? (
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
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

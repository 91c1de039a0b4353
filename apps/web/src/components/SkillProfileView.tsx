import { SKILL_CATEGORIES, SKILL_GROUP_LABELS, type Education, type SkillProfile } from '@tailor/contracts/browser';

interface SkillProfileViewProps {
  skills: SkillProfile['skills'];
  education: Education[];
}

/** The skill profile grouped by the five skill categories, with education below. */
export function SkillProfileView({ skills, education }: SkillProfileViewProps) {
  const entries = Object.entries(skills);
  return (
    <section className="card" aria-labelledby="skills-heading">
      <h3 id="skills-heading" className="card__title card__title--small">
        Skill Profile ({entries.length})
      </h3>
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
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
      {education.length > 0 && (
        <div className="stack stack--small education">
          <h4 className="skill-group__title">Education</h4>
          <ul className="plain-list">
            {education.map((e) => (
              <li key={e.id}>
                <strong>{e.degree}</strong>, {e.school} <span className="muted">({e.year})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

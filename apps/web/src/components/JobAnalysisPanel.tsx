import { useEffect, useId, useRef, useState } from 'react';
import { matchedRequirements, requirementCounts, topGaps } from '../lib/analysis-summary';
import { RELEVANT_EXPERIENCES, SKILL_GROUP_LABELS, type EnrichedJobAnalysis, type RequirementMatch } from '@tailor/contracts/browser';
import { Badge, type BadgeTone } from './StatusBadge';
import { ProgressBar } from './ProgressBar';

const MATCH_TONE: Record<RequirementMatch['match'], BadgeTone> = { exact: 'green', partial: 'blue', fuzzy: 'yellow', none: 'red' };
const SOURCE_LABEL: Record<string, string> = { skill: 'Skill profile', experience: 'Experience', chunk: 'Resume text' };

function List({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="bullets">
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

function scoreTone(score: number): 'success' | 'default' | 'error' {
  return score >= 70 ? 'success' : score >= 40 ? 'default' : 'error';
}

function RequirementRow({ match, postingSentence }: { match: RequirementMatch; postingSentence: string | undefined }) {
  return (
    <li className="requirement">
      <div className="requirement__head">
        <span className="requirement__text">{match.requirement}</span>
        <span className="requirement__badges">
          <Badge tone="grey">{match.kind === 'hard' ? 'Hard skill' : 'Soft skill'}</Badge>
          <Badge tone={MATCH_TONE[match.match]}>
            {match.match === 'none' ? 'No match' : `${match.match[0]?.toUpperCase()}${match.match.slice(1)} match`} · weight {match.weight}
          </Badge>
        </span>
      </div>
      {postingSentence ? (
        <p className="muted requirement__source">
          <span className="sr-only">The posting says: </span>“{postingSentence}”
        </p>
      ) : null}
      {match.evidence.length > 0 ? (
        <details className="requirement__evidence">
          <summary>
            Evidence ({match.evidence.length})<span className="sr-only"> for {match.requirement}</span>
          </summary>
          <ul className="evidence">
            {match.evidence.map((e, i) => (
              <li key={`${e.id}-${i}`}>
                <span className="evidence__source">{SOURCE_LABEL[e.source] ?? e.source}</span>
                <span className="evidence__text">{e.text}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <p className="muted requirement__none">No evidence found in your resumes.</p>
      )}
    </li>
  );
}

function RequirementGroup({ title, matches, sources }: { title: string; matches: RequirementMatch[]; sources: ReadonlyMap<string, string> }) {
  if (matches.length === 0) return null;
  const hard = matches.filter((m) => m.kind === 'hard');
  const matched = (list: RequirementMatch[]) => list.filter((m) => m.match !== 'none').length;
  const soft = matches.filter((m) => m.kind === 'soft');
  return (
    <div className="stack stack--small">
      <h4 className="subheading">
        {title} ({matches.length}){' '}
        <span className="muted">
          ({hard.length > 0 && `hard ${matched(hard)}/${hard.length} matched`}
          {hard.length > 0 && soft.length > 0 && ', '}
          {soft.length > 0 && `soft ${matched(soft)}/${soft.length} matched`})
        </span>
      </h4>
      <ul className="requirements">
        {matches.map((m, i) => (
          <RequirementRow key={`${m.requirement}-${i}`} match={m} postingSentence={sources.get(m.requirement.toLowerCase())} />
        ))}
      </ul>
    </div>
  );
}

const MATCHES_SHOWN = 8;

/**
 * Job Analysis Results: first a compact summary a person can act on (score, what matches, the
 * three gaps that matter most and what to do about each), then behind "Details" the skills by
 * category, the alignment notes, the per-requirement evidence and the formula behind the score.
 * Every count comes from `requirementCounts`, so the numbers agree wherever they appear.
 */
export function JobAnalysisPanel({ analysis, focusOnShow = false }: { analysis: EnrichedJobAnalysis; focusOnShow?: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const counts = requirementCounts(analysis);
  const gaps = topGaps(analysis);
  const matchedList = matchedRequirements(analysis);
  // A generation the user just asked for moves focus to its results; a restored one does not.
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [analysis, focusOnShow]);

  const score = Math.round(analysis.matchScore);
  const required = SKILL_GROUP_LABELS.map((label) => ({
    label,
    skills: analysis.requiredSkills?.[label] ?? [],
    gaps: new Set((analysis.skillGaps?.[label] ?? []).map((s) => s.toLowerCase())),
  })).filter((g) => g.skills.length > 0);
  const experiences = (analysis.relevantExperiences ?? []).slice(0, RELEVANT_EXPERIENCES.shown);
  const matches = analysis.requirementMatches ?? [];
  // Analyses saved before requirements carried their sentence have none to show.
  const sources = new Map((analysis.requirement_sources ?? []).map((r) => [r.name.toLowerCase(), r.sentence]));
  const breakdown = analysis.scoreBreakdown;

  return (
    <section className="card analysis" aria-labelledby="analysis-heading">
      <h2 id="analysis-heading" className="card__title" tabIndex={-1} ref={headingRef}>
        Job Analysis Results
      </h2>

      <div className="score">
        <div className="score__head">
          <span>Match Score</span>
          <strong className="score__value">{score}%</strong>
        </div>
        <ProgressBar value={score} label="Match score" tone={scoreTone(score)} />
        <p className="score__summary">
          {counts.must > 0
            ? `Your resumes show ${counts.mustMatched} of ${counts.must} must-have requirements${counts.nice > 0 ? ` and ${counts.niceMatched} of ${counts.nice} nice-to-haves` : ''}.`
            : 'The posting names no specific requirements to match.'}
        </p>
      </div>

      <dl className="facts">
        <div>
          <dt>Target Role</dt>
          <dd>{analysis.role ?? 'Not stated'}</dd>
        </div>
        <div>
          <dt>Industry</dt>
          <dd>{analysis.industry ?? 'Not stated'}</dd>
        </div>
        {analysis.experience_level && (
          <div>
            <dt>Experience Level</dt>
            <dd className="capitalize">{analysis.experience_level}</dd>
          </div>
        )}
      </dl>

      <div className="analysis-summary">
        <div className="stack stack--small">
          <h3 className="subheading">What matches</h3>
          {matchedList.length === 0 ? (
            <p className="muted">None of the posting's requirements were found in your resumes yet.</p>
          ) : (
            <ul className="chips" aria-label="Requirements your resumes show">
              {matchedList.slice(0, MATCHES_SHOWN).map((r) => (
                <li key={r} className="chip chip--matched">
                  {r}
                </li>
              ))}
              {matchedList.length > MATCHES_SHOWN && <li className="chip">and {matchedList.length - MATCHES_SHOWN} more</li>}
            </ul>
          )}
        </div>
        <div className="stack stack--small">
          <h3 className="subheading">Gaps that matter most</h3>
          {gaps.length === 0 ? (
            <p className="muted">No requirement is missing from your resumes.</p>
          ) : (
            <ol className="gap-list">
              {gaps.map((gap) => (
                <li key={gap.requirement}>
                  <strong>{gap.requirement}</strong> <span className="muted small">({gap.importance === 'must' ? 'must-have' : 'nice-to-have'})</span>
                  <p className="small">{gap.action}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
        {experiences[0] && (
          <p className="small">
            Your most relevant experience: <strong>{experiences[0].role}</strong> at {experiences[0].company} ({experiences[0].duration}).
          </p>
        )}
      </div>

      <button
        type="button"
        className="button button--secondary button--small details-toggle"
        aria-expanded={showDetails}
        aria-controls={detailsId}
        onClick={() => setShowDetails((v) => !v)}
      >
        {showDetails ? 'Hide details' : 'Details'}
      </button>

      <div id={detailsId} className="stack" hidden={!showDetails}>
        <div className="stack stack--small">
          <h3 className="subheading">Required Skills</h3>
          {required.length === 0 ? (
            <p className="muted">No specific skills were identified.</p>
          ) : (
            <>
              <p className="legend muted">
                <span className="chip chip--matched">Matched</span> <span className="chip chip--gap">Gap</span>
              </p>
              {required.map((group) => (
                <div key={group.label} className="skill-group">
                  <h4 className="skill-group__title">{group.label}</h4>
                  <ul className="chips">
                    {group.skills.map((skill) => {
                      const gap = group.gaps.has(skill.toLowerCase());
                      return (
                        <li key={skill} className={gap ? 'chip chip--gap' : 'chip chip--matched'}>
                          {skill}
                          <span className="sr-only">{gap ? ' (gap)' : ' (matched)'}</span>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </>
          )}
        </div>

        <div className="stack stack--small">
          <h3 className="subheading">Experience Alignment</h3>
          <List items={analysis.experienceAlignment ?? []} empty="No alignment notes." />
        </div>

        <div className="stack stack--small">
          <h3 className="subheading">Most Relevant Experiences</h3>
          {experiences.length === 0 ? (
            <p className="muted">No matching experience was found in your resumes.</p>
          ) : (
            <ul className="relevant">
              {experiences.map((exp, i) => (
                <li key={`${exp.company}-${exp.role}-${i}`} className="relevant__item">
                  <div className="relevant__head">
                    <strong>{exp.role}</strong>
                    <span className="muted"> at {exp.company}</span>
                  </div>
                  <div className="meta">
                    <span>{exp.duration}</span>
                    <span>Relevance {exp.relevance.toFixed(2)}</span>
                  </div>
                  {exp.key_achievements.length > 0 && (
                    <ul className="bullets">
                      {exp.key_achievements.slice(0, RELEVANT_EXPERIENCES.achievementsShown).map((a, j) => (
                        <li key={j}>{a}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="two-columns">
          <div className="stack stack--small">
            <h3 className="subheading">Resume Focus Areas</h3>
            <List items={analysis.recommendedFocus ?? []} empty="No focus areas." />
          </div>
          <div className="stack stack--small">
            <h3 className="subheading">Development Opportunities</h3>
            <List items={analysis.improvementAreas ?? []} empty="No development opportunities." />
          </div>
        </div>

        {matches.length > 0 && (
          <div className="stack stack--small">
            <h3 className="subheading">Requirements and Evidence</h3>
            <RequirementGroup title="Must-have" matches={matches.filter((m) => m.importance === 'must')} sources={sources} />
            <RequirementGroup title="Nice-to-have" matches={matches.filter((m) => m.importance === 'nice')} sources={sources} />
          </div>
        )}

        {breakdown && (
          <div className="stack stack--small">
            <h3 className="subheading">Score Breakdown</h3>
            <dl className="facts facts--compact">
              <div>
                <dt>Skill match</dt>
                <dd>{Math.round(breakdown.skillPercentage)}%</dd>
              </div>
              <div>
                <dt>Experience factor</dt>
                <dd>{Number(breakdown.experienceFactor.toFixed(1))}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>{Math.round(breakdown.total)}%</dd>
              </div>
            </dl>
            <p className="formula">
              <code>{breakdown.formula}</code>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

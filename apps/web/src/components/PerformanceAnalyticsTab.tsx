import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/endpoints';
import { computeAnalytics, MIN_SENT_FOR_RATES } from '../lib/analytics';
import type { Application, StoredAnalysisRecord } from '@tailor/contracts/browser';
import { Badge } from './StatusBadge';
import { Banner } from './Banner';

interface PerformanceAnalyticsTabProps {
  applications: Application[];
  active: boolean;
}

const PRIORITY_TONE = { High: 'red', Medium: 'yellow', Low: 'grey' } as const;

/** The Performance Analytics tab, computed from the user's own applications and analyses. */
export function PerformanceAnalyticsTab({ applications, active }: PerformanceAnalyticsTabProps) {
  const [analyses, setAnalyses] = useState<StoredAnalysisRecord[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    api
      .analyses()
      .then((list) => {
        setAnalyses(list);
        setError(null);
      })
      .catch((err: unknown) => setError(`Could not load your analyses: ${err instanceof Error ? err.message : String(err)}`));
  }, [active]);

  const a = useMemo(() => computeAnalytics(applications, analyses), [applications, analyses]);

  return (
    <div className="stack stack--large">
      <div>
        <h2 className="section-title">Performance Analytics</h2>
        <p className="muted">What your applications and job analyses say about where to focus.</p>
      </div>
      {error && <Banner tone="error">{error}</Banner>}
      {a.isEmpty ? (
        <section className="card empty-card">
          <h3 className="card__title card__title--small">No data yet</h3>
          <p className="muted">
            Analytics appear once you have generated a tailored resume or added an application. Start in Generate Resume, or add an application in
            Application Tracking.
          </p>
        </section>
      ) : (
        <>
          <section className="card" aria-labelledby="success-heading">
            <h3 id="success-heading" className="card__title card__title--small">
              Application Success
            </h3>
            <dl className="stat-cards">
              <div className="stat-card">
                <dt>Interview Rate</dt>
                {a.enoughForRates ? (
                  <dd>
                    {a.interviewRate}%
                    <span className="stat-card__note">
                      {a.interviews} of {a.sentApplications} sent applications
                    </span>
                  </dd>
                ) : (
                  <dd className="stat-card__plain">
                    Too little data
                    <span className="stat-card__note">
                      A rate needs at least {MIN_SENT_FOR_RATES} applications you have sent; you have sent {a.sentApplications}.
                    </span>
                  </dd>
                )}
              </div>
              <div className="stat-card">
                <dt>Average Match Score</dt>
                <dd>{a.avgMatchScore}%</dd>
              </div>
              <div className="stat-card">
                <dt>Total Applications</dt>
                <dd>{a.totalApplications}</dd>
              </div>
              <div className="stat-card">
                <dt>Job Analyses</dt>
                <dd>{a.totalAnalyses}</dd>
              </div>
            </dl>
          </section>

          <div className="two-columns">
            <section className="card" aria-labelledby="elements-heading">
              <h3 id="elements-heading" className="card__title card__title--small">
                Top Performing Elements
              </h3>
              {!a.enoughForRates ? (
                <p className="muted">
                  Too little data yet: which emphasis areas lead to interviews shows once you have sent at least {MIN_SENT_FOR_RATES} applications
                  (you have sent {a.sentApplications}).
                </p>
              ) : a.topElements.length === 0 ? (
                <p className="muted">Add key emphasis areas to your applications to see which ones lead to interviews.</p>
              ) : (
                <ol className="ranked">
                  {a.topElements.map((e) => (
                    <li key={e.element}>
                      <span className="ranked__name">{e.element}</span>
                      <span className="muted small">
                        {e.successes} of {e.used} led to an interview ({e.successRate}%)
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section className="card" aria-labelledby="recommendations-heading">
              <h3 id="recommendations-heading" className="card__title card__title--small">
                Improvement Recommendations
              </h3>
              {a.recommendations.length === 0 ? (
                <p className="muted">Recommendations appear once a job analysis finds a skill gap or an emphasis area leads to an interview.</p>
              ) : (
                <ul className="ranked ranked--plain">
                  {a.recommendations.map((r) => (
                    <li key={r.text}>
                      <span className="ranked__name">{r.text}</span>
                      <span className="muted small">{r.reason}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>

          <section className="card" aria-labelledby="priorities-heading">
            <h3 id="priorities-heading" className="card__title card__title--small">
              Skill Development Priorities
            </h3>
            {a.skillPriorities.length === 0 ? (
              <p className="muted">No skill gaps found in your analyses so far.</p>
            ) : (
              <ul className="priorities">
                {a.skillPriorities.map((p) => (
                  <li key={p.skill} className="priority">
                    <div className="priority__head">
                      <strong>{p.skill}</strong>
                      <Badge tone={PRIORITY_TONE[p.priority]}>{p.priority} priority</Badge>
                    </div>
                    <dl className="priority__facts">
                      <div>
                        <dt>Job postings</dt>
                        <dd>{p.postings}</dd>
                      </div>
                      <div>
                        <dt>Impact</dt>
                        <dd>{p.impact}</dd>
                      </div>
                      <div>
                        <dt>Learning path</dt>
                        <dd>{p.learningPath}</dd>
                      </div>
                      <div>
                        <dt>Estimated time</dt>
                        <dd>{p.estimatedTime}</dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

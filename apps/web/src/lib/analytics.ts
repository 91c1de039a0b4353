import type { Application, SkillGroups, StoredAnalysisRecord } from '@tailor/contracts/browser';
import { SKILL_GROUP_LABELS } from '@tailor/contracts/browser';

export type Priority = 'High' | 'Medium' | 'Low';
type GroupLabel = (typeof SKILL_GROUP_LABELS)[number];

export interface TopElement {
  element: string;
  used: number;
  /** Applications using it that reached an interview or an offer. */
  successes: number;
  successRate: number;
}

export interface SkillPriority {
  skill: string;
  category: GroupLabel;
  priority: Priority;
  /** Analysed job postings where the skill was a gap. */
  postings: number;
  impact: string;
  learningPath: string;
  estimatedTime: string;
}

export interface Recommendation {
  /** The 'Focus on …' advice line. */
  text: string;
  reason: string;
}

/**
 * A rate over fewer sent applications says nothing: one rejection would read as "0% interviews".
 * Below this many, the page says there is too little data instead of showing a percentage.
 */
export const MIN_SENT_FOR_RATES = 3;

export interface Analytics {
  totalApplications: number;
  /** Applications the person sent: every status but 'Generated' (a tailored resume not yet sent). */
  sentApplications: number;
  /** Whether enough applications were sent for the interview rate and element success rates to mean anything. */
  enoughForRates: boolean;
  interviews: number;
  interviewRate: number;
  avgMatchScore: number;
  totalAnalyses: number;
  topElements: TopElement[];
  skillPriorities: SkillPriority[];
  recommendations: Recommendation[];
  isEmpty: boolean;
}

/** An application that got at least an interview: any Interview status, or an offer. */
export function reachedInterview(status: string): boolean {
  return status.includes('Interview') || status === 'Offer';
}

const LEARNING: Record<GroupLabel, { path: (skill: string) => string; time: string }> = {
  Technical: { path: (s) => `Build a small project with ${s}, guided by its documentation or a hands-on course`, time: '4–8 weeks' },
  Product: { path: (s) => `Apply ${s} to a real product problem and study case studies`, time: '3–6 weeks' },
  Leadership: { path: (s) => `Take on ${s} responsibilities in your current role or mentor a colleague`, time: '2–3 months' },
  Domain: { path: (s) => `Learn ${s} fundamentals through industry reading and a short course`, time: '4–6 weeks' },
  Soft: { path: (s) => `Practise ${s} deliberately in daily work and ask for feedback`, time: 'Ongoing, 4+ weeks' },
};

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

function gapsOf(groups: SkillGroups | undefined): { skill: string; category: GroupLabel }[] {
  if (!groups) return [];
  return SKILL_GROUP_LABELS.flatMap((category) => (groups[category] ?? []).map((skill) => ({ skill: skill.trim(), category }))).filter(
    (g) => g.skill !== '',
  );
}

export function focusText(area: string): string {
  const text = area.trim();
  return /^focus on\b/i.test(text) ? text : `Focus on ${text}`;
}

/** Figures of the Performance Analytics tab, from the user's own applications and analyses. */
export function computeAnalytics(applications: readonly Application[], analyses: readonly StoredAnalysisRecord[]): Analytics {
  const totalApplications = applications.length;
  const sentApplications = applications.filter((a) => a.status !== 'Generated').length;
  const interviews = applications.filter((a) => reachedInterview(a.status)).length;
  const scores = applications.length > 0 ? applications.map((a) => a.matchScore) : analyses.map((a) => a.match_score);

  const elements = new Map<string, TopElement>();
  for (const app of applications) {
    if (app.status === 'Generated') continue;
    const seen = new Set<string>();
    for (const raw of app.keyEmphasis) {
      const element = raw.trim();
      const key = element.toLowerCase();
      if (element === '' || seen.has(key)) continue;
      seen.add(key);
      const entry = elements.get(key) ?? { element, used: 0, successes: 0, successRate: 0 };
      entry.used++;
      if (reachedInterview(app.status)) entry.successes++;
      elements.set(key, entry);
    }
  }
  const topElements = [...elements.values()]
    .map((e) => ({ ...e, successRate: Math.round((100 * e.successes) / e.used) }))
    .sort((a, b) => b.successes - a.successes || b.used - a.used || a.element.localeCompare(b.element))
    .slice(0, 5);

  const gaps = new Map<string, { skill: string; category: GroupLabel; postings: number; mustHave: boolean }>();
  for (const analysis of analyses) {
    const results = analysis.analysis_results;
    const mustMissing = new Set(
      (results.requirementMatches ?? []).filter((r) => r.importance === 'must' && r.match === 'none').map((r) => r.requirement.toLowerCase()),
    );
    const seen = new Set<string>();
    for (const gap of gapsOf(results.skillGaps)) {
      const key = gap.skill.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = gaps.get(key) ?? { ...gap, postings: 0, mustHave: false };
      entry.postings++;
      entry.mustHave ||= mustMissing.has(key);
      gaps.set(key, entry);
    }
  }
  const total = analyses.length;
  const skillPriorities: SkillPriority[] = [...gaps.values()]
    .map((g) => {
      const share = total === 0 ? 0 : g.postings / total;
      const priority: Priority = g.mustHave || share >= 0.5 ? 'High' : share >= 0.25 ? 'Medium' : 'Low';
      const learning = LEARNING[g.category];
      return {
        skill: g.skill,
        category: g.category,
        priority,
        postings: g.postings,
        impact: `Missing in ${g.postings} of ${total} analysed job posting${total === 1 ? '' : 's'}${g.mustHave ? ', where it is a must-have' : ''}`,
        learningPath: learning.path(g.skill),
        estimatedTime: learning.time,
      };
    })
    .sort((a, b) => rank(a.priority) - rank(b.priority) || b.postings - a.postings || a.skill.localeCompare(b.skill))
    .slice(0, 8);

  const recommendations: Recommendation[] = [
    ...skillPriorities
      .filter((p) => p.priority !== 'Low' || skillPriorities.length <= 3)
      .map((p) => ({ text: focusText(p.skill), reason: p.impact })),
    ...topElements
      .filter((e) => e.successes > 0)
      .map((e) => ({ text: focusText(e.element), reason: `It led to an interview in ${e.successes} of ${e.used} applications` })),
  ];
  const uniqueRecommendations = [...new Map(recommendations.map((r) => [r.text.toLowerCase(), r])).values()].slice(0, 5);

  return {
    totalApplications,
    sentApplications,
    enoughForRates: sentApplications >= MIN_SENT_FOR_RATES,
    interviews,
    interviewRate: sentApplications === 0 ? 0 : Math.round((100 * interviews) / sentApplications),
    avgMatchScore: Math.round(mean(scores)),
    totalAnalyses: total,
    topElements,
    skillPriorities,
    recommendations: uniqueRecommendations,
    isEmpty: totalApplications === 0 && total === 0,
  };
}

function rank(p: Priority): number {
  return p === 'High' ? 0 : p === 'Medium' ? 1 : 2;
}

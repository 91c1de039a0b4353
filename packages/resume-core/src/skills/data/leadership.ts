import type { SkillSeed } from '../types';
import { ALL, seeds } from './helpers';

const s = seeds('leadership', ALL);

/** Leading people, teams and organisations. */
export const LEADERSHIP_SKILLS: readonly SkillSeed[] = [
  // The bare word often names people ("present to clinical leadership"), so alone it needs a list.
  s('Leadership', ['leadership', 'leadership skills', 'leadership experience', 'leadership abilities', 'leadership qualities', 'strong leadership', 'demonstrated leadership', 'proven leadership'], { ctx: ['Leadership', 'leadership'] }),
  s('Team Leadership', ['team lead', 'team leading', 'leading teams', 'led teams', 'lead a team', 'leading a team', 'led a team', 'team leader', 'squad lead']),
  s('People Management', ['managing people', 'people manager', 'direct reports', 'line management', 'team management', 'managing teams', 'managing a team', 'staff management']),
  s('Technical Leadership', ['tech lead', 'technical lead', 'engineering leadership', 'technical direction', 'architectural leadership']),
  s('Engineering Management', ['managing engineers', 'managing engineering teams', 'engineering team management']),
  s('Executive Leadership', ['executive presence', 'C-level leadership', 'executive leadership experience']),
  s('Cross-functional Leadership', ['leading cross-functional teams', 'lead cross-functional teams', 'led cross-functional teams', 'cross-functional leadership', 'leads cross-functional teams', 'leading the cross-functional team']),
  s('Mentoring', ['mentorship', 'mentored', 'mentor', 'mentoring junior engineers', 'mentoring engineers', 'mentor junior engineers', 'mentors']),
  s('Coaching', ['coached', 'coach', 'career coaching', 'performance coaching']),
  s('Hiring', ['recruiting', 'recruitment', 'talent acquisition', 'hiring and onboarding', 'building teams', 'scaling teams', 'team scaling', 'hiring'], { ctx: ['Hiring', 'hiring'] }),
  s('Team Building', ['built teams', 'building high-performing teams', 'team development', 'team culture']),
  s('Stakeholder Management', [
    'stakeholder alignment', 'stakeholder engagement', 'managing stakeholders', 'stakeholder communication',
    'align stakeholders', 'aligning stakeholders', 'stakeholder relationships', 'stakeholder management skills',
    'working with stakeholders', 'stakeholder expectations',
  ]),
  s('Strategic Planning', ['strategy development', 'strategic initiatives', 'long-term planning', 'strategic roadmap', 'annual planning']),
  s('Decision Making', ['decision-making', 'sound judgment', 'sound judgement', 'making decisions']),
  s('Change Management', ['organizational change', 'organisational change', 'change leadership', 'transformation initiatives', 'digital transformation']),
  s('Performance Management', ['performance reviews', 'performance evaluations', 'performance feedback', 'setting goals']),
  s('Budget Management', ['budgeting', 'budget ownership', 'P&L management', 'P&L', 'P&L responsibility', 'managing budgets', 'cost management', 'budget planning']),
  s('Resource Planning', ['resource allocation', 'headcount planning', 'workforce planning', 'staffing plans']),
  s('Executive Communication', ['executive presentations', 'presenting to executives', 'C-suite communication', 'board presentations', 'executive reporting', 'present to C-suite', 'presentations to leadership']),
  s('Influence', ['influencing', 'influence without authority', 'influencing without authority', 'influencing stakeholders', 'ability to influence', 'influencing skills']),
  s('Delegation', ['delegating', 'delegate']),
  s('Vision Setting', ['setting vision', 'set the vision', 'technical vision', 'setting direction', 'vision and strategy']),
  s('Talent Development', ['career development', 'developing talent', 'growing engineers', 'career growth', 'upskilling', 'succession planning']),
  s('Organizational Leadership', ['organizational design', 'org design', 'organisational design', 'organization building']),
  s('Remote Team Management', ['distributed teams', 'managing remote teams', 'remote teams', 'global teams', 'leading distributed teams', 'offshore teams']),
  s('Vendor Management', ['vendor relationships', 'third-party management', 'supplier management', 'vendor selection', 'outsourcing management', 'external third parties']),
  s('Partnership Management', ['partnerships', 'strategic partnerships', 'partner management', 'alliances', 'licensing opportunities']),
  s('Crisis Management', ['crisis leadership', 'escalation management', 'managing escalations']),
  s('Process Improvement', ['continuous improvement', 'process optimization', 'process optimisation', 'operational efficiency', 'Six Sigma', 'Lean Six Sigma', 'Kaizen', 'workflow optimization']),
  s('Operational Excellence', ['operations management', 'operational excellence', 'operational planning', 'business operations']),
  s('Agile Coaching', ['servant leadership', 'agile transformation']),
  s('Culture Building', ['engineering culture', 'inclusive culture', 'team morale', 'psychological safety']),
  s('Accountability Management', ['driving accountability', 'holding teams accountable', 'ownership culture']),
  s('Board Relations', ['board of directors', 'investor relations']),
  s('Thought Leadership', ['public thought leadership', 'industry thought leadership']),
];

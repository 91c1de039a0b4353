import type { SkillSeed } from '../types';
import { ALL, seeds } from './helpers';

const s = seeds('leadership', ALL);

/** Leading people, teams and organisations. */
export const LEADERSHIP_SKILLS: readonly SkillSeed[] = [
  // The bare word often names people ("present to clinical leadership"), so alone it needs a list.
  s(
    'Leadership',
    [
      'leadership',
      'leadership skills',
      'leadership experience',
      'leadership abilities',
      'leadership qualities',
      'strong leadership',
      'demonstrated leadership',
      'proven leadership',
    ],
    { ctx: ['Leadership', 'leadership'] },
  ),
  s('Team Leadership', [], {
    rel: ['leading teams', 'leading a team', 'team leading', 'team lead', 'led teams', 'lead a team', 'led a team', 'team leader', 'squad lead'],
  }),
  s('People Management', ['staff management'], {
    rel: ['managing people', 'managing teams', 'managing a team', 'people manager', 'direct reports', 'line management', 'team management'],
  }),
  s('Technical Leadership', ['engineering leadership'], { rel: ['tech lead', 'technical lead', 'technical direction', 'architectural leadership'] }),
  s('Engineering Management', ['engineering team management'], { rel: ['managing engineers', 'managing engineering teams'] }),
  s('Executive Leadership', ['executive presence', 'C-level leadership', 'executive leadership experience']),
  s('Cross-functional Leadership', ['cross-functional leadership'], {
    rel: [
      'leading cross-functional teams',
      'lead cross-functional teams',
      'led cross-functional teams',
      'leads cross-functional teams',
      'leading the cross-functional team',
    ],
  }),
  s('Mentoring', ['mentorship'], {
    rel: ['mentored', 'mentor', 'mentoring junior engineers', 'mentoring engineers', 'mentor junior engineers', 'mentors'],
  }),
  s('Coaching', [], { rel: ['coached', 'coach', 'career coaching', 'performance coaching'] }),
  s('Hiring', ['hiring'], {
    rel: ['recruiting', 'recruitment', 'talent acquisition', 'building teams', 'scaling teams', 'team scaling', 'hiring and onboarding'],
    ctx: ['Hiring', 'hiring'],
  }),
  s('Team Building', [], { rel: ['building high-performing teams', 'built teams', 'team development', 'team culture'] }),
  s('Stakeholder Management', ['stakeholder alignment', 'stakeholder engagement', 'stakeholder relationships', 'stakeholder management skills'], {
    rel: [
      'managing stakeholders',
      'align stakeholders',
      'aligning stakeholders',
      'working with stakeholders',
      'stakeholder expectations',
      'stakeholder communication',
    ],
  }),
  s('Strategic Planning', ['strategy development'], { rel: ['strategic initiatives', 'long-term planning', 'strategic roadmap', 'annual planning'] }),
  s('Decision Making', ['decision-making'], { rel: ['sound judgment', 'sound judgement', 'making decisions'] }),
  s('Change Management', ['organizational change', 'organisational change', 'change leadership'], {
    rel: ['transformation initiatives', 'digital transformation'],
  }),
  s('Performance Management', [], { rel: ['performance reviews', 'performance evaluations', 'performance feedback', 'setting goals'] }),
  s('Budget Management', ['budgeting', 'budget ownership', 'budget planning'], {
    rel: ['managing budgets', 'cost management'],
  }),
  s('P&L Management', ['P&L', 'P&L responsibility', 'P&L ownership', 'profit and loss management', 'profit and loss responsibility'], {
    cs: ['P&L'],
  }),
  s('Resource Planning', ['resource allocation'], { rel: ['headcount planning', 'workforce planning', 'staffing plans'] }),
  s('Executive Communication', ['executive presentations', 'C-suite communication'], {
    rel: ['presenting to executives', 'board presentations', 'present to C-suite', 'presentations to leadership', 'executive reporting'],
  }),
  s('Influence', ['influence without authority', 'influencing without authority', 'ability to influence', 'influencing skills'], {
    rel: ['influencing', 'influencing stakeholders'],
  }),
  s('Delegation', [], { rel: ['delegating', 'delegate'] }),
  s('Vision Setting', ['vision and strategy'], { rel: ['setting vision', 'set the vision', 'technical vision', 'setting direction'] }),
  s('Talent Development', [], {
    rel: ['developing talent', 'career development', 'growing engineers', 'career growth', 'upskilling', 'succession planning'],
  }),
  s('Organizational Leadership', [], { rel: ['org design', 'organizational design', 'organisational design', 'organization building'] }),
  s('Remote Team Management', [], {
    rel: ['managing remote teams', 'leading distributed teams', 'distributed teams', 'remote teams', 'global teams', 'offshore teams'],
  }),
  s('Vendor Management', ['vendor relationships', 'third-party management', 'supplier management'], {
    rel: ['external third parties', 'vendor selection', 'outsourcing management'],
  }),
  s('Partnership Management', ['strategic partnerships', 'partner management'], { rel: ['alliances', 'licensing opportunities', 'partnerships'] }),
  s('Crisis Management', ['crisis leadership'], { rel: ['escalation management', 'managing escalations'] }),
  s('Process Improvement', ['continuous improvement', 'process optimization', 'process optimisation'], {
    rel: ['operational efficiency', 'Six Sigma', 'Lean Six Sigma', 'Kaizen', 'workflow optimization'],
  }),
  s('Operational Excellence', ['operational excellence'], { rel: ['operations management', 'operational planning', 'business operations'] }),
  s('Agile Coaching', [], { rel: ['servant leadership', 'agile transformation'] }),
  s('Culture Building', [], { rel: ['engineering culture', 'inclusive culture', 'team morale', 'psychological safety'] }),
  s('Accountability Management', [], { rel: ['driving accountability', 'holding teams accountable', 'ownership culture'] }),
  s('Board Relations', [], { rel: ['board of directors', 'investor relations'] }),
  s('Thought Leadership', ['public thought leadership', 'industry thought leadership']),
];

import type { SkillSeed } from '../types';
import { ALL, seeds } from './helpers';

const s = seeds('soft', ALL);

/**
 * Interpersonal and working-style skills, and spoken languages. Spoken languages are context-only:
 * "Spanish, English" in a list is a skill, "a French company" is not.
 */
export const SOFT_SKILLS: readonly SkillSeed[] = [
  s(
    'Communication',
    [
      'communication skills',
      'written communication',
      'verbal communication',
      'written and verbal communication',
      'verbal and written communication',
      'oral communication',
      'interpersonal communication',
      'clear communication',
      'communication abilities',
    ],
    { rel: ['communicate', 'communicating', 'communicator'] },
  ),
  s('Collaboration', ['collaboration skills'], {
    rel: ['collaborative', 'collaborate', 'collaborating', 'collaborated', 'works closely with', 'working closely with', 'work closely with'],
  }),
  s('Cross-functional Collaboration', ['cross-functional collaboration', 'cross-team collaboration'], {
    rel: ['cross-functional teams', 'cross-functional team', 'cross-functional partners', 'cross-functionally', 'cross functional teams'],
  }),
  s('Teamwork', ['team player', 'team work', 'team-work', 'teamwork skills'], { rel: ['team-oriented'] }),
  s('Problem Solving', ['problem-solving', 'problem solver', 'problem solving skills', 'problem-solving skills', 'complex problem solving'], {
    rel: ['solving problems', 'solve complex problems'],
  }),
  s('Critical Thinking', ['critical thinker', 'critical-thinking']),
  s('Analytical Skills', ['analytical thinking', 'analytic skills', 'analytical mindset', 'analytical abilities'], { rel: ['analytical'] }),
  s('Attention to Detail', ['attention to details', 'eye for detail', 'detail orientation'], {
    rel: ['meticulous', 'detail-oriented', 'detail oriented'],
  }),
  s('Time Management', ['time-management'], { rel: ['managing deadlines', 'meeting deadlines', 'deadline-driven', 'manage multiple deadlines'] }),
  s('Organization', ['organizational skills', 'organisational skills', 'organization skills'], {
    rel: ['organizational', 'organisational', 'well-organized', 'highly organized', 'planning and organizing'],
    ctx: ['organizational', 'organisational'],
  }),
  s('Adaptability', [], { rel: ['adaptable', 'flexible mindset', 'comfortable with change', 'adapt quickly'] }),
  s('Creativity', ['creative thinking', 'creative problem solving', 'creative mindset'], { rel: ['innovative thinking'] }),
  s('Presentation Skills', ['presentation skills'], { rel: ['presentations', 'delivering presentations', 'presenting to stakeholders'] }),
  s('Public Speaking', [], { rel: ['conference talks', 'speaking engagements', 'public speaker'] }),
  s('Negotiation', ['negotiation skills'], { rel: ['negotiating', 'negotiate', 'contract negotiation', 'negotiations'] }),
  s('Conflict Resolution', ['conflict management'], { rel: ['mediation', 'resolving conflicts', 'resolve conflicts'] }),
  s('Emotional Intelligence', ['EQ'], { rel: ['self-awareness', 'emotionally intelligent'], cs: ['EQ'] }),
  s('Empathy', [], { rel: ['empathetic', 'empathic', 'user empathy', 'customer empathy'] }),
  s('Interpersonal Skills', ['people skills'], {
    rel: ['interpersonal', 'relationship building', 'relationship-building', 'building relationships', 'rapport building'],
  }),
  s('Customer Focus', [], {
    rel: [
      'user-centric',
      'customer-centric',
      'customer centric',
      'customer obsession',
      'customer-focused',
      'customer focused',
      'customer centricity',
      'customer-first',
      'client-focused',
    ],
  }),
  s('Self-Motivation', ['self-motivated', 'self motivated'], {
    rel: ['proactive', 'takes initiative', 'take initiative', 'shows initiative', 'self-starter', 'self starter', 'self-driven', 'self-directed'],
  }),
  s('Work Ethic', ['strong work ethic'], { rel: ['hard-working', 'hardworking', 'diligent'] }),
  s('Accountability', ['reliability and accountability'], { rel: ['accountable'] }),
  s('Ownership', ['sense of ownership', 'ownership mindset', 'extreme ownership'], {
    rel: ['take ownership', 'takes ownership', 'end-to-end ownership', 'owner mentality'],
  }),
  s('Curiosity', ['intellectual curiosity'], { rel: ['curious', 'inquisitive', 'eagerness to learn', 'desire to learn'] }),
  s('Resilience', [], { rel: ['resilient', 'perseverance', 'grit', 'composure under pressure', 'works well under pressure', 'work under pressure'] }),
  s('Multitasking', ['multi-tasking', 'multitask'], { rel: ['juggle multiple priorities', 'manage multiple priorities', 'competing priorities'] }),
  s('Storytelling', [], { rel: ['narrative building', 'compelling narratives'] }),
  s('Active Listening', ['listening skills', 'good listener']),
  s('Facilitation', ['workshop facilitation', 'meeting facilitation'], { rel: ['facilitate', 'facilitating', 'facilitated', 'facilitator'] }),
  s('Strategic Thinking', ['strategic thinker', 'strategic mindset'], { rel: ['strategic vision', 'systems thinking', 'big-picture thinking'] }),
  s('Business Acumen', ['commercial acumen'], { rel: ['commercial awareness', 'business sense', 'business judgment', 'business-minded'] }),
  s('Dealing with Ambiguity', ['comfortable with ambiguity', 'thrive in ambiguity'], {
    rel: ['navigating ambiguity', 'ambiguity', 'ambiguous environments'],
  }),
  s('Fast Learner', ['quick learner', 'fast learner'], {
    rel: ['learning agility', 'learn quickly', 'quick to learn', 'continuous learning', 'lifelong learner'],
  }),
  s('Growth Mindset', ['growth-mindset'], { rel: ['coachable', 'open to feedback', 'receptive to feedback'] }),
  s('Cultural Awareness', ['cultural sensitivity'], {
    rel: ['diversity and inclusion', 'DEI', 'inclusive leadership', 'cross-cultural communication'],
    cs: ['DEI'],
  }),
  s('Persuasion', ['persuasive communication'], { rel: ['persuasive', 'persuading'] }),
  s('Written Skills', ['writing skills'], { rel: ['strong writing', 'business writing', 'clear writing', 'excellent writing'] }),
  s('Dependability', [], { rel: ['dependable', 'trustworthy'] }),
  s('Integrity', ['professional integrity', 'high integrity'], { rel: ['honesty'] }),
  s('Patience', [], { rel: ['patient and calm'] }),
  // --- Spoken languages ---
  s('English', ['English (Native)', 'English (Fluent)', 'fluent English', 'native English', 'business English'], { ctx: ['English'] }),
  s('Spanish', ['fluent Spanish', 'Spanish (Conversational)', 'Spanish (Fluent)', 'Castilian'], { ctx: ['Spanish'] }),
  s('French', ['fluent French', 'French (Fluent)'], { ctx: ['French'] }),
  s('German', ['fluent German', 'German (Fluent)', 'Deutsch'], { ctx: ['German', 'Deutsch'] }),
  s('Mandarin Chinese', ['Mandarin', 'Chinese', 'Putonghua'], { rel: ['Cantonese'], ctx: ['Chinese', 'Mandarin', 'Cantonese'] }),
  s('Japanese', ['fluent Japanese'], { ctx: ['Japanese'] }),
  s('Portuguese', ['fluent Portuguese', 'Brazilian Portuguese'], { ctx: ['Portuguese'] }),
  s('Hindi', [], { ctx: ['Hindi'] }),
  s('Arabic', [], { ctx: ['Arabic'] }),
  s('Italian', [], { ctx: ['Italian'] }),
  s('Korean', [], { ctx: ['Korean'] }),
  s('Russian', [], { ctx: ['Russian'] }),
  s('Dutch', [], { ctx: ['Dutch'] }),
  s('Bilingual', ['bilingual'], { rel: ['multilingual'], ctx: ['multilingual'] }),
];

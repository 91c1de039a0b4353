/**
 * Phrases and skill names that recur in resumes and job descriptions, embedded 2 s after start
 * (the automatic preload) so the first searches hit the cache. Short on purpose: queries built from
 * job requirements are short, and these are what they most often contain.
 */
export const COMMON_EMBEDDING_TEXTS: readonly string[] = Object.freeze([
  // Skills
  'JavaScript', 'TypeScript', 'Python', 'Java', 'SQL', 'React', 'Node.js', 'AWS', 'Docker', 'Kubernetes',
  'Git', 'REST APIs', 'GraphQL', 'Machine learning', 'Data analysis', 'Excel', 'Tableau', 'Salesforce',
  'Agile', 'Scrum', 'Jira', 'CI/CD', 'Microservices', 'PostgreSQL', 'MongoDB', 'Figma',
  // Roles
  'Software Engineer', 'Senior Software Engineer', 'Full Stack Developer', 'Frontend Developer',
  'Backend Developer', 'Data Scientist', 'Data Analyst', 'Product Manager', 'Project Manager',
  'DevOps Engineer', 'UX Designer', 'Engineering Manager',
  // Requirement and achievement phrases
  'Project management', 'Product management', 'Stakeholder management', 'Team leadership',
  'Cross-functional collaboration', 'Strong communication skills', 'Problem solving',
  'Bachelor\'s degree in Computer Science', '5+ years of experience', 'Experience with cloud platforms',
  'Led a team of engineers', 'Improved performance and reduced costs', 'Customer success',
  'Go-to-market strategy', 'Roadmap planning and prioritization', 'Data-driven decision making',
]);

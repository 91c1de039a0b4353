/**
 * Hand-written required skills for each job description: what a recruiter would tick as required
 * (named in the requirements or as the core stack), not every tool mentioned in passing.
 */
export const JOB_LABELS: Readonly<Record<string, string[]>> = {
  'resume-matcher/job-descriptions/backend-eng.txt': [
    'Python', 'FastAPI', 'Django REST Framework', 'AWS', 'Microservices', 'Kafka', 'PostgreSQL', 'asyncio',
    'Docker', 'Kubernetes', 'SQL', 'Redis', 'CI/CD', 'GitHub Actions', 'CircleCI', 'Datadog', 'OpenTelemetry',
  ],
  'resume-matcher/job-descriptions/frontend-eng.txt': [
    'React', 'Next.js', 'TypeScript', 'GraphQL', 'Tailwind CSS', 'CSS-in-JS', 'Accessibility', 'WCAG',
    'Storybook', 'Vitest', 'Jest', 'Playwright', 'Core Web Vitals', 'Design Systems',
  ],
  'resume-matcher/job-descriptions/ml-eng.txt': [
    'Machine Learning', 'Python', 'PyTorch', 'scikit-learn', 'Hugging Face Transformers', 'Spark', 'Ray', 'MLflow',
    'Feature Stores', 'A/B Testing', 'SageMaker', 'Triton Inference Server', 'SQL', 'Dask', 'ML Monitoring',
  ],
  'resume-matcher/job-descriptions/product-manager.txt': [
    'Product Management', 'Product Roadmap', 'Product Strategy', 'Customer Discovery', 'Competitive Analysis',
    'PRDs', 'Sprint Planning', 'OKRs', 'Stakeholder Management', 'Amplitude', 'Mixpanel', 'Looker', 'SQL',
    'A/B Testing', 'Experimentation', 'Communication', 'SaaS', 'Backlog Prioritization',
  ],
  'jsonresume/sample.job.json': ['HTML', 'CSS', 'JavaScript', 'React', 'Node.js', 'SQL', 'NoSQL', 'MongoDB', 'Web Development'],
};

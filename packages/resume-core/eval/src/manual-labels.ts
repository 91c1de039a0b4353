import type { SkillCategory } from '@tailor/contracts';
import type { Labels, SkillLabel } from './model';

/**
 * Hand-written ground truth for the resume-matcher PDFs, which ship without labels. Skills are the
 * atomic names in each Skills section ("Git and GitHub" is Git and GitHub); jobs are the
 * Experience entries only (personal projects are not jobs).
 */

const T: SkillCategory[] = ['technical'];
const tech = (...names: string[]): SkillLabel[] => names.map((name) => ({ name, categories: T }));
const cat = (name: string, ...categories: SkillCategory[]): SkillLabel => ({ name, categories });

export const MANUAL_LABELS: Readonly<Record<string, Labels>> = {
  alfred_pennyworth_pm: {
    experiences: [
      { company: 'Google', role: 'Product Manager', start_year: 2017, end_year: 2025 },
      { company: 'Amazon', role: 'Software Development Engineer III', start_year: 2012, end_year: 2017 },
      { company: 'Apple', role: 'Software Development Engineer II', start_year: 2007, end_year: 2012 },
      { company: 'Netflix', role: 'Software Development Engineer I', start_year: 2002, end_year: 2007 },
      { company: 'Facebook', role: 'Software Development Engineer I', start_year: 1999, end_year: 2002 },
    ],
    education: [
      { degree: 'Master of Business Administration', school: 'Stanford University' },
      { degree: 'Master of Science in Computer Science', school: 'Massachusetts Institute of Technology' },
      { degree: 'Bachelor of Science in Computer Science', school: 'University of California, Berkeley' },
    ],
    skills: [
      cat('Product Management', 'product'),
      cat('Agile', 'product', 'technical'),
      cat('Leadership', 'leadership', 'soft'),
      cat('Communication', 'soft'),
      cat('Project Management', 'leadership', 'product'),
      cat('User Experience Design', 'product', 'technical'),
      cat('Market Research', 'product', 'domain'),
      cat('Data Analysis', 'technical', 'domain'),
      ...tech('Java', 'Python', 'JavaScript', 'HTML', 'CSS', 'SQL', 'AWS'),
    ],
    achievementText:
      'Leading cross-functional teams to design, develop, and launch innovative products. Developing product strategies and making data-driven decisions to improve user experience and meet business goals. Led a team of developers in building scalable and high-performing e-commerce applications. Designed and implemented software components for various Apple services. Optimized the performance of applications and improved code quality through thorough testing. Developed and maintained the user interface for the Netflix web application. Worked closely with product managers and designers to create an optimal user experience. Implemented scalable back-end services using Java and SQL.',
  },
  barry_allen_fe: {
    experiences: [{ company: 'Google', role: 'Software Engineer (Front-End)', start_year: 2022, end_year: 2025 }],
    education: [{ degree: 'B.Tech, Computer Science and Engineering', school: 'Indian Institute of Technology Delhi' }],
    skills: [
      ...tech('JavaScript', 'TypeScript', 'HTML5', 'CSS3', 'Python', 'React', 'Redux', 'Angular', 'Vue.js', 'Node.js'),
      ...tech('Express.js', 'D3.js', 'Git', 'Docker', 'Webpack', 'Babel', 'Google Cloud Platform', 'Firebase'),
      ...tech('RESTful APIs', 'GraphQL'),
      cat('Agile Development', 'product', 'technical'),
      cat('Test-Driven Development', 'technical'),
      cat('Responsive Design', 'technical', 'product'),
      cat('UI/UX', 'product', 'technical'),
    ],
    achievementText:
      'Developing intuitive and engaging user interfaces using React and Redux. Working closely with UX designers to implement responsive and accessible web design. Participating in agile development processes, including sprint planning and code reviews. Collaborating with back-end developers to integrate RESTful APIs and ensure seamless data flow.',
  },
  bruce_wayne_fullstack: {
    experiences: [
      { company: 'OpenAI', role: 'MERN Stack Developer', start_year: 2020, end_year: 2025 },
      { company: 'Uber', role: 'Full Stack Developer', start_year: 2015, end_year: 2020 },
      { company: 'Facebook', role: 'Software Developer', start_year: 2012, end_year: 2015 },
    ],
    education: [
      { degree: 'PhD in Computer Science', school: 'CalTech' },
      { degree: 'Master of Science in Computer Science', school: 'MIT' },
      { degree: 'Bachelor of Science in Computer Science', school: 'UC San Diego' },
    ],
    skills: [
      ...tech('JavaScript', 'TypeScript', 'MongoDB', 'Express.js', 'React', 'Node.js', 'RESTful APIs', 'Git', 'GitHub'),
      ...tech('Docker', 'Kubernetes', 'Python', 'Machine Learning'),
      cat('Agile', 'product', 'technical'),
      cat('Scrum', 'product', 'technical', 'leadership'),
    ],
    achievementText:
      'Working on the development of the ChatGPT project, using Node.js, Express.js, and React. Implementing RESTful services for communication between frontend and backend. Utilizing Docker and Kubernetes for deployment and management of applications. Working in an Agile environment, delivering high-quality software every sprint. Contributing to the design and implementation of machine learning algorithms for natural language processing tasks. Developed and maintained scalable web applications using MERN stack. Ensured the performance, quality, and responsiveness of applications. Collaborated with a team of engineers, product managers, and UX designers. Led a team of junior developers, conducted code reviews, and ensured adherence to best coding practices. Worked closely with the data science team to optimize recommendation algorithms and enhance user experience. Developed features for the Facebook web application using React. Ensured the performance of the MongoDB databases. Utilized RESTful APIs for communication between different parts of the application. Worked in a fast-paced, test-driven development environment. Assisted in migrating the legacy system to a modern MERN stack architecture.',
  },
  harvey_dent_mle: {
    experiences: [
      { company: 'OpenAI', role: 'Machine Learning Engineer', start_year: 2021, end_year: 2025 },
      { company: 'Uber', role: 'Data Scientist', start_year: 2018, end_year: 2021 },
      { company: 'Facebook', role: 'Junior Data Analyst', start_year: 2016, end_year: 2018 },
    ],
    education: [
      { degree: 'Master of Science in Computer Science', school: 'MIT' },
      { degree: 'Bachelor of Science in Computer Science', school: 'UC San Diego' },
    ],
    skills: [
      ...tech('Python', 'R', 'TensorFlow', 'PyTorch', 'Scikit-learn', 'Keras', 'SQL', 'NoSQL', 'Git', 'Docker', 'Kubernetes'),
      cat('Agile', 'product', 'technical'),
      cat('Scrum', 'product', 'technical', 'leadership'),
      cat('Statistics', 'technical', 'domain'),
      ...tech('Data Visualization', 'Deep Learning', 'Natural Language Processing'),
    ],
    achievementText:
      'Leading a team of AI engineers. Designed and implemented deep learning models for natural language processing tasks. Improved the efficiency of model training and data processing pipelines. Published several research papers in top-tier AI conferences. Developed and deployed machine learning models to improve the efficiency of ride allocation algorithms. Utilized TensorFlow and PyTorch for developing predictive models. Analyzed and visualized large data sets to drive business strategies. Analyzed and visualized large datasets using Python and R. Assisted in the development of machine learning models for user behavior prediction. Conducted A/B testing and provided insights to the product team.',
  },
  john_doe: {
    experiences: [
      { company: 'ABC Company, Inc.', role: 'Full Stack Java Developer', start_year: 2018, end_year: 2025 },
      { company: 'XYZ Solutions', role: 'Software Developer', start_year: 2016, end_year: 2018 },
    ],
    education: [{ degree: 'Bachelor of Science in Computer Science', school: 'State University' }],
    skills: [
      ...tech('Java', 'J2EE', 'Spring Boot', 'Spring MVC', 'Hibernate', 'Angular', 'JavaScript', 'TypeScript', 'HTML5'),
      ...tech('CSS3', 'Bootstrap', 'RESTful APIs', 'SQL', 'NoSQL', 'MySQL', 'MongoDB', 'Git', 'GitHub', 'JUnit', 'Mockito', 'Docker'),
      cat('Agile', 'product', 'technical'),
      cat('Scrum', 'product', 'technical', 'leadership'),
    ],
    achievementText:
      'Developed scalable, robust, and maintainable enterprise-level applications using Java and Spring Boot. Used Angular for developing dynamic and responsive web front-ends, improving user experience by 30. Integrated applications with MySQL and MongoDB databases to store and retrieve data efficiently. Collaborated in an Agile development team to deliver high-quality software every sprint. Created RESTful services and APIs for frontend and third-party applications. Wrote unit tests using Junit and Mockito for robust testing of application components. Participated in the complete software development life cycle from requirement analysis to deployment. Implemented business logic using Java and enhanced user interface using Angular. Developed and maintained SQL and NoSQL databases, implementing complex queries for business needs. Utilized Git for version control and collaborated with team members via GitHub. Assisted in troubleshooting, software debugging, and system enhancements.',
  },
};

const STEPS = [
  { title: 'Input Job Description', text: 'Paste the description of the job you want. The role, industry and requirements are read from it.' },
  { title: 'AI Matching', text: 'Your uploaded resumes are searched for the best evidence for each requirement, and a match score is explained.' },
  { title: 'Tailored Resume', text: 'A resume that emphasises your most relevant, truthful experience is written and can be downloaded as DOCX.' },
];

export function HowItWorks() {
  return (
    <section className="card" aria-labelledby="how-it-works">
      <h2 id="how-it-works" className="card__title">
        How It Works
      </h2>
      <ol className="steps">
        {STEPS.map((step, i) => (
          <li key={step.title} className="steps__item">
            <span className="steps__number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className="steps__title">{step.title}</h3>
              <p className="muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

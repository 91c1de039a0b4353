/** Decorative spinner; the surrounding text says what is happening. */
export function Spinner({ large = false }: { large?: boolean }) {
  return <span className={large ? 'spinner spinner--large' : 'spinner'} aria-hidden="true" />;
}

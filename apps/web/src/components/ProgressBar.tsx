interface ProgressBarProps {
  /** 0..100; -1 shows a failed bar. */
  value: number;
  label: string;
  /** Spoken with the value, e.g. the current stage. */
  valueText?: string;
  tone?: 'default' | 'success' | 'error';
  className?: string;
}

export function ProgressBar({ value, label, valueText, tone = 'default', className }: ProgressBarProps) {
  const failed = value < 0;
  const clamped = failed ? 100 : Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      className={['progress', `progress--${failed ? 'error' : tone}`, className].filter(Boolean).join(' ')}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={failed ? 0 : clamped}
      aria-valuetext={valueText ?? `${clamped}%`}
    >
      <div className="progress__fill" style={{ width: `${clamped}%` }} />
    </div>
  );
}

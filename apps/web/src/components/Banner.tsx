export type BannerTone = 'error' | 'success' | 'info';

interface BannerProps {
  tone: BannerTone;
  children: React.ReactNode;
  onDismiss?: () => void;
}

/** Coloured message strip; errors are announced at once (role=alert), the rest politely. */
export function Banner({ tone, children, onDismiss }: BannerProps) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="banner__text">{children}</span>
      {onDismiss && (
        <button type="button" className="banner__close" onClick={onDismiss} aria-label="Dismiss message">
          ×
        </button>
      )}
    </div>
  );
}

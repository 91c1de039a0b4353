import { useEffect, useRef, useState } from 'react';

interface ConfirmButtonProps {
  /** Visible label of the first button, e.g. 'Delete'. */
  label: string;
  /** Accessible name of the first button, e.g. 'Delete resume.docx'. */
  accessibleLabel: string;
  /** The question shown before acting. */
  question: string;
  confirmLabel?: string;
  onConfirm: () => void | Promise<void>;
  disabled?: boolean;
}

/** A destructive action that asks first, inline, instead of a blocking window.confirm. */
export function ConfirmButton({ label, accessibleLabel, question, confirmLabel = 'Yes, delete', onConfirm, disabled }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) openerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={openerRef}
        type="button"
        className="button button--danger-ghost button--small"
        aria-label={accessibleLabel}
        onClick={() => setAsking(true)}
        disabled={disabled}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={question}>
      <span className="confirm__question">{question}</span>
      <button
        type="button"
        className="button button--danger button--small"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
      >
        {busy ? 'Deleting...' : confirmLabel}
      </button>
      <button ref={cancelRef} type="button" className="button button--ghost button--small" onClick={() => setAsking(false)} disabled={busy}>
        Cancel
      </button>
    </span>
  );
}

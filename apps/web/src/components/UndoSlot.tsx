import { useEffect, useRef, type RefObject } from 'react';

/** What was just removed, how to take it back, and what to say about it. */
export interface PendingUndo {
  /** Shown with the Undo button: "Deleted Engineer at Acme." */
  said: string;
  /** Shown once it is back. */
  restored: string;
  /** Shown when taking it back failed, with the reason. */
  failed: (reason: string) => string;
  run: () => Promise<void>;
}

/**
 * The live region under a list's heading: an Undo offer for what was just removed, or the last
 * message. The offer takes focus when it appears, so the keyboard can take the removal back at
 * once; after Undo, focus goes back to the heading, since the button it was on is gone.
 */
export function UndoSlot({
  undo,
  message,
  setUndo,
  setMessage,
  heading,
}: {
  undo: PendingUndo | null;
  message: string | null;
  setUndo: (undo: PendingUndo | null) => void;
  setMessage: (message: string) => void;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const undoButton = useRef<HTMLButtonElement>(null);
  // An effect of the commit that shows the button: an animation frame queued by the caller may
  // run before React commits on a busy machine, and find no button to focus.
  useEffect(() => {
    if (undo) undoButton.current?.focus();
  }, [undo]);
  return (
    <div aria-live="polite" className="live-slot">
      {undo && (
        <p className="undo-bar" role="status">
          {undo.said}{' '}
          <button
            ref={undoButton}
            type="button"
            className="button button--secondary button--small"
            onClick={async () => {
              const { run, restored, failed } = undo;
              setUndo(null);
              try {
                await run();
                setMessage(restored);
              } catch (err) {
                setMessage(failed(err instanceof Error ? err.message : String(err)));
              }
              heading.current?.focus();
            }}
          >
            Undo
          </button>{' '}
          <button type="button" className="button button--ghost button--small" aria-label="Dismiss the undo message" onClick={() => setUndo(null)}>
            ×
          </button>
        </p>
      )}
      {message && !undo && <p className="muted small">{message}</p>}
    </div>
  );
}

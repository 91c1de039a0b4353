import type { UploadEntry } from '../hooks/useUploads';
import { ProgressBar } from './ProgressBar';

interface UploadProgressListProps {
  entries: UploadEntry[];
  busy: boolean;
  onClear(): void;
}

function stateText(entry: UploadEntry): string {
  if (entry.state === 'completed') return 'Done';
  if (entry.state === 'failed') return entry.error ?? 'Failed';
  return `${entry.stage} · ${entry.progress}%`;
}

/** A file refused before processing (type, size, empty): it never had a job, so it has no progress. */
const isRejected = (entry: UploadEntry): boolean => entry.state === 'failed' && entry.stage === 'Rejected';

/**
 * One bar per accepted file, driven by the job polling; "n of total" counts only those. Files that
 * were refused are listed apart as not accepted, with the reason, never as processing.
 */
export function UploadProgressList({ entries, busy, onClear }: UploadProgressListProps) {
  if (entries.length === 0) return null;
  const rejected = entries.filter(isRejected);
  const processing = entries.filter((e) => !isRejected(e));
  const done = processing.filter((e) => e.state === 'completed' || e.state === 'failed').length;
  const failed = processing.filter((e) => e.state === 'failed').length;
  return (
    <section className="card upload-progress" aria-labelledby="upload-progress-heading">
      <div className="card__head">
        <h3 id="upload-progress-heading" className="card__title card__title--small">
          {processing.length > 0
            ? `Processing ${done} of ${processing.length} ${processing.length === 1 ? 'file' : 'files'}`
            : `${rejected.length} ${rejected.length === 1 ? 'file' : 'files'} not accepted`}
        </h3>
        {!busy && (
          <button type="button" className="button button--ghost button--small" onClick={onClear}>
            Clear
          </button>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {processing.length === 0
          ? ''
          : busy
            ? `${done} of ${processing.length} files processed`
            : `All ${processing.length} files processed${failed > 0 ? `, ${failed} failed` : ''}`}
      </p>
      {rejected.length > 0 && (
        <div className="stack stack--small">
          {processing.length > 0 && <h4 className="skill-group__title">Not accepted ({rejected.length})</h4>}
          <ul className="plain-list">
            {rejected.map((entry) => (
              <li key={entry.key} className="upload-item upload-item--rejected" data-state="rejected">
                <span className="upload-item__name">{entry.name}</span>:{' '}
                <span className="upload-item__stage--error">Rejected: {entry.error ?? 'not accepted'}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ol className="upload-progress__list">
        {processing.map((entry, i) => (
          <li key={entry.key} className={`upload-item upload-item--${entry.state}`} data-state={entry.state}>
            <div className="upload-item__head">
              <span className="upload-item__name">
                <span className="muted">
                  {i + 1} of {processing.length}:
                </span>{' '}
                {entry.name}
              </span>
              <span className={entry.state === 'failed' ? 'upload-item__stage upload-item__stage--error' : 'upload-item__stage'}>
                {stateText(entry)}
              </span>
            </div>
            <ProgressBar
              value={entry.state === 'completed' ? 100 : entry.progress}
              label={`Progress of ${entry.name}`}
              valueText={stateText(entry)}
              tone={entry.state === 'completed' ? 'success' : 'default'}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

import type { UploadEntry } from '../hooks/useUploads';
import { ProgressBar } from './ProgressBar';

interface UploadProgressListProps {
  entries: UploadEntry[];
  finished: number;
  busy: boolean;
  onClear(): void;
}

function stateText(entry: UploadEntry): string {
  if (entry.state === 'completed') return 'Done';
  if (entry.state === 'failed') return entry.error ?? 'Failed';
  return `${entry.stage} · ${entry.progress}%`;
}

/** One bar per file, driven by the job polling; "n of total" says how far the batch is. */
export function UploadProgressList({ entries, finished, busy, onClear }: UploadProgressListProps) {
  if (entries.length === 0) return null;
  const failed = entries.filter((e) => e.state === 'failed').length;
  return (
    <section className="card upload-progress" aria-labelledby="upload-progress-heading">
      <div className="card__head">
        <h3 id="upload-progress-heading" className="card__title card__title--small">
          Processing {finished} of {entries.length} {entries.length === 1 ? 'file' : 'files'}
        </h3>
        {!busy && (
          <button type="button" className="button button--ghost button--small" onClick={onClear}>
            Clear
          </button>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {busy ? `${finished} of ${entries.length} files processed` : `All ${entries.length} files processed${failed > 0 ? `, ${failed} failed` : ''}`}
      </p>
      <ol className="upload-progress__list">
        {entries.map((entry, i) => (
          <li key={entry.key} className={`upload-item upload-item--${entry.state}`} data-state={entry.state}>
            <div className="upload-item__head">
              <span className="upload-item__name">
                <span className="muted">
                  {i + 1} of {entries.length}:
                </span>{' '}
                {entry.name}
              </span>
              <span className={entry.state === 'failed' ? 'upload-item__stage upload-item__stage--error' : 'upload-item__stage'}>{stateText(entry)}</span>
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

import { useId, useRef, useState } from 'react';
import type { ResumeFileRecord } from '@tailor/contracts/browser';
import { formatDateTime, formatKb } from '../lib/format';
import { ConfirmButton } from './ConfirmButton';
import { FileStatusBadge, showEmbeddingBadge } from './StatusBadge';

interface UploadedFilesListProps {
  files: ResumeFileRecord[];
  loaded: boolean;
  onDelete(id: string): Promise<void>;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The collapsible Uploaded Files list with the badge rule and delete-with-confirmation. */
export function UploadedFilesList({ files, loaded, onDelete }: UploadedFilesListProps) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <section className="card" aria-labelledby={`${listId}-heading`}>
      <h3 id={`${listId}-heading`} className="card__title card__title--small">
        <button ref={toggleRef} type="button" className="disclosure" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
          <span className="disclosure__icon" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          Uploaded Files ({files.length})
        </button>
      </h3>
      <div id={listId} hidden={!open}>
        {files.length === 0 ? (
          <p className="muted">{loaded ? 'No resumes uploaded yet.' : 'Loading your files...'}</p>
        ) : (
          <ul className="file-list">
            {files.map((file) => (
              <li key={file.id} className="file-row">
                <div className="file-row__main">
                  <span className="file-row__name">{file.original_filename}</span>
                  <span className="meta">
                    <span>{formatKb(file.file_size)}</span>
                    <span>Uploaded {formatDateTime(file.created_at)}</span>
                    {file.structured_content && (
                      <span>
                        {plural(file.structured_content.experiences_identified, 'experience')} ·{' '}
                        {plural(file.structured_content.skills_identified, 'skill')}
                      </span>
                    )}
                  </span>
                  {file.processing_error && <span className="file-row__error">{file.processing_error}</span>}
                  {/* Older answers may lack notes. role=note: advisory, not an error, read with the row. */}
                  {(file.processing_notes ?? []).length > 0 && (
                    <div className="file-row__notes" role="note" aria-label={`Notes on ${file.original_filename}`}>
                      {file.processing_notes.map((note) => (
                        <p key={note} className="file-row__note">
                          {note}
                        </p>
                      ))}
                    </div>
                  )}
                </div>
                <div className="file-row__side">
                  <span className="badges">
                    <FileStatusBadge kind="Processing" status={file.processing_status} />
                    {showEmbeddingBadge(file.processing_status, file.embedding_status) && (
                      <FileStatusBadge kind="Embedding" status={file.embedding_status} />
                    )}
                  </span>
                  <ConfirmButton
                    label="Delete"
                    accessibleLabel={`Delete ${file.original_filename}`}
                    question={`Delete ${file.original_filename}?`}
                    onConfirm={async () => {
                      await onDelete(file.id);
                      // The row is gone: keep the keyboard user in the list rather than at the page top.
                      toggleRef.current?.focus();
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

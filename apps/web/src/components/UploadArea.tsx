import { useId, useRef, useState, type DragEvent } from 'react';
import { MAX_FILE_SIZE_MB, SUPPORTED_EXTENSIONS } from '@tailor/contracts/browser';
import { UploadIcon } from './Icons';

interface UploadAreaProps {
  onFiles(files: File[]): void;
  busy: boolean;
}

/** Drop zone plus file picker for several resumes at once. */
export function UploadArea({ onFiles, busy }: UploadAreaProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files ?? []);
    if (files.length > 0) onFiles(files);
  }

  return (
    <div
      className={dragging ? 'dropzone dropzone--active' : 'dropzone'}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragEnter={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
    >
      <UploadIcon className="dropzone__icon" size={36} />
      <p className="dropzone__title">Drag and drop your resumes here</p>
      <p id={hintId} className="hint">
        {SUPPORTED_EXTENSIONS.join(', ')} · up to {MAX_FILE_SIZE_MB} MB each · several files at once
      </p>
      <button type="button" className="button button--primary" onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
        {busy ? 'Add more files' : 'Choose files'}
      </button>
      <input
        ref={inputRef}
        className="sr-only"
        type="file"
        multiple
        accept={SUPPORTED_EXTENSIONS.join(',')}
        aria-label="Resume files to upload"
        tabIndex={-1}
        data-testid="resume-file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}

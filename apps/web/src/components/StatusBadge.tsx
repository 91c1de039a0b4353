import { applicationBadgeColour } from '@tailor/contracts/browser';

export type BadgeTone = 'green' | 'yellow' | 'blue' | 'red' | 'grey';

export function Badge({ tone, children, title }: { tone: BadgeTone; children: React.ReactNode; title?: string }) {
  return (
    <span className={`badge badge--${tone}`} title={title}>
      {children}
    </span>
  );
}

/** Application status colours: green for any interview, yellow Applied, blue Offer, red Rejected, grey otherwise. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={applicationBadgeColour(status)}>{status}</Badge>;
}

const FILE_STATUS_TONE: Record<string, BadgeTone> = {
  completed: 'green',
  processing: 'blue',
  pending: 'yellow',
  failed: 'red',
};

export function FileStatusBadge({ kind, status }: { kind: 'Processing' | 'Embedding'; status: string }) {
  return (
    <Badge tone={FILE_STATUS_TONE[status] ?? 'grey'}>
      <span className="sr-only">{kind}: </span>
      {kind === 'Embedding' ? `embedding ${status}` : status}
    </Badge>
  );
}

/** The embedding badge shows only when it differs from the processing status and is not pending. */
export function showEmbeddingBadge(processingStatus: string, embeddingStatus: string): boolean {
  return embeddingStatus !== processingStatus && embeddingStatus !== 'pending';
}

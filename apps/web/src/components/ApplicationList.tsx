import { USER_SELECTABLE_APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@tailor/contracts/browser';
import { formatCalendarDate } from '../lib/format';
import { CompanyLogo } from './CompanyLogo';
import { ConfirmButton } from './ConfirmButton';
import { StatusBadge } from './StatusBadge';

interface ApplicationListProps {
  items: Application[];
  onStatus(id: string, status: ApplicationStatus): void;
  onDelete(id: string): Promise<void>;
  /** Where focus goes after an entry is deleted. */
  afterDelete?(): void;
}

function ApplicationItem({
  app,
  onStatus,
  onDelete,
}: {
  app: Application;
  onStatus: ApplicationListProps['onStatus'];
  onDelete(id: string): Promise<void>;
}) {
  const title = `${app.role} at ${app.company}`;
  const statuses: readonly ApplicationStatus[] =
    app.status === 'Generated' ? ['Generated', ...USER_SELECTABLE_APPLICATION_STATUSES] : USER_SELECTABLE_APPLICATION_STATUSES;
  const selectId = `status-${app.id}`;
  return (
    <li className="application">
      <CompanyLogo name={app.company} logo={app.companyData?.logo} />
      <div className="application__body">
        <div className="application__head">
          <h4 className="application__title">
            {app.role} <span className="muted">at</span> {app.company}
          </h4>
          <StatusBadge status={app.status} />
        </div>
        <p className="meta">
          <span>{formatCalendarDate(app.date)}</span>
          {app.companyData?.industry && <span>{app.companyData.industry}</span>}
          {app.companyData?.location && <span>{app.companyData.location}</span>}
          <span>Match {Math.round(app.matchScore)}%</span>
          {app.resumeVersion && <span>Resume: {app.resumeVersion}</span>}
        </p>
        {app.keyEmphasis.length > 0 && (
          <ul className="chips chips--small" aria-label={`Key emphasis for ${title}`}>
            {app.keyEmphasis.map((k, i) => (
              <li key={`${k}-${i}`} className="chip">
                {k}
              </li>
            ))}
          </ul>
        )}
        {app.feedback && <p className="application__feedback">{app.feedback}</p>}
        <div className="application__actions">
          <label htmlFor={selectId} className="sr-only">
            Status of {title}
          </label>
          <select id={selectId} className="select--small" value={app.status} onChange={(e) => onStatus(app.id, e.target.value as ApplicationStatus)}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <ConfirmButton
            label="Delete"
            accessibleLabel={`Delete application ${title}`}
            question="Delete this application?"
            onConfirm={() => onDelete(app.id)}
          />
        </div>
      </div>
    </li>
  );
}

export function ApplicationList({ items, onStatus, onDelete, afterDelete }: ApplicationListProps) {
  const remove = async (id: string) => {
    await onDelete(id);
    afterDelete?.();
  };
  return (
    <ul className="applications">
      {items.map((app) => (
        <ApplicationItem key={app.id} app={app} onStatus={onStatus} onDelete={remove} />
      ))}
    </ul>
  );
}

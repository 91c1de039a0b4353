import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import type { Application, ApplicationCreateInput, ApplicationStatus } from '@tailor/contracts/browser';

export interface Applications {
  items: Application[];
  loading: boolean;
  error: string | null;
  reload(): Promise<void>;
  create(input: ApplicationCreateInput): Promise<Application | null>;
  setStatus(id: string, status: ApplicationStatus): Promise<void>;
  remove(id: string): Promise<void>;
  dismissError(): void;
}

const text = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The user's persisted applications, newest first. */
export function useApplications(): Applications {
  const [items, setItems] = useState<Application[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setItems(await api.applications());
    } catch (err) {
      setError(`Could not load applications: ${text(err)}`);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const create = useCallback(async (input: ApplicationCreateInput) => {
    try {
      const created = await api.createApplication(input);
      setItems((list) => [created, ...list]);
      setError(null);
      return created;
    } catch (err) {
      setError(`Could not add the application: ${text(err)}`);
      return null;
    }
  }, []);

  const setStatus = useCallback(async (id: string, status: ApplicationStatus) => {
    try {
      const updated = await api.updateApplication(id, { status });
      setItems((list) => list.map((a) => (a.id === id ? updated : a)));
    } catch (err) {
      setError(`Could not change the status: ${text(err)}`);
    }
  }, []);

  const remove = useCallback(async (id: string) => {
    try {
      await api.deleteApplication(id);
      setItems((list) => list.filter((a) => a.id !== id));
    } catch (err) {
      setError(`Could not delete the application: ${text(err)}`);
    }
  }, []);

  return { items, loading, error, reload, create, setStatus, remove, dismissError: useCallback(() => setError(null), []) };
}

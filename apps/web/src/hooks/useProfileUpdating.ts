import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api/endpoints';
import { JOB_POLL_INTERVAL_MS } from '@tailor/contracts/browser';

/**
 * Whether the server is recomputing the merged profile (it does after every processed file and
 * every delete). `check()` asks once and, while the answer is "updating", asks again every poll
 * interval; when the recompute is over `onUpdated` runs, so the lists show its result. A failed
 * question ends the polling quietly: the lists already shown stay.
 */
export function useProfileUpdating(onUpdated: () => void): { updating: boolean; check: () => void } {
  const [updating, setUpdating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wasUpdating = useRef(false);
  const latest = useRef(onUpdated);
  latest.current = onUpdated;

  const check = useCallback(() => {
    clearTimeout(timer.current);
    api
      .profileStatus()
      .then(({ updating: now }) => {
        setUpdating(now);
        if (now) {
          wasUpdating.current = true;
          timer.current = setTimeout(check, JOB_POLL_INTERVAL_MS);
        } else if (wasUpdating.current) {
          wasUpdating.current = false;
          latest.current();
        }
      })
      .catch(() => setUpdating(false));
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { updating, check };
}

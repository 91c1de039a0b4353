import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Moves focus to an element that the state change just made will render. The element is looked up
 * in an effect of the commit that follows the request: an animation frame queued beside the state
 * change may run before React commits on a busy machine, and then finds the old element or none.
 */
export function useFocusAfterCommit(): (target: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const target = pending.current;
    if (target === null) return;
    pending.current = null;
    target()?.focus();
  }, [request]);
  return useCallback((target) => {
    pending.current = target;
    setRequest((n) => n + 1);
  }, []);
}

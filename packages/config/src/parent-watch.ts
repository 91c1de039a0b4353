/**
 * A child started by the launcher stops itself when the launcher disappears (e.g. SIGKILL, which
 * it cannot forward), so killing `npm start` never leaves services behind.
 */
export function watchParentProcess(parentPid: number | undefined, onOrphaned: () => void, intervalMs = 1000): () => void {
  if (!parentPid) return () => undefined;
  const timer = setInterval(() => {
    if (!isAlive(parentPid)) {
      clearInterval(timer);
      onOrphaned();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

#!/usr/bin/env node
// Usage: orphan-guard.mjs <launcherPid> <pid>...  Kills the given processes once the launcher is
// gone, so a launcher that was SIGKILLed leaves no Qdrant or redis-server behind.
const [launcherPid, ...pids] = process.argv.slice(2).map(Number);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

process.on('SIGTERM', () => process.exit(0));
const watch = setInterval(() => {
  if (alive(launcherPid)) return;
  clearInterval(watch);
  for (const pid of pids) {
    if (alive(pid)) process.kill(pid, 'SIGTERM');
  }
  setTimeout(() => {
    for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
    process.exit(0);
  }, 5000);
}, 1000);

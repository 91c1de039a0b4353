// A second OS process for sqlite-processes.int.test.ts: opens the store from the *built* package,
// exactly as another service would, and follows the parent's messages.
// argv: <dist index.js> <sqlite file>
'use strict';
const [distIndex, file] = process.argv.slice(2);
const { createStore } = require(distIndex);

let store;
const reply = (msg) => process.send(msg);

process.on('message', async (msg) => {
  try {
    if (msg.type === 'open') {
      store = await createStore({ dataDir: '/nonexistent', sqliteFile: file });
      reply({ type: 'opened' });
    } else if (msg.type === 'write') {
      // One insert per doc (many small transactions) interleaves best with the parent's writes.
      for (let i = 0; i < msg.count; i++) {
        await store.chunks.insert({ id: `${msg.user}-${i}`, user_id: msg.user, resume_file_id: 'f', chunk_type: 'skills', chunk_index: i });
        if (i % 25 === 0) await store.chunks.count({ user_id: msg.other }); // read while the other side writes
      }
      reply({ type: 'written' });
    } else if (msg.type === 'count') {
      reply({ type: 'counted', count: await store.chunks.count({ user_id: msg.user }) });
    } else if (msg.type === 'close') {
      await store.close();
      reply({ type: 'closed' });
      process.disconnect();
    }
  } catch (err) {
    reply({ type: 'error', message: String(err && err.stack ? err.stack : err) });
  }
});
reply({ type: 'ready' });

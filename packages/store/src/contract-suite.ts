// The one contract every Store adapter must pass. Each adapter's *.int.test.ts calls
// describeStoreContract with a way to open its store; the same assertions then run against SQLite
// and MongoDB, which is what lets services switch adapters by configuration alone.
// Built into dist (not exported from the index) so other packages' fakes can be held to it too.
import { describeBlobs } from './contract/blobs';
import { describeConstraints } from './contract/constraints';
import { describeCrud } from './contract/crud';
import { repo, uid } from './contract/fixtures';
import { describeQueries } from './contract/queries';
import { describeTypedRecords } from './contract/typed';
import { StoreClosedError } from './errors';
import type { Store } from './types';

/**
 * @param makeStore opens a store on this run's data; every call must open another connection to
 *   the same data (the suite checks that two instances see each other's writes).
 * @param cleanup closes the store and removes the run's data. Defaults to `store.close()`.
 * @param options.skip when the backing service is unavailable: every test is registered as skipped,
 *   so jest reports them as skipped rather than passed.
 */
export function describeStoreContract(
  name: string,
  makeStore: () => Promise<Store>,
  cleanup: (store: Store) => Promise<void> = (store) => store.close(),
  options: { skip?: boolean } = {},
): void {
  (options.skip ? describe.skip : describe)(`store contract: ${name}`, () => {
    let store: Store | undefined;
    const current = (): Store => {
      if (!store) throw new Error('store did not open (see beforeAll)');
      return store;
    };

    beforeAll(async () => {
      store = await makeStore();
    });
    afterAll(async () => {
      if (store) await cleanup(store);
    });

    it('answers ping and names its kind', async () => {
      await expect(current().ping()).resolves.toBeUndefined();
      expect(['sqlite', 'mongodb']).toContain(current().kind);
    });

    describeCrud(current);
    describeQueries(current);
    describeConstraints(current);
    describeBlobs(current);
    describeTypedRecords(current);

    describe('lifecycle', () => {
      it('a second instance on the same data sees writes both ways', async () => {
        const other = await makeStore();
        try {
          const a = await repo(current(), 'users').insert({ id: uid('u'), email: `${uid()}@a.com` });
          await expect(repo(other, 'users').findById(a.id)).resolves.toEqual(a);
          const b = await repo(other, 'users').insert({ id: uid('u'), email: `${uid()}@b.com` });
          await expect(repo(current(), 'users').findById(b.id)).resolves.toEqual(b);
        } finally {
          await other.close();
        }
      });

      it('close is idempotent and later calls fail with StoreClosedError', async () => {
        const other = await makeStore();
        await other.close();
        await expect(other.close()).resolves.toBeUndefined();
        await expect(other.users.findById('x')).rejects.toThrow(StoreClosedError);
        await expect(other.chunks.find({})).rejects.toThrow(StoreClosedError);
        await expect(other.blobs.get('x')).rejects.toThrow(StoreClosedError);
        await expect(other.ping()).rejects.toThrow(StoreClosedError);
        await expect(current().ping()).resolves.toBeUndefined(); // closing one instance leaves the other alone
      });
    });
  });
}

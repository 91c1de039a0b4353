// Pure domain logic of the product: no I/O, deterministic. Services compose these with the store,
// the queue and the vector index.
export * from './merging';
export * from './chunking';
export * from './profile';

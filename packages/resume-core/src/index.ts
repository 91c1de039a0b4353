// Pure domain logic of the product: no I/O, deterministic. Services compose these with the store,
// the queue and the vector index.
export * from './skills';
export * from './parsing';
export * from './job-analysis';
export * from './merging';
export * from './chunking';
export * from './profile';
export * from './tailoring';
export * from './contact';
export * from './generation';
export * from './samples';

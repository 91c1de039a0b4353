import { setFlagsFromString } from 'node:v8';

// Imported first by main.ts, before the app allocates anything.
//
// V8 allocates objects straight into the old generation ("pretenures" them) from allocation
// sites whose objects it saw surviving young collections. A large upload keeps the objects of one
// request alive for a while, and in about half of our bench runs that taught V8 to pretenure
// sites the request path shares with every other request: afterwards every status poll put its
// short-lived objects into the old generation, which then needed a full collection every second,
// and a poll cost 21-23 us of CPU instead of 13-14 (35k instead of 50k req/s). The gateway's
// objects are request-scoped, so it does without the heuristic: with the flag off, 10 of 10 runs
// after a 100-file upload stayed at the fast figure.
setFlagsFromString('--no-allocation-site-pretenuring');

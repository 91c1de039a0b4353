// Usage: node bench/tools/cpuprofile-top.mjs <file.cpuprofile> [rows]
// Top functions of a V8 CPU profile (from --cpu-prof) by self time and by inclusive time.
import { readFileSync } from 'node:fs';
const file = process.argv[2];
const limit = Number(process.argv[3] ?? 30);
const prof = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = new Map();
for (let i = 0; i < prof.samples.length; i++) dt.set(prof.samples[i], (dt.get(prof.samples[i]) ?? 0) + (prof.timeDeltas[i] ?? 0));
const total = [...dt.values()].reduce((a, b) => a + b, 0);
const label = (n) =>
  `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\/(node_modules\/\.pnpm\/)?/, '').slice(-60)}:${n.callFrame.lineNumber + 1}`;
const self = new Map(),
  incl = new Map();
for (const [id, t] of dt) {
  const n = byId.get(id);
  self.set(label(n), (self.get(label(n)) ?? 0) + t);
  const seen = new Set();
  let cur = id;
  while (cur !== undefined) {
    const l = label(byId.get(cur));
    if (!seen.has(l)) {
      incl.set(l, (incl.get(l) ?? 0) + t);
      seen.add(l);
    }
    cur = parent.get(cur);
  }
}
const show = (m, title) => {
  console.log(`--- ${title} (total ${(total / 1000).toFixed(0)} ms)`);
  for (const [l, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.log(`${(t / 1000).toFixed(0).padStart(7)} ms ${((100 * t) / total).toFixed(1).padStart(5)}%  ${l}`);
};
show(self, 'self');
show(incl, 'inclusive');

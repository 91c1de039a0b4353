import { seededRandom } from '@tailor/testing';
import { Histogram, Registry } from 'prom-client';
import { LabelledHistogram } from './labelled-histogram';

const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LABELS = ['method', 'route', 'status_code'] as const;

function registries() {
  const reference = new Registry();
  const ours = new Registry();
  for (const registry of [reference, ours]) registry.setDefaultLabels({ service: 'gateway' });
  const promHistogram = new Histogram({ name: 'http_seconds', help: 'Latency', labelNames: LABELS, buckets: BUCKETS, registers: [reference] });
  const labelled = new LabelledHistogram('http_seconds', 'Latency', LABELS, BUCKETS, ours);
  return { reference, ours, promHistogram, labelled };
}

describe('LabelledHistogram', () => {
  it('exports exactly what prom-client would for the same observations, as text and as JSON', async () => {
    const { reference, ours, promHistogram, labelled } = registries();
    const random = seededRandom(7);
    const combos = [
      { method: 'GET', route: '/api/jobs/:jobId', status_code: '200' },
      { method: 'POST', route: '/api/uploads', status_code: '202' },
      { method: 'GET', route: '(unmatched)', status_code: '404' },
      { method: 'GET', route: '/api/say "hi"\\n', status_code: '500' },
    ];
    const series = combos.map((labels) => labelled.series(labels));
    for (let i = 0; i < 2_000; i++) {
      const which = Math.floor(random() * combos.length);
      // Exact bucket bounds included: a value equal to a bound belongs to that bucket.
      const value = random() < 0.2 ? BUCKETS[Math.floor(random() * BUCKETS.length)]! : random() ** 3 * 20;
      promHistogram.observe(combos[which]!, value);
      series[which]!.observe(value);
    }
    expect(await ours.metrics()).toBe(await reference.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await reference.getMetricsAsJSON());
  });

  it('exports a series only once observed, in first-observed order, and forgets all on reset', async () => {
    const { reference, ours, promHistogram, labelled } = registries();
    const late = labelled.series({ method: 'GET', route: '/late', status_code: '200' });
    const early = labelled.series({ method: 'GET', route: '/early', status_code: '200' });
    expect(await ours.metrics()).toBe(await reference.metrics());
    early.observe(0.002);
    promHistogram.observe({ method: 'GET', route: '/early', status_code: '200' }, 0.002);
    late.observe(3);
    promHistogram.observe({ method: 'GET', route: '/late', status_code: '200' }, 3);
    expect(await ours.metrics()).toBe(await reference.metrics());

    ours.resetMetrics();
    reference.resetMetrics();
    expect(await ours.metrics()).toBe(await reference.metrics());
    late.observe(0.5);
    promHistogram.observe({ method: 'GET', route: '/late', status_code: '200' }, 0.5);
    expect(await ours.metrics()).toBe(await reference.metrics());
  });

  it('refuses unknown labels and values that are not numbers, like prom-client', () => {
    const { labelled } = registries();
    expect(() => labelled.series({ verb: 'GET' })).toThrow(/no label "verb"/);
    const series = labelled.series({ method: 'GET' });
    expect(() => series.observe(Number.NaN)).toThrow(/not a valid number/);
  });
});

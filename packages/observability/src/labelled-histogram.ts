import type { Registry } from 'prom-client';

/** One label combination's counts: what a per-request observe touches, and nothing else. */
export interface HistogramSeries {
  observe(value: number): void;
}

interface SeriesState {
  readonly labels: Readonly<Record<string, string>>;
  /** Per bucket (not cumulative), the last one for values above every bound (+Inf). */
  readonly counts: Float64Array;
  sum: number;
  count: number;
}

interface ExportedValue {
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string>;
  value: number;
  metricName: string;
  /** Always absent here (no exemplars); present as a key because prom-client's JSON has it. */
  exemplar?: null;
}

/**
 * A Prometheus histogram whose label combinations are resolved once, by the caller, into series
 * objects. prom-client's Histogram validates and hashes the label set on every observe (its
 * labelled children only bind the labels), which on the gateway's most-polled route cost more than
 * a microsecond per request; here an observe is a bound lookup in a dozen numbers.
 *
 * Registered in a prom-client Registry and exported exactly as prom-client's own Histogram would
 * be (same lines, same label order, default labels included): the registry only calls `get`
 * (or `getForPromString`) and `reset` on its metrics. A test compares both outputs line by line.
 */
export class LabelledHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly upperBounds: readonly number[];
  private readonly states = new Map<string, SeriesState>();
  /** Series observed since the last reset, in the order of their first observe (prom-client's export order). */
  private readonly observed = new Set<SeriesState>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
    buckets: readonly number[],
    registry: Registry,
  ) {
    this.upperBounds = [...buckets].sort((a, b) => a - b);
    // A structural metric: prom-client's Registry types only name its own classes.
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  /** The series of one label combination (created on first use); keep it and observe on it. */
  series(labels: Readonly<Record<string, string>>): HistogramSeries {
    for (const name of Object.keys(labels)) {
      if (!this.labelNames.includes(name)) throw new Error(`Histogram ${this.name} has no label "${name}"`);
    }
    const key = JSON.stringify(this.labelNames.map((name) => labels[name] ?? null));
    let state = this.states.get(key);
    if (!state) {
      state = { labels: { ...labels }, counts: new Float64Array(this.upperBounds.length + 1), sum: 0, count: 0 };
      this.states.set(key, state);
    }
    const bounds = this.upperBounds;
    const observed = this.observed;
    const target = state;
    return {
      observe(value: number) {
        if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
        if (target.count === 0) observed.add(target);
        let bucket = 0;
        while (bucket < bounds.length && value > bounds[bucket]!) bucket++;
        target.counts[bucket]!++;
        target.sum += value;
        target.count++;
      },
    };
  }

  /** prom-client's text export shape: bucket lines carry `le`, the series' labels are shared. */
  async getForPromString(): Promise<{ name: string; help: string; type: string; values: ExportedValue[]; aggregator: string }> {
    const values: ExportedValue[] = [];
    for (const state of this.observed) {
      let cumulative = 0;
      this.upperBounds.forEach((bound, index) => {
        cumulative += state.counts[index]!;
        values.push({ labels: { le: bound }, sharedLabels: state.labels, value: cumulative, metricName: `${this.name}_bucket`, exemplar: null });
      });
      values.push({ labels: { le: '+Inf' }, sharedLabels: state.labels, value: state.count, metricName: `${this.name}_bucket`, exemplar: null });
      values.push({ labels: {}, sharedLabels: state.labels, value: state.sum, metricName: `${this.name}_sum`, exemplar: undefined });
      values.push({ labels: {}, sharedLabels: state.labels, value: state.count, metricName: `${this.name}_count`, exemplar: undefined });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** prom-client's JSON shape: each value's labels are the series' labels plus `le`. */
  async get(): Promise<{ name: string; help: string; type: string; values: ExportedValue[]; aggregator: string }> {
    const data = await this.getForPromString();
    data.values = data.values.map(({ labels, sharedLabels, ...rest }) => ({ ...rest, labels: { ...labels, ...sharedLabels } }));
    return data;
  }

  /** Registry.resetMetrics(): no series is exported until observed again; series handed out count from zero. */
  reset(): void {
    for (const state of this.observed) {
      state.counts.fill(0);
      state.sum = 0;
      state.count = 0;
    }
    this.observed.clear();
  }
}

// Writes autoexport-dashboard.json (node ops/grafana/build-dashboard.mjs): the panels are easier to review here.
import { writeFileSync } from 'node:fs';

const DS = { type: 'prometheus', uid: '${DS_PROMETHEUS}' };
let id = 0;
const panel = (title, gridPos, targets, unit, extra = {}) => ({
  id: ++id,
  type: 'timeseries',
  title,
  datasource: DS,
  gridPos,
  fieldConfig: { defaults: { unit }, overrides: [] },
  options: { legend: { displayMode: 'table', placement: 'bottom', calcs: ['lastNotNull', 'max'] }, tooltip: { mode: 'multi' } },
  targets: targets.map(([expr, legendFormat], i) => ({ datasource: DS, expr, legendFormat, refId: String.fromCharCode(65 + i) })),
  ...extra,
});
const row = (title, y) => ({ id: ++id, type: 'row', title, collapsed: false, gridPos: { h: 1, w: 24, x: 0, y }, panels: [] });
const stat = (title, gridPos, expr, unit) => ({
  id: ++id,
  type: 'stat',
  title,
  datasource: DS,
  gridPos,
  fieldConfig: { defaults: { unit }, overrides: [] },
  options: { reduceOptions: { calcs: ['lastNotNull'] }, colorMode: 'value' },
  targets: [{ datasource: DS, expr, refId: 'A' }],
});

const HTTP = 'autoexport_http_request_duration_seconds';
const q = (p) => `histogram_quantile(${p}, sum by (le, route) (rate(${HTTP}_bucket{job=~"$job",route!="unmatched"}[$__rate_interval])))`;

const panels = [
  row('HTTP', 0),
  panel('p50 latency by route', { h: 8, w: 8, x: 0, y: 1 }, [[q(0.5), '{{route}}']], 's'),
  panel('p95 latency by route', { h: 8, w: 8, x: 8, y: 1 }, [[q(0.95), '{{route}}']], 's'),
  panel('p99 latency by route', { h: 8, w: 8, x: 16, y: 1 }, [[q(0.99), '{{route}}']], 's'),
  panel(
    'Requests per second by status class',
    { h: 8, w: 12, x: 0, y: 9 },
    [[`sum by (status) (rate(${HTTP}_count{job=~"$job"}[$__rate_interval]))`, '{{status}}']],
    'reqps',
  ),
  panel(
    'Error rate (5xx share of requests)',
    { h: 8, w: 12, x: 12, y: 9 },
    [
      [
        `sum(rate(${HTTP}_count{job=~"$job",status="5xx"}[$__rate_interval])) / clamp_min(sum(rate(${HTTP}_count{job=~"$job"}[$__rate_interval])), 1e-9)`,
        '5xx',
      ],
      [
        `sum(rate(${HTTP}_count{job=~"$job",status="4xx"}[$__rate_interval])) / clamp_min(sum(rate(${HTTP}_count{job=~"$job"}[$__rate_interval])), 1e-9)`,
        '4xx',
      ],
    ],
    'percentunit',
  ),
  row('Jobs', 17),
  panel(
    'Jobs completed per second by queue',
    { h: 8, w: 8, x: 0, y: 18 },
    [['sum by (queue) (rate(autoexport_jobs_completed_total[$__rate_interval]))', '{{queue}}']],
    'ops',
  ),
  panel(
    'Job failures per second by queue',
    { h: 8, w: 8, x: 8, y: 18 },
    [['sum by (queue, outcome) (rate(autoexport_jobs_failed_total[$__rate_interval]))', '{{queue}} {{outcome}}']],
    'ops',
  ),
  panel(
    'Job duration p95 by queue',
    { h: 8, w: 8, x: 16, y: 18 },
    [
      [
        'histogram_quantile(0.95, sum by (le, queue) (rate(autoexport_job_duration_seconds_bucket{outcome="completed"}[$__rate_interval])))',
        '{{queue}}',
      ],
    ],
    's',
  ),
  // Every process reports the same shared queue counts: max, not sum.
  panel(
    'Queue depth (waiting + delayed + active) by queue',
    { h: 8, w: 12, x: 0, y: 26 },
    [['max by (queue, state) (autoexport_queue_jobs{state=~"waiting|active|delayed"})', '{{queue}} {{state}}']],
    'short',
  ),
  panel(
    'Failed jobs kept by queue',
    { h: 8, w: 12, x: 12, y: 26 },
    [['max by (queue) (autoexport_queue_jobs{state="failed"})', '{{queue}}']],
    'short',
  ),
  row('Reservations', 34),
  stat('Reservations held now', { h: 8, w: 6, x: 0, y: 35 }, 'max(autoexport_reservations_held)', 'short'),
  panel(
    'Holds placed and expired per hour',
    { h: 8, w: 9, x: 6, y: 35 },
    [
      ['sum(increase(autoexport_reservations_placed_total[1h]))', 'placed'],
      ['sum(increase(autoexport_reservations_expired_total[1h]))', 'expired by the auto-cancel'],
    ],
    'short',
  ),
  panel(
    'Expiry lag past the deadline (promise: under 120 s)',
    { h: 8, w: 9, x: 15, y: 35 },
    [
      ['histogram_quantile(0.5, sum by (le) (rate(autoexport_reservation_expiry_lag_seconds_bucket[$__rate_interval])))', 'p50'],
      ['histogram_quantile(0.99, sum by (le) (rate(autoexport_reservation_expiry_lag_seconds_bucket[$__rate_interval])))', 'p99'],
      [
        'sum(increase(autoexport_reservation_expiry_lag_seconds_count[$__range])) - sum(increase(autoexport_reservation_expiry_lag_seconds_bucket{le="120"}[$__range]))',
        'expired later than 120 s (range)',
      ],
    ],
    's',
    {
      fieldConfig: {
        defaults: {
          unit: 's',
          thresholds: {
            mode: 'absolute',
            steps: [
              { color: 'green', value: null },
              { color: 'red', value: 120 },
            ],
          },
        },
        overrides: [],
      },
    },
  ),
  row('Caches and connections', 43),
  panel(
    'Cache hit rate by cache',
    { h: 8, w: 8, x: 0, y: 44 },
    [
      [
        'sum by (cache) (rate(autoexport_cache_requests_total{result="hit"}[$__rate_interval])) / clamp_min(sum by (cache) (rate(autoexport_cache_requests_total[$__rate_interval])), 1e-9)',
        '{{cache}}',
      ],
    ],
    'percentunit',
  ),
  panel(
    'PostgreSQL pool by process',
    { h: 8, w: 8, x: 8, y: 44 },
    [
      ['autoexport_db_pool_connections{state="total"} - autoexport_db_pool_connections{state="idle"}', 'busy {{instance}} {{pool}}'],
      ['autoexport_db_pool_connections{state="waiting"}', 'waiting {{instance}} {{pool}}'],
    ],
    'short',
  ),
  panel('Redis connected by process', { h: 8, w: 8, x: 16, y: 44 }, [['autoexport_redis_up', '{{instance}}']], 'short'),
];

const dashboard = {
  __inputs: [{ name: 'DS_PROMETHEUS', label: 'Prometheus', type: 'datasource', pluginId: 'prometheus', pluginName: 'Prometheus' }],
  __requires: [
    { type: 'grafana', id: 'grafana', name: 'Grafana', version: '10.0.0' },
    { type: 'datasource', id: 'prometheus', name: 'Prometheus', version: '1.0.0' },
  ],
  annotations: { list: [] },
  editable: true,
  graphTooltip: 1,
  id: null,
  uid: 'autoexport-overview',
  title: 'AutoExport: API, jobs and reservations',
  tags: ['autoexport'],
  timezone: 'utc',
  schemaVersion: 39,
  version: 1,
  refresh: '30s',
  time: { from: 'now-6h', to: 'now' },
  templating: {
    list: [
      {
        name: 'job',
        label: 'HTTP job',
        type: 'query',
        datasource: DS,
        query: { query: 'label_values(autoexport_http_request_duration_seconds_count, job)', refId: 'job' },
        definition: 'label_values(autoexport_http_request_duration_seconds_count, job)',
        includeAll: true,
        multi: true,
        current: { text: 'All', value: '$__all' },
        refresh: 2,
      },
    ],
  },
  panels,
};

writeFileSync(new URL('./autoexport-dashboard.json', import.meta.url), JSON.stringify(dashboard, null, 2) + '\n');

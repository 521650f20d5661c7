import { describe, expect, it } from '@jest/globals';
import { HttpMetrics, methodLabel, statusClass } from './http-metrics.js';
import { Metrics } from './metrics.service.js';

describe('HTTP metrics labels', () => {
  it('keeps the status class and a bounded method', () => {
    expect([200, 204, 304, 404, 429, 500, 503, 99].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx', '5xx', 'other']);
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('PROPFIND')).toBe('OTHER');
  });

  it('observes by route template, an unmatched request under one label', async () => {
    const metrics = new Metrics();
    const http = new HttpMetrics(metrics);
    http.observe('GET', '/api/cars/:id', 200, 12);
    http.observe('GET', '/api/cars/:id', 200, 30);
    http.observe('GET', undefined, 404, 1);
    const text = await metrics.text();
    expect(text).toContain('autoexport_http_request_duration_seconds_count{method="GET",route="/api/cars/:id",status="2xx"} 2');
    expect(text).toContain('autoexport_http_request_duration_seconds_count{method="GET",route="unmatched",status="4xx"} 1');
  });

  it('answers the same metric when two owners declare one name', () => {
    const metrics = new Metrics();
    expect(metrics.counter({ name: 'x_total', help: 'x' })).toBe(metrics.counter({ name: 'x_total', help: 'x' }));
  });
});

import { describe, expect, it } from '@jest/globals';
import { jobLabel, jobSeconds } from './job-metrics.js';

describe('job metrics', () => {
  it('labels a declared job by name and anything else as unknown', () => {
    expect(jobLabel('send-email')).toBe('send-email');
    expect(jobLabel('renamed-last-year')).toBe('unknown');
  });

  it('measures a run from processedOn to finishedOn, or to now for one that will be retried', () => {
    expect(jobSeconds({ processedOn: 1_000, finishedOn: 3_500 })).toBe(2.5);
    expect(jobSeconds({ processedOn: 1_000, finishedOn: undefined }, 2_000)).toBe(1);
    expect(jobSeconds({ processedOn: undefined, finishedOn: undefined })).toBeUndefined();
  });
});

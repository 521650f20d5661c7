import { describe, expect, it } from '@jest/globals';
import { IMPORT_MACHINE, importFinished } from './import-machine.js';

describe('the feed import machine (issue 24)', () => {
  it('is moved by its job only: queued → running → done or failed', () => {
    expect(IMPORT_MACHINE.targets('queued', 'job')).toEqual(['running', 'failed']);
    expect(IMPORT_MACHINE.targets('running', 'job')).toEqual(['done', 'failed']);
    expect(IMPORT_MACHINE.refusal('done', 'running', 'job')?.code).toBe('AUCTION_IMPORT_TRANSITION_NOT_ALLOWED');
    expect(IMPORT_MACHINE.refusal('queued', 'done', 'job')?.message).toBe('An import cannot go from queued to done.');
    expect(IMPORT_MACHINE.refusal('running', 'running', 'job')?.code).toBe('AUCTION_IMPORT_ALREADY_IN_STATUS');
  });

  it('calls done and failed finished', () => {
    expect(['queued', 'running', 'done', 'failed'].map((s) => importFinished(s as never))).toEqual([false, false, true, true]);
  });
});

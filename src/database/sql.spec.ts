import { describe, expect, it } from '@jest/globals';
import { deleteInBatches, returnedRows } from './sql.js';

describe('deleteInBatches', () => {
  it('asks for full batches until one comes back short, and adds them up', async () => {
    const left = [3, 3, 1];
    const limits: number[] = [];
    const deleted = await deleteInBatches(async (limit) => {
      limits.push(limit);
      return left.shift() ?? 0;
    }, 3);
    expect(deleted).toBe(7);
    expect(limits).toEqual([3, 3, 3]);
  });

  it('asks once more after an exactly full last batch, and stops on nothing left', async () => {
    const left = [2, 2];
    let calls = 0;
    const deleted = await deleteInBatches(async () => {
      calls += 1;
      return left.shift() ?? 0;
    }, 2);
    expect(deleted).toBe(4);
    expect(calls).toBe(3);
  });
});

describe('returnedRows', () => {
  it('reads the rows of a DELETE … RETURNING answer, and a SELECT answer as it is', () => {
    expect(returnedRows([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(returnedRows([{ id: 2 }])).toEqual([{ id: 2 }]);
  });
});

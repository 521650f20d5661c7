import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cyclesOf, formatCycles, moduleGraph } from './check-module-cycles.mjs';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-module-cycles.mjs');

/**
 * A small tree of modules: orders reads cars, cars reads orders back through a type-only import (a cycle all the same),
 * shipments reads orders one way, and a spec of cars may reach up into shipments without making a cycle.
 */
const FIXTURE: Record<string, string> = {
  'cars/car.entity.ts': `export class Car {}\n`,
  'cars/car-stock.service.ts': `import { Car } from './car.entity.js';\n\nimport type { Order } from '../orders/order.entity.js';\nexport const hold = (car: Car, order: Order) => [car, order];\n`,
  'cars/car-stock.service.spec.ts': `import { Shipment } from '../shipments/shipment.entity.js';\n`,
  'orders/order.entity.ts': `import { Car } from '../cars/car.entity.js';\nexport class Order { car?: Car }\n`,
  'shipments/shipment.entity.ts': `import { Order } from '../orders/order.entity.js';\nexport class Shipment { order?: Order }\n`,
  'shipments/shipments.module.ts': `export { Order } from '../orders/order.entity.js';\n`,
};
const files = Object.entries(FIXTURE).map(([file, source]) => ({ file, source }));

describe('the module cycle check', () => {
  it('finds the cycle a type-only import closes, and names the import of each edge with its line', () => {
    const edges = moduleGraph(files);
    const cycles = cyclesOf(edges);
    expect(cycles).toEqual([['cars', 'orders']]);
    expect(formatCycles(edges, cycles)).toBe(
      [
        'Module cycle: cars → orders → cars',
        "  cars → orders: src/modules/cars/car-stock.service.ts:3 imports '../orders/order.entity.js'",
        "  orders → cars: src/modules/orders/order.entity.ts:1 imports '../cars/car.entity.js'",
      ].join('\n'),
    );
  });

  it('counts re-exports as edges and leaves specs and imports within a module out', () => {
    const edges = moduleGraph(files);
    expect([...edges.get('shipments')!.keys()]).toEqual(['orders']);
    expect(edges.get('shipments')!.get('orders')).toEqual({
      file: 'shipments/shipment.entity.ts',
      line: 1,
      specifier: '../orders/order.entity.js',
    });
    expect([...edges.get('cars')!.keys()]).toEqual(['orders']);
  });

  it('passes a graph that only goes one way', () => {
    const oneWay = files.filter(({ file }) => file !== 'cars/car-stock.service.ts');
    expect(cyclesOf(moduleGraph(oneWay))).toEqual([]);
  });

  it('names every edge of a larger tangle in some cycle', () => {
    const tangle = [
      { file: 'a/a.ts', source: `import '../b/b.js';\n` },
      { file: 'b/b.ts', source: `import '../c/c.js';\nimport '../a/a.js';\n` },
      { file: 'c/c.ts', source: `const later = () => import('../a/a.js');\n` },
    ];
    const cycles = cyclesOf(moduleGraph(tangle));
    expect(cycles).toEqual([
      ['a', 'b'],
      ['a', 'b', 'c'],
    ]);
  });

  it('fails the lint step from the command line, printing the cycle', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'module-cycles-'));
    try {
      for (const [file, source] of Object.entries(FIXTURE)) {
        mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
        writeFileSync(path.join(root, file), source);
      }
      const failing = spawnSync(process.execPath, [SCRIPT, '--root', root], { encoding: 'utf8' });
      expect(failing.status).toBe(1);
      expect(failing.stderr).toContain('Module cycle: cars → orders → cars');
      expect(failing.stderr).toContain('cars → orders: ');
      expect(failing.stderr).toContain("car-stock.service.ts:3 imports '../orders/order.entity.js'");

      rmSync(path.join(root, 'cars', 'car-stock.service.ts'));
      const passing = spawnSync(process.execPath, [SCRIPT, '--root', root], { encoding: 'utf8' });
      expect(passing.status).toBe(0);
      expect(passing.stderr).toBe('');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

import type { ModelSpec } from './catalogue-data.js';
import type { Rng } from './random.js';

/** The equipment list of a generated car: what a car of its body type, class and year plausibly has. */

/** Every feature a generated car can list, in the order listings show them. */
export const FEATURE_ORDER = [
  'Air conditioning',
  'Power steering',
  'Power windows',
  'Central locking',
  'ABS',
  'Airbags',
  'Keyless entry',
  'Push start',
  'Navigation',
  'Back camera',
  'Bluetooth',
  'ETC',
  'Cruise control',
  'Collision mitigation brake',
  'Lane keeping assist',
  'LED headlights',
  'Fog lights',
  'Alloy wheels',
  'Leather seats',
  'Heated seats',
  'Sunroof',
  'Power sliding doors',
  'Power tailgate',
  'Third row seats',
  'Roof rails',
  'Tow hitch',
  'Tilt cab',
  'Bed liner',
  'Automatic door',
  'Reclining seats',
] as const;

/** The features of one car, drawn from `rng` (the number and order of draws are part of the seeded stream). */
export function featuresOf(model: ModelSpec, year: number, age: number, score: number, rng: Rng): string[] {
  const has = new Set<string>();
  const add = (feature: (typeof FEATURE_ORDER)[number], probability: number) => {
    if (rng.chance(probability)) has.add(feature);
  };
  const luxury = model.category === 'luxury';
  const truck = model.bodyType === 'truck';
  const bus = model.bodyType === 'bus';
  const recent = (from: number, p: number) => (year >= from ? p : p * 0.15);
  add('Air conditioning', 0.99);
  add('Power steering', 0.99);
  add('Power windows', truck ? 0.6 : 0.96);
  add('Central locking', truck || bus ? 0.5 : 0.85);
  add('ABS', year >= 2005 ? 0.97 : 0.7);
  add('Airbags', model.category === 'kei' && truck ? 0.6 : 0.96);
  if (!truck && !bus) {
    add('Keyless entry', recent(2010, 0.75));
    add('Push start', model.category === 'commercial' ? 0.1 : recent(2013, 0.55));
    add('Navigation', luxury ? 0.9 : 0.55);
    add('Back camera', luxury ? 0.85 : recent(2012, 0.55));
    add('Bluetooth', recent(2014, 0.45));
    add('Cruise control', luxury || model.category === 'suv' ? 0.8 : 0.3);
    add('Collision mitigation brake', recent(2017, 0.6));
    add('Lane keeping assist', recent(2018, 0.35));
    add('LED headlights', recent(2016, luxury ? 0.85 : 0.45));
    add('Fog lights', 0.3);
    add('Alloy wheels', model.category === 'commercial' ? 0.1 : luxury ? 0.95 : 0.6);
    add('Leather seats', luxury ? 0.75 : model.category === 'sports' ? 0.3 : 0.06);
    add('Heated seats', luxury ? 0.55 : 0.08);
    add('Sunroof', luxury ? 0.35 : model.bodyType === 'suv' ? 0.12 : model.bodyType === 'convertible' ? 0 : 0.03);
    if (model.bodyType === 'minivan' || (model.bodyType === 'kei' && model.size[2] >= 1.7)) add('Power sliding doors', 0.8);
    if ((model.bodyType === 'suv' || model.bodyType === 'minivan') && luxury) add('Power tailgate', 0.6);
    if (model.seats >= 7 && model.bodyType !== 'van') has.add('Third row seats');
    if (model.bodyType === 'suv' || model.bodyType === 'wagon') add('Roof rails', 0.45);
    if (model.bodyType === 'suv' || model.bodyType === 'pickup') add('Tow hitch', 0.18);
  } else {
    add('Navigation', 0.2);
    add('Back camera', recent(2012, 0.35));
    add('ETC', 0.5);
  }
  if (truck) {
    if (model.category !== 'kei') add('Tilt cab', 0.7);
    add('Bed liner', 0.25);
  }
  if (bus) {
    add('Automatic door', 0.85);
    add('Reclining seats', 0.5);
  }
  if (!truck && !bus) add('ETC', 0.45);
  // Old, worn cars lose their gadgets' mention in the listing.
  if (score < 2.5 || age > 15) has.delete('Bluetooth');
  return FEATURE_ORDER.filter((f) => has.has(f));
}

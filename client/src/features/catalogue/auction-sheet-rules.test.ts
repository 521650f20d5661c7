import { describe, expect, it } from 'vitest';
import { damageMeaning, overallGradeKey, partGradeKey } from './auction-sheet-rules';

describe('auction sheet marks', () => {
  it('names the meaning of each overall grade, and none for an unknown one', () => {
    expect(overallGradeKey('4.5')).toBe('auction.overall.g4_5');
    expect(overallGradeKey('ra')).toBe('auction.overall.gRA');
    expect(overallGradeKey('S')).toBe('auction.overall.gS');
    expect(overallGradeKey('***')).toBeNull();
  });

  it('reads interior and exterior grades A to E', () => {
    expect(partGradeKey('B')).toBe('auction.part.B');
    expect(partGradeKey('F')).toBeNull();
  });

  it('reads a damage code as its kind and its size', () => {
    expect(damageMeaning('A2')).toEqual({ kindKey: 'auction.damage.scratch', severityKey: 'auction.severity.2' });
    expect(damageMeaning('u1')).toEqual({ kindKey: 'auction.damage.dent', severityKey: 'auction.severity.1' });
    expect(damageMeaning('W3')).toEqual({ kindKey: 'auction.damage.wave', severityKey: 'auction.severity.3' });
    expect(damageMeaning('XX')).toEqual({ kindKey: 'auction.damage.replaced' });
    expect(damageMeaning('X1')).toEqual({ kindKey: 'auction.damage.glassCrack' });
    expect(damageMeaning('X')).toEqual({ kindKey: 'auction.damage.replace' });
    expect(damageMeaning('P')).toEqual({ kindKey: 'auction.damage.paint' });
  });

  it('does not explain what it does not know', () => {
    expect(damageMeaning('A4')).toBeNull();
    expect(damageMeaning('A')).toBeNull();
    expect(damageMeaning('Z9')).toBeNull();
  });
});

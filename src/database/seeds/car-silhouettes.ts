import type { BodyType } from './catalogue-data.js';

/**
 * The side silhouette of each body type the demo pictures draw. Units: the car is 100 long (x from the rear
 * at 0 to the front at 100), y is the height above the ground. Each body type gives its outline, side
 * windows, wheels and the height of its front and rear faces; car-picture-svg.ts turns these into the side
 * and three-quarter views.
 */

export interface Profile {
  outline: [number, number][];
  windows: [number, number][][];
  wheels: { x: number; r: number }[];
  /** Height of the front face's top (bonnet edge) and of the rear face's top, for the three-quarter views. */
  frontTop: number;
  rearTop: number;
  /** Extra shapes in body colour (a truck's bed, a box). */
  extras?: [number, number][][];
}

// Point lists read better on one line each.
// prettier-ignore
export const PROFILES: Record<BodyType, Profile> = {
  sedan: {
    outline: [[1, 8], [1, 19], [4, 22.5], [24, 24], [31, 24.5], [39, 31], [61, 31.5], [73, 24.5], [92, 22], [99, 18], [99, 8]],
    windows: [[[34, 25], [40, 30], [49, 30.3], [49, 25]], [[51, 25], [51, 30.3], [60.5, 30.5], [70, 25]]],
    wheels: [{ x: 19, r: 7 }, { x: 80, r: 7 }],
    frontTop: 20,
    rearTop: 22,
  },
  hatchback: {
    outline: [[1, 8], [1, 25], [3, 32], [9, 37.5], [57, 38], [73, 27], [90, 24.5], [99, 19], [99, 8]],
    windows: [[[8, 28.5], [12, 35.5], [37, 36], [37, 28.5]], [[39, 28.5], [39, 36], [56, 36], [69, 28.5]]],
    wheels: [{ x: 17, r: 8 }, { x: 82, r: 8 }],
    frontTop: 22,
    rearTop: 30,
  },
  suv: {
    outline: [[1, 10], [1, 27], [2, 35], [5, 37.5], [62, 38], [73, 29.5], [92, 27.5], [99, 23], [99, 10]],
    windows: [[[5, 29], [7, 35], [25, 35.3], [25, 29]], [[27, 29], [27, 35.3], [45, 35.3], [45, 29]], [[47, 29], [47, 35.3], [61, 35.3], [70, 29]]],
    wheels: [{ x: 18, r: 8.5 }, { x: 82, r: 8.5 }],
    frontTop: 26,
    rearTop: 33,
  },
  wagon: {
    outline: [[1, 8], [1, 22], [2, 29], [5, 31.5], [63, 32], [75, 24.5], [92, 22], [99, 18], [99, 8]],
    windows: [[[5, 24], [6, 29.5], [29, 30], [29, 24]], [[31, 24], [31, 30], [48, 30], [48, 24]], [[50, 24], [50, 30], [62, 30], [72, 24]]],
    wheels: [{ x: 18, r: 7 }, { x: 81, r: 7 }],
    frontTop: 20,
    rearTop: 27,
  },
  van: {
    outline: [[1, 7], [1, 40], [3, 42], [86, 42], [93, 36], [98, 26], [99, 22], [99, 7]],
    windows: [[[9, 29], [9, 38.5], [36, 38.5], [36, 29]], [[38, 29], [38, 38.5], [62, 38.5], [62, 29]], [[66, 28], [66, 39], [85, 39], [91.5, 28]]],
    wheels: [{ x: 17, r: 6.5 }, { x: 79, r: 6.5 }],
    frontTop: 22,
    rearTop: 24,
  },
  minivan: {
    outline: [[1, 8], [1, 34], [3, 38], [70, 38.5], [84, 28.5], [96, 24.5], [99, 20], [99, 8]],
    windows: [[[4, 27.5], [5, 35], [24, 35.5], [24, 27.5]], [[26, 27.5], [26, 35.5], [50, 35.5], [50, 27.5]], [[52, 27.5], [52, 35.5], [68, 35.5], [79, 27.5]]],
    wheels: [{ x: 17, r: 7 }, { x: 82, r: 7 }],
    frontTop: 22,
    rearTop: 35,
  },
  pickup: {
    outline: [[1, 9], [1, 22], [43, 22], [43, 33], [45, 34.5], [66, 34.5], [75, 24.5], [95, 22.5], [99, 19], [99, 9]],
    windows: [[[46, 25], [46, 32.5], [55, 32.5], [55, 25]], [[57, 25], [57, 32.5], [65.5, 32.5], [72, 25]]],
    wheels: [{ x: 18, r: 7.5 }, { x: 80, r: 7.5 }],
    frontTop: 21,
    rearTop: 21,
  },
  truck: {
    outline: [[74, 9], [74, 40], [76, 42], [95, 42], [99, 36], [99, 9]],
    windows: [[[78, 27], [78, 38], [93, 38], [96.5, 27]]],
    wheels: [{ x: 17, r: 6.5 }, { x: 26, r: 6.5 }, { x: 86, r: 6.5 }],
    frontTop: 17,
    rearTop: 20,
    extras: [[[1, 12], [1, 20], [72, 20], [72, 12]], [[2, 8], [2, 12], [98, 12], [98, 8]]],
  },
  bus: {
    outline: [[1, 7], [1, 36], [3, 38], [95, 38], [99, 33], [99, 7]],
    windows: [[[5, 24], [5, 34], [17, 34], [17, 24]], [[19, 24], [19, 34], [31, 34], [31, 24]], [[33, 24], [33, 34], [45, 34], [45, 24]], [[47, 24], [47, 34], [59, 34], [59, 24]], [[61, 24], [61, 34], [73, 34], [73, 24]], [[76, 12], [76, 34], [83, 34], [83, 12]], [[86, 22], [86, 34], [96, 34], [98, 22]]],
    wheels: [{ x: 17, r: 6 }, { x: 80, r: 6 }],
    frontTop: 15,
    rearTop: 18,
  },
  coupe: {
    outline: [[1, 8], [1, 19], [5, 22], [20, 24], [42, 31], [59, 31.5], [74, 23.5], [93, 20.5], [99, 16], [99, 8]],
    windows: [[[29, 24.5], [42, 29.7], [57, 30], [70, 24]]],
    wheels: [{ x: 18, r: 7.5 }, { x: 81, r: 7.5 }],
    frontTop: 18,
    rearTop: 21,
  },
  convertible: {
    outline: [[1, 8], [1, 20], [4, 23], [40, 23.5], [63, 24], [70, 23], [92, 21], [99, 17], [99, 8]],
    windows: [[[56, 24], [50, 31.5], [53, 31.5], [61, 24]]],
    wheels: [{ x: 18, r: 8 }, { x: 82, r: 8 }],
    frontTop: 18,
    rearTop: 21,
    extras: [[[34, 23.5], [35, 29], [38, 29.5], [40, 23.5]]],
  },
  kei: {
    outline: [[1, 8], [1, 44], [3, 50], [6, 51.5], [72, 52], [84, 36], [97, 32], [99, 27], [99, 8]],
    windows: [[[6, 36], [7, 48], [34, 48.5], [34, 36]], [[36, 36], [36, 48.5], [70, 48.5], [81, 36]]],
    wheels: [{ x: 19, r: 9 }, { x: 82, r: 9 }],
    frontTop: 27,
    rearTop: 30,
  },
};

export const DRAWN_BODY_TYPES = Object.keys(PROFILES) as BodyType[];

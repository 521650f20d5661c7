import type { BODY_TYPES, CATEGORIES, DRIVES, FUELS, TRANSMISSIONS } from '../../modules/cars/car.entity.js';

/**
 * The demo catalogue's reference table: real makes and models as they are found in Japanese export stock,
 * with the specs a generated car takes from its model. Figures are typical of the generation named by the
 * chassis code (engine sizes, body dimensions in metres, production years, FOB price band in USD for a
 * car from that generation in export condition).
 */

export type BodyType = (typeof BODY_TYPES)[number];
export type Category = (typeof CATEGORIES)[number];
export type Drive = (typeof DRIVES)[number];
export type Fuel = (typeof FUELS)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];

export interface EngineSpec {
  /** Displacement in cc (0 for a battery-electric car). */
  cc: number;
  fuel: Fuel;
  /** Engine (or motor) code as printed on the export certificate. */
  code: string;
  /** When this engine has its own chassis code (e.g. Prado TRJ150W petrol, GDJ150W diesel). */
  chassis?: string;
}

export interface ModelSpec {
  name: string;
  /** Chassis (frame) code prefix, e.g. "GUN125"; the frame number is "<code>-<serial>". */
  chassis: string;
  bodyType: BodyType;
  category: Category;
  engines: EngineSpec[];
  /** The first is the most common. */
  drives: Drive[];
  /** The first is the most common. */
  transmissions: Transmission[];
  doors: number;
  seats: number;
  /** Length, width, height in metres. */
  size: [number, number, number];
  /** First and last model year of this generation. */
  years: [number, number];
  /** FOB price band in USD: an old high-mileage example to a nearly new one. */
  priceUsd: [number, number];
  /** Relative share within its make's stock. */
  weight: number;
}

export type Origin = 'JP' | 'DE' | 'KR';

export interface MakeSpec {
  slug: string;
  title: string;
  description: string;
  /** Letters on the generated logo badge. */
  badge: string;
  /** Badge background colour. */
  badgeColour: string;
  origin: Origin;
  /** Relative share of the whole stock. */
  weight: number;
  /** World manufacturer identifier and model part of a 17-character VIN (non-Japanese makes). */
  vinPrefix?: string;
  models: ModelSpec[];
}

const e = (cc: number, fuel: Fuel, code: string, chassis?: string): EngineSpec =>
  chassis ? { cc, fuel, code, chassis } : { cc, fuel, code };

// One model per line: a table reads better than prettier's one field per line.
// prettier-ignore
export const CATALOGUE: readonly MakeSpec[] = [
  {
    slug: 'toyota',
    title: 'Toyota',
    description:
      "Japan's largest carmaker and the backbone of the export trade: Hilux, Land Cruiser, Hiace and Prius are sought after in Africa, the Caribbean and Asia for their durability and parts supply.",
    badge: 'T',
    badgeColour: '#c8102e',
    origin: 'JP',
    weight: 30,
    models: [
      { name: 'Prius', chassis: 'ZVW30', bodyType: 'hatchback', category: 'hybrid', engines: [e(1800, 'hybrid', '2ZR-FXE')], drives: ['2WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.46, 1.75, 1.49], years: [2009, 2015], priceUsd: [3800, 8500], weight: 10 },
      { name: 'Prius', chassis: 'ZVW50', bodyType: 'hatchback', category: 'hybrid', engines: [e(1800, 'hybrid', '2ZR-FXE')], drives: ['2WD', 'AWD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.54, 1.76, 1.47], years: [2015, 2022], priceUsd: [9000, 19000], weight: 8 },
      { name: 'Aqua', chassis: 'NHP10', bodyType: 'hatchback', category: 'hybrid', engines: [e(1500, 'hybrid', '1NZ-FXE')], drives: ['2WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.0, 1.7, 1.46], years: [2011, 2021], priceUsd: [3900, 9500], weight: 9 },
      { name: 'Vitz', chassis: 'NSP130', bodyType: 'hatchback', category: 'standard', engines: [e(1300, 'petrol', '1NR-FE'), e(1000, 'petrol', '1KR-FE', 'KSP130')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [3.89, 1.7, 1.5], years: [2010, 2019], priceUsd: [3200, 7000], weight: 7 },
      { name: 'Corolla Fielder', chassis: 'NZE161G', bodyType: 'wagon', category: 'standard', engines: [e(1500, 'petrol', '1NZ-FE'), e(1500, 'hybrid', '1NZ-FXE', 'NKE165G')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.41, 1.7, 1.51], years: [2012, 2020], priceUsd: [4500, 10500], weight: 7 },
      { name: 'Corolla Axio', chassis: 'NZE161', bodyType: 'sedan', category: 'standard', engines: [e(1500, 'petrol', '1NZ-FE'), e(1500, 'hybrid', '1NZ-FXE', 'NKE165')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 4, seats: 5, size: [4.4, 1.7, 1.46], years: [2012, 2020], priceUsd: [4200, 9800], weight: 5 },
      { name: 'Hiace Van', chassis: 'KDH201V', bodyType: 'van', category: 'commercial', engines: [e(3000, 'diesel', '1KD-FTV'), e(2000, 'petrol', '1TR-FE', 'TRH200V'), e(2800, 'diesel', '1GD-FTV', 'GDH201V')], drives: ['2WD', '4WD'], transmissions: ['automatic', 'manual'], doors: 5, seats: 6, size: [4.7, 1.7, 1.98], years: [2004, 2023], priceUsd: [9000, 28000], weight: 9 },
      { name: 'Hilux', chassis: 'GUN125', bodyType: 'pickup', category: 'commercial', engines: [e(2400, 'diesel', '2GD-FTV'), e(2800, 'diesel', '1GD-FTV', 'GUN126')], drives: ['4WD'], transmissions: ['automatic', 'manual'], doors: 4, seats: 5, size: [5.34, 1.86, 1.8], years: [2015, 2024], priceUsd: [18000, 34000], weight: 7 },
      { name: 'Land Cruiser', chassis: 'VDJ200', bodyType: 'suv', category: 'suv', engines: [e(4500, 'diesel', '1VD-FTV'), e(4600, 'petrol', '1UR-FE', 'URJ202W')], drives: ['4WD'], transmissions: ['automatic'], doors: 5, seats: 8, size: [4.95, 1.98, 1.88], years: [2007, 2021], priceUsd: [32000, 78000], weight: 5 },
      { name: 'Land Cruiser Prado', chassis: 'TRJ150W', bodyType: 'suv', category: 'suv', engines: [e(2700, 'petrol', '2TR-FE'), e(2800, 'diesel', '1GD-FTV', 'GDJ150W')], drives: ['4WD'], transmissions: ['automatic'], doors: 5, seats: 7, size: [4.76, 1.89, 1.85], years: [2009, 2023], priceUsd: [19000, 46000], weight: 6 },
      { name: 'Harrier', chassis: 'ZSU60W', bodyType: 'suv', category: 'suv', engines: [e(2000, 'petrol', '3ZR-FAE'), e(2500, 'hybrid', '2AR-FXE', 'AVU65W')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.72, 1.84, 1.69], years: [2013, 2020], priceUsd: [14000, 29000], weight: 5 },
      { name: 'RAV4', chassis: 'MXAA54', bodyType: 'suv', category: 'suv', engines: [e(2000, 'petrol', 'M20A-FKS'), e(2500, 'hybrid', 'A25A-FXS', 'AXAH54')], drives: ['4WD', '2WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.6, 1.86, 1.69], years: [2019, 2024], priceUsd: [20000, 32000], weight: 4 },
      { name: 'Alphard', chassis: 'AGH30W', bodyType: 'minivan', category: 'luxury', engines: [e(2500, 'petrol', '2AR-FE'), e(2500, 'hybrid', '2AR-FXE', 'AYH30W'), e(3500, 'petrol', '2GR-FKS', 'GGH30W')], drives: ['2WD', '4WD'], transmissions: ['cvt', 'automatic'], doors: 5, seats: 7, size: [4.95, 1.85, 1.94], years: [2015, 2023], priceUsd: [22000, 48000], weight: 5 },
      { name: 'Noah', chassis: 'ZRR80G', bodyType: 'minivan', category: 'standard', engines: [e(2000, 'petrol', '3ZR-FAE'), e(1800, 'hybrid', '2ZR-FXE', 'ZWR80G')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 8, size: [4.7, 1.7, 1.83], years: [2014, 2021], priceUsd: [8500, 18000], weight: 6 },
      { name: 'Crown', chassis: 'GRS210', bodyType: 'sedan', category: 'luxury', engines: [e(2500, 'petrol', '4GR-FSE'), e(2500, 'hybrid', '2AR-FSE', 'AWS210')], drives: ['2WD', 'AWD'], transmissions: ['automatic', 'cvt'], doors: 4, seats: 5, size: [4.9, 1.8, 1.46], years: [2012, 2018], priceUsd: [8500, 19000], weight: 4 },
      { name: 'Mark X', chassis: 'GRX130', bodyType: 'sedan', category: 'standard', engines: [e(2500, 'petrol', '4GR-FSE'), e(3500, 'petrol', '2GR-FSE', 'GRX133')], drives: ['2WD', '4WD'], transmissions: ['automatic'], doors: 4, seats: 5, size: [4.75, 1.8, 1.44], years: [2009, 2019], priceUsd: [5500, 15500], weight: 4 },
      { name: 'Probox', chassis: 'NCP160V', bodyType: 'van', category: 'commercial', engines: [e(1500, 'petrol', '1NZ-FE'), e(1500, 'hybrid', '1NZ-FXE', 'NHP160V')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.25, 1.69, 1.53], years: [2014, 2024], priceUsd: [4800, 10500], weight: 5 },
      { name: 'Coaster', chassis: 'XZB70', bodyType: 'bus', category: 'commercial', engines: [e(4000, 'diesel', 'N04C')], drives: ['2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 29, size: [6.99, 2.08, 2.64], years: [2017, 2024], priceUsd: [34000, 62000], weight: 1 },
      { name: 'Dyna', chassis: 'XZU710', bodyType: 'truck', category: 'commercial', engines: [e(4000, 'diesel', 'N04C')], drives: ['2WD', '4WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 3, size: [4.69, 1.7, 2.0], years: [2011, 2019], priceUsd: [11500, 23000], weight: 2 },
      { name: '86', chassis: 'ZN6', bodyType: 'coupe', category: 'sports', engines: [e(2000, 'petrol', 'FA20')], drives: ['2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 4, size: [4.24, 1.78, 1.32], years: [2012, 2021], priceUsd: [13500, 26000], weight: 2 },
    ],
  },
  {
    slug: 'nissan',
    title: 'Nissan',
    description:
      'From the e-POWER Note to the NV350 Caravan and the X-Trail, Nissan stock covers city cars, family people-movers and work vans at accessible prices.',
    badge: 'N',
    badgeColour: '#3b3b3b',
    origin: 'JP',
    weight: 14,
    models: [
      { name: 'Note', chassis: 'E12', bodyType: 'hatchback', category: 'standard', engines: [e(1200, 'petrol', 'HR12DE'), e(1200, 'hybrid', 'HR12DE-EM57', 'HE12')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.1, 1.7, 1.53], years: [2012, 2020], priceUsd: [3800, 10500], weight: 10 },
      { name: 'X-Trail', chassis: 'NT32', bodyType: 'suv', category: 'suv', engines: [e(2000, 'petrol', 'MR20DD'), e(2000, 'hybrid', 'MR20DD-RM31', 'HNT32')], drives: ['4WD', '2WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.69, 1.82, 1.74], years: [2013, 2022], priceUsd: [9500, 21000], weight: 8 },
      { name: 'Serena', chassis: 'C27', bodyType: 'minivan', category: 'standard', engines: [e(2000, 'petrol', 'MR20DD'), e(1200, 'hybrid', 'HR12DE-EM57', 'HC27')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 8, size: [4.77, 1.74, 1.87], years: [2016, 2022], priceUsd: [9000, 18500], weight: 7 },
      { name: 'March', chassis: 'K13', bodyType: 'hatchback', category: 'standard', engines: [e(1200, 'petrol', 'HR12DE')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [3.83, 1.67, 1.52], years: [2010, 2022], priceUsd: [2800, 6200], weight: 5 },
      { name: 'Juke', chassis: 'YF15', bodyType: 'suv', category: 'suv', engines: [e(1500, 'petrol', 'HR15DE'), e(1600, 'petrol', 'MR16DDT', 'NF15')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.14, 1.77, 1.57], years: [2010, 2019], priceUsd: [4800, 10500], weight: 5 },
      { name: 'NV350 Caravan', chassis: 'VW6E26', bodyType: 'van', category: 'commercial', engines: [e(2500, 'diesel', 'YD25DDTi'), e(2000, 'petrol', 'QR20DE', 'VR2E26')], drives: ['2WD', '4WD'], transmissions: ['automatic', 'manual'], doors: 5, seats: 6, size: [4.7, 1.7, 1.99], years: [2012, 2021], priceUsd: [11500, 25000], weight: 6 },
      { name: 'NV200 Vanette', chassis: 'VM20', bodyType: 'van', category: 'commercial', engines: [e(1600, 'petrol', 'HR16DE')], drives: ['2WD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.4, 1.7, 1.86], years: [2009, 2021], priceUsd: [5500, 12000], weight: 4 },
      { name: 'Leaf', chassis: 'ZE1', bodyType: 'hatchback', category: 'hybrid', engines: [e(0, 'electric', 'EM57')], drives: ['2WD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.48, 1.79, 1.54], years: [2017, 2023], priceUsd: [9500, 21000], weight: 3 },
      { name: 'Skyline', chassis: 'HV37', bodyType: 'sedan', category: 'luxury', engines: [e(3500, 'hybrid', 'VQ35HR'), e(3000, 'petrol', 'VR30DDTT', 'RV37')], drives: ['2WD', 'AWD'], transmissions: ['automatic'], doors: 4, seats: 5, size: [4.8, 1.82, 1.44], years: [2014, 2022], priceUsd: [13500, 27000], weight: 3 },
      { name: 'Elgrand', chassis: 'TE52', bodyType: 'minivan', category: 'luxury', engines: [e(2500, 'petrol', 'QR25DE'), e(3500, 'petrol', 'VQ35DE', 'PE52')], drives: ['2WD', '4WD'], transmissions: ['cvt', 'automatic'], doors: 5, seats: 7, size: [4.92, 1.85, 1.82], years: [2010, 2023], priceUsd: [11500, 27000], weight: 3 },
      { name: 'Atlas', chassis: 'TZ2F24', bodyType: 'truck', category: 'commercial', engines: [e(3000, 'diesel', 'ZD30DDTi')], drives: ['2WD', '4WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 3, size: [4.69, 1.7, 2.05], years: [2007, 2022], priceUsd: [11500, 23000], weight: 2 },
      { name: 'Fairlady Z', chassis: 'Z34', bodyType: 'coupe', category: 'sports', engines: [e(3700, 'petrol', 'VQ37VHR')], drives: ['2WD'], transmissions: ['automatic', 'manual'], doors: 2, seats: 2, size: [4.26, 1.85, 1.32], years: [2008, 2020], priceUsd: [14500, 29000], weight: 1 },
    ],
  },
  {
    slug: 'honda',
    title: 'Honda',
    description: 'Fuel-sipping Fit and Vezel hybrids, roomy Freed and Stepwgn people-movers and the N-BOX, Japan’s best-selling kei car.',
    badge: 'H',
    badgeColour: '#cc0000',
    origin: 'JP',
    weight: 11,
    models: [
      { name: 'Fit', chassis: 'GK3', bodyType: 'hatchback', category: 'standard', engines: [e(1300, 'petrol', 'L13B'), e(1500, 'hybrid', 'LEB', 'GP5')], drives: ['2WD', '4WD'], transmissions: ['cvt', 'automatic'], doors: 5, seats: 5, size: [3.96, 1.7, 1.53], years: [2013, 2020], priceUsd: [4500, 10500], weight: 10 },
      { name: 'Vezel', chassis: 'RU1', bodyType: 'suv', category: 'suv', engines: [e(1500, 'petrol', 'L15B'), e(1500, 'hybrid', 'LEB', 'RU3')], drives: ['2WD', '4WD'], transmissions: ['cvt', 'automatic'], doors: 5, seats: 5, size: [4.3, 1.77, 1.61], years: [2013, 2021], priceUsd: [8500, 17500], weight: 8 },
      { name: 'Freed', chassis: 'GB5', bodyType: 'minivan', category: 'standard', engines: [e(1500, 'petrol', 'L15B'), e(1500, 'hybrid', 'LEB', 'GB7')], drives: ['2WD', '4WD'], transmissions: ['cvt', 'automatic'], doors: 5, seats: 6, size: [4.27, 1.7, 1.71], years: [2016, 2023], priceUsd: [8000, 16000], weight: 6 },
      { name: 'Stepwgn', chassis: 'RP3', bodyType: 'minivan', category: 'standard', engines: [e(1500, 'petrol', 'L15B'), e(2000, 'hybrid', 'LFA', 'RP5')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 8, size: [4.69, 1.7, 1.84], years: [2015, 2022], priceUsd: [9500, 19000], weight: 5 },
      { name: 'N-BOX', chassis: 'JF3', bodyType: 'kei', category: 'kei', engines: [e(660, 'petrol', 'S07B')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 4, size: [3.4, 1.48, 1.79], years: [2017, 2023], priceUsd: [5500, 11000], weight: 7 },
      { name: 'N-BOX', chassis: 'JF1', bodyType: 'kei', category: 'kei', engines: [e(660, 'petrol', 'S07A')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 4, size: [3.4, 1.48, 1.78], years: [2011, 2017], priceUsd: [3000, 6500], weight: 4 },
      { name: 'Civic', chassis: 'FK7', bodyType: 'hatchback', category: 'standard', engines: [e(1500, 'petrol', 'L15C')], drives: ['2WD'], transmissions: ['cvt', 'manual'], doors: 5, seats: 5, size: [4.52, 1.8, 1.44], years: [2017, 2021], priceUsd: [12000, 21000], weight: 3 },
      { name: 'CR-V', chassis: 'RW1', bodyType: 'suv', category: 'suv', engines: [e(1500, 'petrol', 'L15B'), e(2000, 'hybrid', 'LFB', 'RT5')], drives: ['4WD', '2WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.6, 1.86, 1.68], years: [2018, 2022], priceUsd: [15000, 26000], weight: 3 },
      { name: 'Odyssey', chassis: 'RC1', bodyType: 'minivan', category: 'standard', engines: [e(2400, 'petrol', 'K24W'), e(2000, 'hybrid', 'LFA', 'RC4')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 7, size: [4.83, 1.82, 1.69], years: [2013, 2022], priceUsd: [9500, 23000], weight: 3 },
      { name: 'Accord', chassis: 'CV3', bodyType: 'sedan', category: 'hybrid', engines: [e(2000, 'hybrid', 'LFA')], drives: ['2WD'], transmissions: ['cvt'], doors: 4, seats: 5, size: [4.9, 1.86, 1.45], years: [2020, 2023], priceUsd: [18000, 29000], weight: 2 },
    ],
  },
  {
    slug: 'mazda',
    title: 'Mazda',
    description: 'SKYACTIV petrol and clean-diesel cars with a driver’s feel: Demio, CX-5, Axela and the Roadster.',
    badge: 'MZ',
    badgeColour: '#101820',
    origin: 'JP',
    weight: 7,
    models: [
      { name: 'Demio', chassis: 'DJ3FS', bodyType: 'hatchback', category: 'standard', engines: [e(1300, 'petrol', 'P3-VPS'), e(1500, 'diesel', 'S5-DPTS', 'DJ5FS')], drives: ['2WD', '4WD'], transmissions: ['automatic', 'manual'], doors: 5, seats: 5, size: [4.06, 1.7, 1.5], years: [2014, 2019], priceUsd: [4200, 9000], weight: 9 },
      { name: 'CX-5', chassis: 'KF2P', bodyType: 'suv', category: 'suv', engines: [e(2200, 'diesel', 'SH-VPTS'), e(2000, 'petrol', 'PE-VPS', 'KFEP')], drives: ['4WD', '2WD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.55, 1.84, 1.69], years: [2017, 2023], priceUsd: [14000, 27000], weight: 8 },
      { name: 'CX-5', chassis: 'KE2FW', bodyType: 'suv', category: 'suv', engines: [e(2200, 'diesel', 'SH-VPTS'), e(2000, 'petrol', 'PE-VPS', 'KEEFW')], drives: ['2WD', '4WD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.54, 1.84, 1.71], years: [2012, 2016], priceUsd: [6500, 12500], weight: 4 },
      { name: 'Axela', chassis: 'BM5FS', bodyType: 'hatchback', category: 'standard', engines: [e(1500, 'petrol', 'P5-VPS'), e(2200, 'diesel', 'SH-VPTS', 'BM2FS')], drives: ['2WD', '4WD'], transmissions: ['automatic', 'manual'], doors: 5, seats: 5, size: [4.46, 1.8, 1.47], years: [2013, 2019], priceUsd: [5200, 11500], weight: 6 },
      { name: 'Atenza Wagon', chassis: 'GJ2FW', bodyType: 'wagon', category: 'standard', engines: [e(2200, 'diesel', 'SH-VPTR'), e(2500, 'petrol', 'PY-VPR', 'GJ5FW')], drives: ['2WD', '4WD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.81, 1.84, 1.48], years: [2012, 2019], priceUsd: [7500, 16500], weight: 4 },
      { name: 'CX-3', chassis: 'DK5FW', bodyType: 'suv', category: 'suv', engines: [e(1500, 'diesel', 'S5-DPTS'), e(2000, 'petrol', 'PE-VPS', 'DKEFW')], drives: ['2WD', '4WD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.28, 1.77, 1.55], years: [2015, 2022], priceUsd: [8500, 16500], weight: 4 },
      { name: 'Roadster', chassis: 'ND5RC', bodyType: 'convertible', category: 'sports', engines: [e(1500, 'petrol', 'P5-VPR')], drives: ['2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 2, size: [3.92, 1.74, 1.24], years: [2015, 2024], priceUsd: [14000, 25000], weight: 2 },
      { name: 'Bongo Van', chassis: 'SKP2V', bodyType: 'van', category: 'commercial', engines: [e(1800, 'petrol', 'L8')], drives: ['2WD', '4WD'], transmissions: ['automatic', 'manual'], doors: 5, seats: 5, size: [4.4, 1.69, 1.93], years: [2010, 2020], priceUsd: [6500, 14000], weight: 3 },
      { name: 'Premacy', chassis: 'CWEFW', bodyType: 'minivan', category: 'standard', engines: [e(2000, 'petrol', 'PE-VPS')], drives: ['2WD', '4WD'], transmissions: ['automatic'], doors: 5, seats: 7, size: [4.59, 1.75, 1.62], years: [2010, 2018], priceUsd: [3500, 8000], weight: 3 },
    ],
  },
  {
    slug: 'mitsubishi',
    title: 'Mitsubishi',
    description: 'Go-anywhere Delica D:5 and Pajero, the Outlander PHEV, kei cars and the Canter light truck.',
    badge: 'MI',
    badgeColour: '#e60012',
    origin: 'JP',
    weight: 5,
    models: [
      { name: 'Delica D:5', chassis: 'CV1W', bodyType: 'minivan', category: 'suv', engines: [e(2200, 'diesel', '4N14'), e(2400, 'petrol', '4B12', 'CV5W')], drives: ['4WD'], transmissions: ['automatic', 'cvt'], doors: 5, seats: 8, size: [4.8, 1.8, 1.88], years: [2012, 2024], priceUsd: [13500, 31000], weight: 7 },
      { name: 'Outlander PHEV', chassis: 'GG2W', bodyType: 'suv', category: 'hybrid', engines: [e(2000, 'hybrid', '4B11'), e(2400, 'hybrid', '4B12', 'GG3W')], drives: ['4WD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.7, 1.8, 1.71], years: [2013, 2021], priceUsd: [9500, 21000], weight: 5 },
      { name: 'Pajero', chassis: 'V98W', bodyType: 'suv', category: 'suv', engines: [e(3200, 'diesel', '4M41'), e(3000, 'petrol', '6G72', 'V93W')], drives: ['4WD'], transmissions: ['automatic', 'manual'], doors: 5, seats: 7, size: [4.9, 1.88, 1.87], years: [2006, 2019], priceUsd: [13500, 29000], weight: 5 },
      { name: 'eK Wagon', chassis: 'B11W', bodyType: 'kei', category: 'kei', engines: [e(660, 'petrol', '3B20')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 4, size: [3.4, 1.48, 1.62], years: [2013, 2019], priceUsd: [2800, 6200], weight: 5 },
      { name: 'Mirage', chassis: 'A03A', bodyType: 'hatchback', category: 'standard', engines: [e(1200, 'petrol', '3A92')], drives: ['2WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [3.8, 1.67, 1.51], years: [2012, 2023], priceUsd: [3300, 7200], weight: 4 },
      { name: 'RVR', chassis: 'GA4W', bodyType: 'suv', category: 'suv', engines: [e(1800, 'petrol', '4J10')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.37, 1.77, 1.63], years: [2010, 2023], priceUsd: [5500, 13000], weight: 3 },
      { name: 'Lancer Evolution X', chassis: 'CZ4A', bodyType: 'sedan', category: 'sports', engines: [e(2000, 'petrol', '4B11T')], drives: ['4WD'], transmissions: ['manual', 'automatic'], doors: 4, seats: 5, size: [4.5, 1.81, 1.48], years: [2007, 2015], priceUsd: [19000, 36000], weight: 1 },
      { name: 'Canter', chassis: 'FEB50', bodyType: 'truck', category: 'commercial', engines: [e(3000, 'diesel', '4P10')], drives: ['2WD', '4WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 3, size: [4.69, 1.7, 2.1], years: [2010, 2020], priceUsd: [12500, 25000], weight: 4 },
    ],
  },
  {
    slug: 'subaru',
    title: 'Subaru',
    description: 'Symmetrical all-wheel drive and boxer engines: Forester, Outback, Levorg, XV and the WRX STI.',
    badge: 'SB',
    badgeColour: '#013c74',
    origin: 'JP',
    weight: 5,
    models: [
      { name: 'Forester', chassis: 'SJ5', bodyType: 'suv', category: 'suv', engines: [e(2000, 'petrol', 'FB20'), e(2000, 'petrol', 'FA20DIT', 'SJG')], drives: ['AWD'], transmissions: ['cvt', 'manual'], doors: 5, seats: 5, size: [4.6, 1.8, 1.7], years: [2012, 2018], priceUsd: [6500, 15500], weight: 7 },
      { name: 'Forester', chassis: 'SK9', bodyType: 'suv', category: 'suv', engines: [e(2500, 'petrol', 'FB25'), e(2000, 'hybrid', 'FB20-MA1', 'SKE')], drives: ['AWD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.63, 1.82, 1.73], years: [2018, 2024], priceUsd: [15000, 28000], weight: 5 },
      { name: 'Impreza Sport', chassis: 'GP7', bodyType: 'hatchback', category: 'standard', engines: [e(2000, 'petrol', 'FB20'), e(1600, 'petrol', 'FB16', 'GP2')], drives: ['AWD', '2WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.42, 1.74, 1.47], years: [2011, 2016], priceUsd: [4200, 9000], weight: 5 },
      { name: 'Legacy Outback', chassis: 'BS9', bodyType: 'wagon', category: 'standard', engines: [e(2500, 'petrol', 'FB25')], drives: ['AWD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.82, 1.84, 1.61], years: [2014, 2021], priceUsd: [10000, 19500], weight: 4 },
      { name: 'Levorg', chassis: 'VM4', bodyType: 'wagon', category: 'standard', engines: [e(1600, 'petrol', 'FB16DIT'), e(2000, 'petrol', 'FA20DIT', 'VMG')], drives: ['AWD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.69, 1.78, 1.49], years: [2014, 2020], priceUsd: [8500, 17500], weight: 5 },
      { name: 'XV', chassis: 'GT7', bodyType: 'suv', category: 'suv', engines: [e(2000, 'petrol', 'FB20'), e(1600, 'petrol', 'FB16', 'GT3')], drives: ['AWD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.47, 1.8, 1.55], years: [2017, 2023], priceUsd: [10000, 19500], weight: 4 },
      { name: 'WRX STI', chassis: 'VAB', bodyType: 'sedan', category: 'sports', engines: [e(2000, 'petrol', 'EJ20')], drives: ['AWD'], transmissions: ['manual'], doors: 4, seats: 5, size: [4.6, 1.8, 1.48], years: [2014, 2020], priceUsd: [22000, 39000], weight: 2 },
    ],
  },
  {
    slug: 'suzuki',
    title: 'Suzuki',
    description: 'Kei vans and trucks that work for a living, the Swift, and the cult Jimny.',
    badge: 'S',
    badgeColour: '#1e3a8a',
    origin: 'JP',
    weight: 7,
    models: [
      { name: 'Every', chassis: 'DA17V', bodyType: 'van', category: 'kei', engines: [e(660, 'petrol', 'R06A')], drives: ['2WD', '4WD'], transmissions: ['automatic', 'manual'], doors: 5, seats: 4, size: [3.4, 1.48, 1.9], years: [2015, 2024], priceUsd: [3800, 8500], weight: 9 },
      { name: 'Carry Truck', chassis: 'DA16T', bodyType: 'truck', category: 'kei', engines: [e(660, 'petrol', 'R06A')], drives: ['4WD', '2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 2, size: [3.4, 1.48, 1.77], years: [2013, 2024], priceUsd: [3800, 8500], weight: 8 },
      { name: 'Swift', chassis: 'ZC83S', bodyType: 'hatchback', category: 'standard', engines: [e(1200, 'petrol', 'K12C'), e(1400, 'petrol', 'K14C', 'ZC33S')], drives: ['2WD', '4WD'], transmissions: ['cvt', 'manual'], doors: 5, seats: 5, size: [3.84, 1.7, 1.5], years: [2017, 2023], priceUsd: [5500, 12000], weight: 7 },
      { name: 'Jimny', chassis: 'JB64W', bodyType: 'suv', category: 'kei', engines: [e(660, 'petrol', 'R06A')], drives: ['4WD'], transmissions: ['manual', 'automatic'], doors: 3, seats: 4, size: [3.4, 1.48, 1.73], years: [2018, 2024], priceUsd: [14000, 22000], weight: 5 },
      { name: 'Jimny', chassis: 'JB23W', bodyType: 'suv', category: 'kei', engines: [e(660, 'petrol', 'K6A')], drives: ['4WD'], transmissions: ['manual', 'automatic'], doors: 3, seats: 4, size: [3.4, 1.48, 1.68], years: [2004, 2018], priceUsd: [4000, 10000], weight: 4 },
      { name: 'Hustler', chassis: 'MR31S', bodyType: 'kei', category: 'kei', engines: [e(660, 'petrol', 'R06A')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 4, size: [3.4, 1.48, 1.67], years: [2014, 2019], priceUsd: [4200, 8800], weight: 5 },
      { name: 'Wagon R', chassis: 'MH55S', bodyType: 'kei', category: 'kei', engines: [e(660, 'petrol', 'R06A')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 4, size: [3.4, 1.48, 1.65], years: [2017, 2022], priceUsd: [3400, 7200], weight: 5 },
      { name: 'Alto', chassis: 'HA36S', bodyType: 'kei', category: 'kei', engines: [e(660, 'petrol', 'R06A')], drives: ['2WD', '4WD'], transmissions: ['cvt', 'manual'], doors: 5, seats: 4, size: [3.4, 1.48, 1.48], years: [2014, 2021], priceUsd: [2400, 5500], weight: 4 },
      { name: 'Escudo', chassis: 'YEA1S', bodyType: 'suv', category: 'suv', engines: [e(1500, 'petrol', 'M15A'), e(1400, 'petrol', 'K14C', 'YEH1S')], drives: ['4WD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.18, 1.78, 1.61], years: [2015, 2021], priceUsd: [8500, 15500], weight: 2 },
      { name: 'Solio', chassis: 'MA36S', bodyType: 'minivan', category: 'standard', engines: [e(1200, 'petrol', 'K12C')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [3.71, 1.63, 1.75], years: [2015, 2020], priceUsd: [4800, 9200], weight: 3 },
    ],
  },
  {
    slug: 'daihatsu',
    title: 'Daihatsu',
    description: 'Kei specialists: Hijet trucks and vans, the tall Tanto and Move, the Copen roadster and the Rocky.',
    badge: 'D',
    badgeColour: '#d7000f',
    origin: 'JP',
    weight: 5,
    models: [
      { name: 'Hijet Truck', chassis: 'S500P', bodyType: 'truck', category: 'kei', engines: [e(660, 'petrol', 'KF')], drives: ['4WD', '2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 2, size: [3.4, 1.48, 1.78], years: [2014, 2024], priceUsd: [3800, 8800], weight: 9 },
      { name: 'Hijet Cargo', chassis: 'S321V', bodyType: 'van', category: 'kei', engines: [e(660, 'petrol', 'KF')], drives: ['2WD', '4WD'], transmissions: ['automatic', 'manual'], doors: 5, seats: 4, size: [3.4, 1.48, 1.88], years: [2007, 2021], priceUsd: [3200, 7500], weight: 7 },
      { name: 'Tanto', chassis: 'LA600S', bodyType: 'kei', category: 'kei', engines: [e(660, 'petrol', 'KF')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 4, size: [3.4, 1.48, 1.75], years: [2013, 2019], priceUsd: [3300, 7500], weight: 6 },
      { name: 'Move', chassis: 'LA150S', bodyType: 'kei', category: 'kei', engines: [e(660, 'petrol', 'KF')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 4, size: [3.4, 1.48, 1.63], years: [2014, 2023], priceUsd: [2900, 6800], weight: 6 },
      { name: 'Mira e:S', chassis: 'LA300S', bodyType: 'kei', category: 'kei', engines: [e(660, 'petrol', 'KF')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 4, size: [3.4, 1.48, 1.5], years: [2011, 2017], priceUsd: [2200, 4800], weight: 4 },
      { name: 'Rocky', chassis: 'A200S', bodyType: 'suv', category: 'suv', engines: [e(1000, 'petrol', '1KR-VET')], drives: ['2WD', '4WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.0, 1.7, 1.62], years: [2019, 2024], priceUsd: [11000, 17500], weight: 3 },
      { name: 'Copen', chassis: 'LA400K', bodyType: 'convertible', category: 'sports', engines: [e(660, 'petrol', 'KF')], drives: ['2WD'], transmissions: ['cvt', 'manual'], doors: 2, seats: 2, size: [3.4, 1.48, 1.28], years: [2014, 2024], priceUsd: [8500, 16500], weight: 1 },
    ],
  },
  {
    slug: 'isuzu',
    title: 'Isuzu',
    description: 'Diesel light and medium trucks: the Elf in standard and wide cab, the Forward and the heavy Giga.',
    badge: 'IZ',
    badgeColour: '#a6192e',
    origin: 'JP',
    weight: 3,
    models: [
      { name: 'Elf', chassis: 'NKR85', bodyType: 'truck', category: 'commercial', engines: [e(3000, 'diesel', '4JJ1')], drives: ['2WD', '4WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 3, size: [4.69, 1.7, 2.0], years: [2006, 2020], priceUsd: [12500, 27000], weight: 8 },
      { name: 'Elf', chassis: 'NPR85', bodyType: 'truck', category: 'commercial', engines: [e(3000, 'diesel', '4JJ1')], drives: ['2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 3, size: [6.0, 2.0, 2.23], years: [2006, 2020], priceUsd: [15000, 31000], weight: 5 },
      { name: 'Forward', chassis: 'FRR90', bodyType: 'truck', category: 'commercial', engines: [e(5200, 'diesel', '4HK1')], drives: ['2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 3, size: [8.5, 2.3, 2.6], years: [2007, 2021], priceUsd: [24000, 46000], weight: 3 },
      { name: 'Giga', chassis: 'CYJ77', bodyType: 'truck', category: 'commercial', engines: [e(9800, 'diesel', '6UZ1')], drives: ['2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 2, size: [11.9, 2.49, 3.2], years: [2015, 2023], priceUsd: [45000, 82000], weight: 1 },
    ],
  },
  {
    slug: 'lexus',
    title: 'Lexus',
    description: 'Toyota’s luxury line: hybrid RX, NX and IS, the flagship LS and the LX off-roader.',
    badge: 'L',
    badgeColour: '#1a1a1a',
    origin: 'JP',
    weight: 3,
    models: [
      { name: 'RX', chassis: 'GYL25W', bodyType: 'suv', category: 'luxury', engines: [e(3500, 'hybrid', '2GR-FXS'), e(2000, 'petrol', '8AR-FTS', 'AGL20W')], drives: ['AWD', '2WD'], transmissions: ['cvt', 'automatic'], doors: 5, seats: 5, size: [4.89, 1.9, 1.71], years: [2015, 2022], priceUsd: [25000, 46000], weight: 5 },
      { name: 'NX', chassis: 'AYZ15', bodyType: 'suv', category: 'luxury', engines: [e(2500, 'hybrid', '2AR-FXE'), e(2000, 'petrol', '8AR-FTS', 'AGZ15')], drives: ['AWD', '2WD'], transmissions: ['cvt', 'automatic'], doors: 5, seats: 5, size: [4.64, 1.85, 1.65], years: [2014, 2021], priceUsd: [17500, 33000], weight: 5 },
      { name: 'IS', chassis: 'AVE30', bodyType: 'sedan', category: 'luxury', engines: [e(2500, 'hybrid', '2AR-FSE'), e(2000, 'petrol', '8AR-FTS', 'ASE30')], drives: ['2WD'], transmissions: ['cvt', 'automatic'], doors: 4, seats: 5, size: [4.67, 1.81, 1.43], years: [2013, 2020], priceUsd: [12000, 25000], weight: 4 },
      { name: 'LS', chassis: 'USF40', bodyType: 'sedan', category: 'luxury', engines: [e(4600, 'petrol', '1UR-FSE'), e(5000, 'hybrid', '2UR-FSE', 'UVF45')], drives: ['2WD', 'AWD'], transmissions: ['automatic'], doors: 4, seats: 5, size: [5.03, 1.88, 1.47], years: [2006, 2017], priceUsd: [9500, 26000], weight: 2 },
      { name: 'CT', chassis: 'ZWA10', bodyType: 'hatchback', category: 'hybrid', engines: [e(1800, 'hybrid', '2ZR-FXE')], drives: ['2WD'], transmissions: ['cvt'], doors: 5, seats: 5, size: [4.36, 1.77, 1.45], years: [2011, 2022], priceUsd: [6500, 15500], weight: 3 },
      { name: 'LX', chassis: 'URJ201W', bodyType: 'suv', category: 'luxury', engines: [e(5700, 'petrol', '3UR-FE')], drives: ['4WD'], transmissions: ['automatic'], doors: 5, seats: 8, size: [5.07, 1.98, 1.91], years: [2015, 2021], priceUsd: [58000, 96000], weight: 1 },
    ],
  },
  {
    slug: 'hino',
    title: 'Hino',
    description: 'Trucks and buses from Toyota’s commercial arm: Dutro, Ranger, Profia, the Liesse II and Melpha buses.',
    badge: 'HN',
    badgeColour: '#00529b',
    origin: 'JP',
    weight: 2,
    models: [
      { name: 'Ranger', chassis: 'FC9J', bodyType: 'truck', category: 'commercial', engines: [e(6400, 'diesel', 'J07E')], drives: ['2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 3, size: [7.6, 2.25, 2.6], years: [2002, 2017], priceUsd: [17000, 36000], weight: 6 },
      { name: 'Dutro', chassis: 'XZU605', bodyType: 'truck', category: 'commercial', engines: [e(4000, 'diesel', 'N04C')], drives: ['2WD', '4WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 3, size: [4.69, 1.7, 2.0], years: [2011, 2019], priceUsd: [11500, 23500], weight: 6 },
      { name: 'Profia', chassis: 'FR1EXHG', bodyType: 'truck', category: 'commercial', engines: [e(12900, 'diesel', 'E13C')], drives: ['2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 2, size: [11.99, 2.49, 3.35], years: [2010, 2017], priceUsd: [38000, 76000], weight: 2 },
      { name: 'Liesse II', chassis: 'XZB50M', bodyType: 'bus', category: 'commercial', engines: [e(4000, 'diesel', 'N04C')], drives: ['2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 29, size: [6.99, 2.03, 2.63], years: [2011, 2017], priceUsd: [28000, 52000], weight: 2 },
      { name: 'Melpha', chassis: 'RR7JJAA', bodyType: 'bus', category: 'commercial', engines: [e(6400, 'diesel', 'J07E')], drives: ['2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 41, size: [9.0, 2.34, 3.04], years: [2004, 2018], priceUsd: [32000, 72000], weight: 1 },
    ],
  },
  {
    slug: 'mercedes-benz',
    title: 'Mercedes-Benz',
    description: 'Japanese-market Mercedes with full dealer history: C-Class, E-Class and the GLC.',
    badge: 'MB',
    badgeColour: '#5f6b73',
    origin: 'DE',
    weight: 2,
    vinPrefix: 'WDD',
    models: [
      { name: 'C-Class', chassis: '205042', bodyType: 'sedan', category: 'luxury', engines: [e(1600, 'petrol', 'M274'), e(2000, 'petrol', 'M264'), e(2100, 'diesel', 'OM651')], drives: ['2WD'], transmissions: ['automatic'], doors: 4, seats: 5, size: [4.69, 1.81, 1.44], years: [2014, 2021], priceUsd: [13500, 29000], weight: 6 },
      { name: 'E-Class', chassis: '213042', bodyType: 'sedan', category: 'luxury', engines: [e(2000, 'petrol', 'M264'), e(2000, 'diesel', 'OM654')], drives: ['2WD', 'AWD'], transmissions: ['automatic'], doors: 4, seats: 5, size: [4.93, 1.85, 1.46], years: [2016, 2023], priceUsd: [21000, 41000], weight: 4 },
      { name: 'GLC', chassis: '253946', bodyType: 'suv', category: 'luxury', engines: [e(2000, 'petrol', 'M274'), e(2100, 'diesel', 'OM651')], drives: ['AWD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.67, 1.89, 1.65], years: [2016, 2022], priceUsd: [24000, 43000], weight: 3 },
    ],
  },
  {
    slug: 'bmw',
    title: 'BMW',
    description: 'Right-hand-drive BMWs from Japanese owners: the 3 Series, the 5 Series and the X1.',
    badge: 'BMW',
    badgeColour: '#0066b1',
    origin: 'DE',
    weight: 2,
    vinPrefix: 'WBA',
    models: [
      { name: '3 Series', chassis: '8A20', bodyType: 'sedan', category: 'luxury', engines: [e(2000, 'petrol', 'B48B20'), e(2000, 'diesel', 'B47D20')], drives: ['2WD'], transmissions: ['automatic'], doors: 4, seats: 5, size: [4.63, 1.8, 1.44], years: [2012, 2019], priceUsd: [8500, 19500], weight: 6 },
      { name: '5 Series', chassis: 'JA52', bodyType: 'sedan', category: 'luxury', engines: [e(2000, 'petrol', 'B48B20'), e(2000, 'diesel', 'B47D20')], drives: ['2WD', 'AWD'], transmissions: ['automatic'], doors: 4, seats: 5, size: [4.95, 1.87, 1.48], years: [2017, 2023], priceUsd: [19500, 39000], weight: 3 },
      { name: 'X1', chassis: 'HS15', bodyType: 'suv', category: 'luxury', engines: [e(1500, 'petrol', 'B38A15'), e(2000, 'diesel', 'B47C20')], drives: ['2WD', 'AWD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.46, 1.82, 1.61], years: [2015, 2022], priceUsd: [11500, 23000], weight: 4 },
    ],
  },
  {
    slug: 'volkswagen',
    title: 'Volkswagen',
    description: 'Golf, Polo and Tiguan: European hatchbacks and SUVs, most with Japanese dealer service books.',
    badge: 'VW',
    badgeColour: '#001e50',
    origin: 'DE',
    weight: 2,
    vinPrefix: 'WVW',
    models: [
      { name: 'Golf', chassis: 'AUCPT', bodyType: 'hatchback', category: 'standard', engines: [e(1400, 'petrol', 'CPT'), e(1200, 'petrol', 'CJZ')], drives: ['2WD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.27, 1.8, 1.48], years: [2013, 2020], priceUsd: [6500, 14500], weight: 6 },
      { name: 'Polo', chassis: '6RCBZ', bodyType: 'hatchback', category: 'standard', engines: [e(1200, 'petrol', 'CBZ')], drives: ['2WD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.0, 1.69, 1.48], years: [2010, 2018], priceUsd: [3500, 8000], weight: 5 },
      { name: 'Tiguan', chassis: '5NCZD', bodyType: 'suv', category: 'suv', engines: [e(1400, 'petrol', 'CZD'), e(2000, 'diesel', 'DFG')], drives: ['2WD', 'AWD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.5, 1.86, 1.68], years: [2017, 2023], priceUsd: [14000, 25500], weight: 4 },
    ],
  },
  {
    slug: 'hyundai',
    title: 'Hyundai',
    description: 'Korean stock: Tucson and Elantra, the H-1 van and the Porter truck, left-hand drive.',
    badge: 'HY',
    badgeColour: '#002c5f',
    origin: 'KR',
    weight: 2,
    vinPrefix: 'KMH',
    models: [
      { name: 'Tucson', chassis: 'J3TL', bodyType: 'suv', category: 'suv', engines: [e(2000, 'petrol', 'G4NA'), e(2000, 'diesel', 'D4HA')], drives: ['2WD', 'AWD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.48, 1.85, 1.65], years: [2015, 2021], priceUsd: [11500, 21000], weight: 5 },
      { name: 'Elantra', chassis: 'D41AD', bodyType: 'sedan', category: 'standard', engines: [e(1600, 'petrol', 'G4FG')], drives: ['2WD'], transmissions: ['automatic'], doors: 4, seats: 5, size: [4.57, 1.8, 1.44], years: [2016, 2020], priceUsd: [7500, 14000], weight: 4 },
      { name: 'H-1', chassis: 'WJ5TQ', bodyType: 'van', category: 'commercial', engines: [e(2500, 'diesel', 'D4CB')], drives: ['2WD'], transmissions: ['automatic', 'manual'], doors: 4, seats: 12, size: [5.15, 1.92, 1.94], years: [2008, 2021], priceUsd: [11500, 23000], weight: 4 },
      { name: 'Porter II', chassis: 'FB7HR', bodyType: 'truck', category: 'commercial', engines: [e(2500, 'diesel', 'D4CB')], drives: ['2WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 3, size: [5.1, 1.74, 1.97], years: [2004, 2023], priceUsd: [8500, 17000], weight: 4 },
    ],
  },
  {
    slug: 'kia',
    title: 'Kia',
    description: 'Korean stock: Sportage and Sorento SUVs, the Morning city car and the Bongo III truck, left-hand drive.',
    badge: 'KIA',
    badgeColour: '#05141f',
    origin: 'KR',
    weight: 2,
    vinPrefix: 'KNA',
    models: [
      { name: 'Sportage', chassis: 'PM81QL', bodyType: 'suv', category: 'suv', engines: [e(2000, 'petrol', 'G4NA'), e(2000, 'diesel', 'D4HA')], drives: ['2WD', 'AWD'], transmissions: ['automatic'], doors: 5, seats: 5, size: [4.48, 1.86, 1.65], years: [2015, 2021], priceUsd: [10500, 19500], weight: 5 },
      { name: 'Sorento', chassis: 'PU81UM', bodyType: 'suv', category: 'suv', engines: [e(2200, 'diesel', 'D4HB'), e(2400, 'petrol', 'G4KJ')], drives: ['2WD', 'AWD'], transmissions: ['automatic'], doors: 5, seats: 7, size: [4.78, 1.89, 1.69], years: [2014, 2020], priceUsd: [13500, 25000], weight: 4 },
      { name: 'Morning', chassis: 'BA51TA', bodyType: 'hatchback', category: 'standard', engines: [e(1000, 'petrol', 'G3LA')], drives: ['2WD'], transmissions: ['automatic', 'manual'], doors: 5, seats: 5, size: [3.6, 1.6, 1.49], years: [2011, 2017], priceUsd: [3200, 6500], weight: 4 },
      { name: 'Bongo III', chassis: 'SB2PU', bodyType: 'truck', category: 'commercial', engines: [e(2500, 'diesel', 'D4CB')], drives: ['2WD', '4WD'], transmissions: ['manual', 'automatic'], doors: 2, seats: 3, size: [5.14, 1.74, 1.99], years: [2004, 2023], priceUsd: [8000, 16500], weight: 4 },
    ],
  },
];

/** Japanese export yards (the stock port of a car in Japan) with their share of the stock. */
export const JAPAN_PORTS: readonly { port: string; weight: number }[] = [
  { port: 'Yokohama', weight: 30 },
  { port: 'Tokyo', weight: 18 },
  { port: 'Nagoya', weight: 16 },
  { port: 'Osaka', weight: 14 },
  { port: 'Kobe', weight: 12 },
  { port: 'Kawasaki', weight: 10 },
];

/** Stock held abroad: a few cars already stand in a partner's yard. */
export const FOREIGN_YARDS: readonly { country: string; port: string; maxAgeYears: number }[] = [
  // Kenya admits cars up to 8 years from first registration; Pakistan up to 3 (5 for commercial vehicles).
  { country: 'KE', port: 'Mombasa', maxAgeYears: 7 },
  { country: 'PK', port: 'Karachi', maxAgeYears: 3 },
];

/** Korean stock waits for export in Korea. */
export const KOREAN_YARD = { country: 'KR', port: 'Incheon' } as const;

export interface ColourSpec {
  name: string;
  /** The swatch the generated pictures use. */
  swatch: string;
  /** Share of stock. */
  weight: number;
  /** The body types this colour is found on (all when absent): sports yellow, kei beige, and so on. */
  bodies?: readonly BodyType[];
}

const PASSENGER: readonly BodyType[] = [
  'sedan',
  'hatchback',
  'suv',
  'wagon',
  'minivan',
  'coupe',
  'convertible',
  'kei',
  'pickup',
  'van',
  'truck',
];

/** Body colours as listed, with their share of the stock. */
export const COLOURS: readonly ColourSpec[] = [
  { name: 'Pearl White', swatch: 'white', weight: 22 },
  { name: 'White', swatch: 'white', weight: 12 },
  { name: 'Black', swatch: 'black', weight: 17 },
  { name: 'Silver', swatch: 'silver', weight: 14 },
  { name: 'Grey', swatch: 'grey', weight: 8 },
  { name: 'Blue', swatch: 'blue', weight: 5, bodies: PASSENGER },
  { name: 'Dark Blue', swatch: 'navy', weight: 4, bodies: ['sedan', 'suv', 'wagon', 'minivan'] },
  { name: 'Red', swatch: 'red', weight: 5, bodies: ['sedan', 'hatchback', 'suv', 'coupe', 'convertible', 'kei', 'pickup'] },
  { name: 'Wine Red', swatch: 'wine', weight: 2, bodies: ['sedan', 'minivan'] },
  { name: 'Green', swatch: 'green', weight: 2, bodies: ['suv', 'kei'] },
  { name: 'Beige', swatch: 'beige', weight: 3, bodies: ['kei', 'minivan', 'hatchback'] },
  { name: 'Gold', swatch: 'beige', weight: 1, bodies: ['kei', 'minivan', 'hatchback'] },
  { name: 'Brown', swatch: 'brown', weight: 3, bodies: ['suv', 'kei', 'wagon'] },
  { name: 'Yellow', swatch: 'yellow', weight: 1, bodies: ['kei', 'coupe', 'convertible', 'hatchback'] },
  { name: 'Orange', swatch: 'orange', weight: 1, bodies: ['kei', 'suv', 'hatchback'] },
];

/** Work trucks, vans and buses come mostly in white or silver. */
export const COMMERCIAL_COLOURS: readonly ColourSpec[] = [
  { name: 'White', swatch: 'white', weight: 70 },
  { name: 'Silver', swatch: 'silver', weight: 14 },
  { name: 'Blue', swatch: 'blue', weight: 6, bodies: PASSENGER },
  { name: 'Grey', swatch: 'grey', weight: 6 },
  { name: 'Black', swatch: 'black', weight: 4, bodies: PASSENGER },
];

/** The swatches' RGB. */
export const SWATCHES: Readonly<Record<string, string>> = {
  white: '#f3f4f2',
  black: '#17191c',
  silver: '#b9bec4',
  grey: '#6b7179',
  blue: '#2563b8',
  navy: '#1c2b4f',
  red: '#b8202c',
  wine: '#6e1a2a',
  green: '#2f6b3e',
  beige: '#cdbb94',
  brown: '#6b4a2e',
  yellow: '#e9c31b',
  orange: '#e0701e',
};

export const AUCTION_HOUSES: readonly string[] = [
  'USS Tokyo',
  'USS Yokohama',
  'USS Nagoya',
  'TAA Kinki',
  'JU Gifu',
  'CAA Chubu',
  'HAA Kobe',
  'Aucnet',
];

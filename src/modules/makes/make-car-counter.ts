/** Cars of one make: listed (what the catalogue shows) and in every status. */
export interface CarsOfMake {
  listed: number;
  total: number;
}

/**
 * The live car counts the makes lists show, as the catalogue counts them. The makes module sits below cars in the
 * module graph (a car names its make; cars reads makes through MakesDirectory), so it declares what it needs here and
 * the cars module binds its CatalogueCounts to it (cars/make-car-counts.module.ts).
 */
export abstract class MakeCarCounter {
  abstract countByMake(makeIds: readonly number[]): Promise<Map<number, CarsOfMake>>;
}

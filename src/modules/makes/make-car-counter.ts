/** Cars of one make: listed (what the catalogue shows) and in every status. */
export interface CarsOfMake {
  listed: number;
  total: number;
}

/**
 * The live car counts the makes lists show, as the catalogue counts them. The makes module sits below cars in the
 * module graph (a car names its make; cars reads makes through MakesDirectory), so it declares what it needs here and
 * whoever imports MakesModule binds the catalogue's counter to it: `MakesModule.withCarCounts([CarsModule], CatalogueCounts)`.
 */
export abstract class MakeCarCounter {
  abstract countByMake(makeIds: readonly number[]): Promise<Map<number, CarsOfMake>>;
}

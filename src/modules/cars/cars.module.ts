import { Module } from '@nestjs/common';

/** The car catalogue: public search and detail, staff inventory. */
@Module({})
export class CarsModule {}

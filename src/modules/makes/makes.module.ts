import { Module } from '@nestjs/common';

/** Car makes: the public list and the staff screens. */
@Module({})
export class MakesModule {}

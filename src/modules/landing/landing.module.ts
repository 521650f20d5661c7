import { Module } from '@nestjs/common';

/** The home page's lists, tailored to the visitor's country. */
@Module({})
export class LandingModule {}

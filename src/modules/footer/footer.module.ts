import { Module } from '@nestjs/common';

/** What the footer and pre-header show. */
@Module({})
export class FooterModule {}

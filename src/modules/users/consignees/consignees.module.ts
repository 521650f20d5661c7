import { Module } from '@nestjs/common';

/** Consignee and notify-party details on the profile. */
@Module({})
export class ConsigneesModule {}

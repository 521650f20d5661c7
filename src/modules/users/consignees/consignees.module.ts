import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Consignee } from '../consignee.entity.js';
import { ConsigneesController } from './consignees.controller.js';
import { ConsigneesService } from './consignees.service.js';

/** Consignee and notify-party details on the profile. */
@Module({
  imports: [TypeOrmModule.forFeature([Consignee])],
  controllers: [ConsigneesController],
  providers: [ConsigneesService],
  exports: [ConsigneesService],
})
export class ConsigneesModule {}

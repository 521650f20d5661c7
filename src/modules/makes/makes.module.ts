import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../common/uploads/image-uploads.service.js';
import { Make } from './make.entity.js';
import { MakesAdminController } from './makes-admin.controller.js';
import { MakesController } from './makes.controller.js';
import { MakesService } from './makes.service.js';

/** Car makes: the public list (GET /api/makes) and the staff screens (/api/admin/makes). */
@Module({
  imports: [TypeOrmModule.forFeature([Make]), UploadsModule],
  controllers: [MakesController, MakesAdminController],
  providers: [MakesService],
  exports: [MakesService],
})
export class MakesModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../common/uploads/image-uploads.service.js';
import { Office } from './office.entity.js';
import { OfficesAdminController, SupportAgentsAdminController } from './offices-admin.controller.js';
import { OfficesController } from './offices.controller.js';
import { OfficesAdminService } from './offices-admin.service.js';
import { OfficesRepository } from './offices.repository.js';
import { OfficesService } from './offices.service.js';
import { SupportAgent } from './support-agent.entity.js';

/**
 * The global office network and the WhatsApp widget's support agents (issue 11). Table ownership: `offices`,
 * `support_agents`. Exports OfficesService, whose cached directory the footer reads.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Office, SupportAgent]), UploadsModule],
  controllers: [OfficesController, OfficesAdminController, SupportAgentsAdminController],
  providers: [OfficesService, OfficesAdminService, OfficesRepository],
  exports: [OfficesService],
})
export class OfficesModule {}

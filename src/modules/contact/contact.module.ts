import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ContactAdminController } from './contact-admin.controller.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

/** Contact us (issue 10). Table ownership: `contact_messages`; mail through NotificationsService. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage]), NotificationsModule],
  controllers: [ContactController, ContactAdminController],
  providers: [ContactService],
})
export class ContactModule {}

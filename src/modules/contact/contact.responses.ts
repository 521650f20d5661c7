import { StaffPageDto } from '../../common/pagination/page.dto.js';
import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@autoexport/contract/messages';
import { CONTACT_MESSAGE_STATUSES, CONTACT_SUBJECTS, type ContactMessageStatus, type ContactSubject } from './contact-message.entity.js';

export class ContactMessageSentDto {
  @ApiProperty({ example: true })
  success: boolean;
  @ApiProperty({ example: MESSAGES.CONTACT_MESSAGE_SENT })
  message: string;
}

export class ContactMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: CONTACT_SUBJECTS, example: 'sales' })
  subject: ContactSubject;
  @ApiProperty({ example: 'Carlos Mendes' })
  name: string;
  @ApiProperty({ example: 'carlos.mendes@example.com' })
  email: string;
  @ApiProperty({ example: 'Do you ship to Maputo? How long does it take?' })
  message: string;
  @ApiProperty({ example: false, description: 'Whether the sender was signed in' })
  signedIn: boolean;
  @ApiProperty({ enum: CONTACT_MESSAGE_STATUSES, example: 'new', description: 'new until staff mark it handled' })
  status: ContactMessageStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  handledAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null, description: 'The staff member who marked it handled' })
  handledBy: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({
    enum: CONTACT_MESSAGE_STATUSES,
    isArray: true,
    example: ['handled'],
    description: 'What staff may move the message to now, from its transition table: handled while new, new (reopen) once handled',
  })
  nextStatuses: ContactMessageStatus[];
}

export class ContactMessageListDto extends StaffPageDto(ContactMessageDto) {}

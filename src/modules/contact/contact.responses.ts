import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '../../common/errors/messages.js';
import { DEFAULT_PAGE_LIMIT } from '../../common/pagination/pagination.js';
import { CONTACT_SUBJECTS, type ContactSubject } from './contact-message.entity.js';

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
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class ContactMessageListDto {
  @ApiProperty({ type: [ContactMessageDto] })
  items: ContactMessageDto[];
  @ApiProperty({ example: 1 })
  total: number;
  @ApiProperty({ example: 1 })
  page: number;
  @ApiProperty({ example: DEFAULT_PAGE_LIMIT })
  limit: number;
}

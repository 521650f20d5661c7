import { Msg } from '@autoexport/contract/messages';
import { ExportQueryOf, PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import { Choice, Email, FromMoment, SearchText, TextField, ToMoment } from '../../common/validation/fields.js';
import { says } from '../../common/validation/rules.js';
import { lowerTrim } from '../../common/validation/transforms.js';
import { CONTACT_MESSAGE_STATUSES, CONTACT_SUBJECTS, type ContactMessageStatus, type ContactSubject } from './contact-message.entity.js';
import { MESSAGE_MAX } from './contact-rules.js';
import { PrivacyAgreement } from '../../common/validation/contact-fields.js';

/** The Contact us form (spec §2, §5: the privacy policy agreement is required). */
export class SendContactMessageDto {
  @Choice(
    'Subject',
    CONTACT_SUBJECTS,
    { example: 'sales' },
    { invalid: says(Msg.CONTACT_SUBJECT_INVALID), transform: (value) => lowerTrim({ value }) },
  )
  subject: ContactSubject;

  @TextField('Name', 100, { example: 'Carlos Mendes' }, { missing: says(Msg.NAME_REQUIRED) })
  name: string;

  @Email({ type: String, example: 'carlos.mendes@example.com', maxLength: 254, description: 'Trimmed and lower-cased' }, { max: 254 })
  email: string;

  @TextField('Message', MESSAGE_MAX, { example: 'Do you ship to Maputo? How long does it take?' }, { missing: says(Msg.MESSAGE_REQUIRED) })
  message: string;

  @PrivacyAgreement()
  privacyAgreed: boolean;
}

/** What staff may sort contact messages by: when sent, subject, status. */
export const CONTACT_SORT_KEYS = ['createdAt', 'subject', 'status'] as const;

export class ContactMessagesQueryDto extends PageQueryDto {
  @Choice('Subject', CONTACT_SUBJECTS, {}, { presence: 'optional', transform: (value) => lowerTrim({ value }) })
  subject?: ContactSubject;

  @Choice(
    'Status',
    CONTACT_MESSAGE_STATUSES,
    { description: 'new: not handled yet' },
    { presence: 'optional', transform: (value) => lowerTrim({ value }) },
  )
  status?: ContactMessageStatus;

  @SearchText('maputo', 'Text searched in name, email and message (case-insensitive)')
  q?: string;

  @FromMoment('Sent')
  from?: string;

  @ToMoment('Sent')
  to?: string;

  @SortParam(CONTACT_SORT_KEYS, '-createdAt')
  sort?: string;
}

export class ContactMessagesExportQueryDto extends ExportQueryOf(ContactMessagesQueryDto) {}

/** Staff mark a message handled, or reopen it. */
export class UpdateContactMessageStatusDto {
  @Choice('Status', CONTACT_MESSAGE_STATUSES, { example: 'handled', description: 'handled once answered; new reopens it' })
  status: ContactMessageStatus;
}

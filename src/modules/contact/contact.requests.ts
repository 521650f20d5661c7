import { Msg } from '../../common/errors/messages.js';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { Choice, DateFilter, Email, Field, TextField } from '../../common/validation/fields.js';
import { rule, says } from '../../common/validation/rules.js';
import { lowerTrim } from '../../common/validation/transforms.js';
import { CONTACT_SUBJECTS, type ContactSubject } from './contact-message.entity.js';
import { MESSAGE_MAX } from './contact-rules.js';

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

  @Field(
    'Privacy agreement',
    { type: Boolean, example: true, description: 'The privacy policy must be agreed: only `true` is accepted' },
    { missing: says(Msg.PRIVACY_AGREEMENT_REQUIRED) },
    rule('isTrue', 'format', (v) => v === true, says(Msg.PRIVACY_AGREEMENT_REQUIRED)),
  )
  privacyAgreed: boolean;
}

export class ContactMessagesQueryDto extends PageQueryDto {
  @Choice('Subject', CONTACT_SUBJECTS, {}, { presence: 'optional', transform: (value) => lowerTrim({ value }) })
  subject?: ContactSubject;

  @TextField(
    'Search text',
    100,
    { example: 'maputo', description: 'Text searched in name, email and message (case-insensitive)' },
    { presence: 'optional' },
  )
  q?: string;

  @DateFilter('From', { example: '2026-03-01', description: 'Sent from this moment on; a date alone means from its start (UTC)' })
  from?: string;

  @DateFilter('To', { example: '2026-03-31', description: 'Sent up to this moment; a date alone includes the whole day (UTC)' })
  to?: string;
}

import { IsEmail } from 'class-validator';
import { Msg } from '@autoexport/contract/messages';
import { ExportQueryOf, PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import { Choice, Field, isEmpty, SearchText, TextField } from '../../common/validation/fields.js';
import { IsTextValue, MaxChars, says } from '../../common/validation/rules.js';
import { lowerTrim } from '../../common/validation/transforms.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './newsletter-subscription.entity.js';

/** The newsletter popup (spec §5: full name required; email required and in a valid format). */
export class SubscribeNewsletterDto {
  @TextField('Full name', 100, { example: 'Amina Njeri' }, { missing: says(Msg.FULL_NAME_REQUIRED) })
  fullName: string;

  @Field(
    'Email',
    { type: String, example: 'amina.njeri@example.com', maxLength: 254, description: 'Trimmed and lower-cased' },
    { missing: says(Msg.EMAIL_REQUIRED), transform: (value) => lowerTrim({ value }) },
    IsEmail({}, says(Msg.EMAIL_FORMAT_INVALID)),
    MaxChars('Email', 254),
  )
  email: string;
}

export class UnsubscribeNewsletterDto {
  @Field(
    'Unsubscribe token',
    { example: 'q3Zk1H2c0bX9mYc7nS4rVt8wPq5LdE6fJ1uA0oK2iGs', description: 'The `token` query parameter of the emailed link' },
    { missing: says(Msg.NEWSLETTER_TOKEN_REQUIRED), isMissing: (v) => isEmpty(v) || typeof v !== 'string' },
    IsTextValue('Unsubscribe token'),
    MaxChars('Unsubscribe token', 200),
  )
  token: string;
}

/** What staff may sort subscribers by: when subscribed, name, email, status. */
export const NEWSLETTER_SORT_KEYS = ['subscribedAt', 'fullName', 'email', 'status'] as const;

export class NewsletterSubscribersQueryDto extends PageQueryDto {
  @SearchText('njeri', 'Text searched in full name and email (case-insensitive)')
  q?: string;

  @Choice('Status', SUBSCRIPTION_STATUSES, {}, { presence: 'optional' })
  status?: SubscriptionStatus;

  @SortParam(NEWSLETTER_SORT_KEYS, '-subscribedAt')
  sort?: string;
}

export class NewsletterExportQueryDto extends ExportQueryOf(NewsletterSubscribersQueryDto) {}

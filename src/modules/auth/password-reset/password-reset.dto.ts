import { Msg } from '@autoexport/contract/messages';
import { Email, Field, isEmpty, NewPassword } from '../../../common/validation/fields.js';
import { IsTextValue, MaxChars, says } from '../../../common/validation/rules.js';

export class ForgotPasswordDto {
  @Email({ example: 'bilal.khan@example.com', description: 'The address the account was registered with' }, { max: 254 })
  email: string;
}

export class ResetPasswordDto {
  @Field(
    'Reset token',
    { example: 'q3Zk1H2c0bX9mYc7nS4rVt8wPq5LdE6fJ1uA0oK2iGs', description: 'The `token` query parameter of the emailed link' },
    // A token that is not text is as good as none.
    { missing: says(Msg.RESET_TOKEN_REQUIRED), isMissing: (v) => isEmpty(v) || typeof v !== 'string' },
    IsTextValue('Reset token'),
    MaxChars('Reset token', 200),
  )
  token: string;

  @NewPassword({
    example: 'Karachi#2027',
    description: 'The new password: at least 6 characters; a mix of letters, numbers and symbols is advised',
  })
  password: string;
}

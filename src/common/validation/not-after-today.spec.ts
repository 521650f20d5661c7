import { describe, expect, it } from '@jest/globals';
import { AppError } from '../errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { ManualClock } from '../time/clock.js';
import { isNotAfterToday, NotAfterToday } from './not-after-today.js';
import { says } from './rules.js';
import { createValidationPipe } from './validation.pipe.js';

/** 23:59:59.999 on 4 March 2026 in Tokyo: 14:59:59.999 UTC, the same day in both. */
const LAST_MOMENT_OF_4_MARCH_TOKYO = '2026-03-04T14:59:59.999Z';
/** 00:00 on 5 March 2026 in Tokyo, while it is still 4 March in UTC. */
const FIRST_MOMENT_OF_5_MARCH_TOKYO = '2026-03-04T15:00:00.000Z';

const clock = new ManualClock(LAST_MOMENT_OF_4_MARCH_TOKYO);

class PaymentBody {
  @NotAfterToday('Value date', { type: String, format: 'date' }, says(Msg.VALUE_DATE_INVALID), clock)
  valueDate: string;
}

/** The answer of the validation pipe for the body: 'ok', or the code of the field's error. */
async function answer(valueDate: unknown): Promise<string> {
  try {
    await createValidationPipe().transform({ valueDate }, { type: 'body', metatype: PaymentBody });
    return 'ok';
  } catch (error) {
    return (error as AppError).details!.map((d) => `${d.field}: ${d.code}`).join('; ');
  }
}

describe('NotAfterToday', () => {
  it('allows today in Tokyo and refuses tomorrow until Tokyo midnight', async () => {
    clock.set(LAST_MOMENT_OF_4_MARCH_TOKYO);
    expect(await answer('2026-03-04')).toBe('ok');
    expect(await answer('2026-03-05')).toBe('valueDate: VALUE_DATE_INVALID');
  });

  it('allows the new day from 00:00 in Tokyo, though UTC is still on the day before', async () => {
    clock.set(FIRST_MOMENT_OF_5_MARCH_TOKYO);
    expect(await answer('2026-03-05')).toBe('ok');
    expect(await answer('2026-03-06')).toBe('valueDate: VALUE_DATE_INVALID');
  });

  it('refuses what is no calendar day with the field’s one message', async () => {
    clock.set(FIRST_MOMENT_OF_5_MARCH_TOKYO);
    for (const value of ['2026-02-30', '2026-3-04', '04/03/2026', 20260304, null, undefined]) {
      expect([value, await answer(value)]).toEqual([value, expect.stringMatching(/^valueDate: /)]);
    }
    expect(isNotAfterToday('2026-02-30', new Date(FIRST_MOMENT_OF_5_MARCH_TOKYO))).toBe(false);
    expect(isNotAfterToday('2026-02-28', new Date(FIRST_MOMENT_OF_5_MARCH_TOKYO))).toBe(true);
  });
});

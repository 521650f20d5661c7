import { describe, expect, it } from '@jest/globals';
import { REPLY_STATUSES } from './review-reply.entity.js';
import { nextReviewStatuses, REPLY_MACHINE, REVIEW_MACHINE } from './review-rules.js';
import { REVIEW_STATUSES } from './review.entity.js';

describe('the review machine', () => {
  it('lets staff publish or hide a pending review, hide a published one and publish a hidden one again', () => {
    expect(nextReviewStatuses('pending')).toEqual(['published', 'hidden']);
    expect(nextReviewStatuses('published')).toEqual(['hidden']);
    expect(nextReviewStatuses('hidden')).toEqual(['published']);
  });

  it('never sends a review back to pending', () => {
    for (const from of REVIEW_STATUSES.filter((s) => s !== 'pending')) {
      const refusal = REVIEW_MACHINE.refusal(from, 'pending', 'staff');
      expect(refusal?.getStatus()).toBe(409);
      expect(refusal).toMatchObject({ code: 'REVIEW_TRANSITION_NOT_ALLOWED', params: { from, to: 'pending' } });
    }
  });

  it('answers a move to the state a review is in with a 409 that says so', () => {
    for (const status of REVIEW_STATUSES) {
      const refusal = REVIEW_MACHINE.refusal(status, status, 'staff');
      expect(refusal?.getStatus()).toBe(409);
      expect(refusal).toMatchObject({ code: 'REVIEW_ALREADY_IN_STATUS', params: { status }, message: `This review is already ${status}.` });
    }
  });

  it('has no final state: every review can be shown or taken down again', () => {
    for (const status of REVIEW_STATUSES) expect(REVIEW_MACHINE.isFinal(status)).toBe(false);
  });
});

describe('the reply machine', () => {
  it('hides a published reply and publishes a hidden one, nothing else', () => {
    expect(REPLY_MACHINE.targets('published', 'staff')).toEqual(['hidden']);
    expect(REPLY_MACHINE.targets('hidden', 'staff')).toEqual(['published']);
    for (const status of REPLY_STATUSES) {
      expect(REPLY_MACHINE.refusal(status, status, 'staff')).toMatchObject({
        code: 'REVIEW_REPLY_ALREADY_IN_STATUS',
        message: `This reply is already ${status}.`,
      });
    }
  });
});

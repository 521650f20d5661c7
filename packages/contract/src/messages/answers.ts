/** The message catalogue (messages.ts): answers that are not errors. */
export const ANSWER_MESSAGES = {
  // ── Answers that are not errors, kept here so the client translates them the same way (spec §8) ───────────────
  SIGNED_OUT: 'Signed out',
  ACCOUNT_DISCONNECTED: 'Your {provider} account has been disconnected.',
  PROFILE_UPDATED: 'Profile updated successfully',
  PASSWORD_UPDATED: 'Password updated successfully',
  ACCOUNT_DELETED: 'Account deleted successfully',
  PASSWORD_RESET_DONE: 'Password reset successfully',
  USER_DELETED: 'User deleted successfully',
  CAR_DELETED: 'Car deleted successfully',
  CONSIGNEE_DELETED: 'Consignee deleted successfully',
  NEWSLETTER_SUBSCRIBED: 'Thank you for subscribing to our newsletter.',
  NEWSLETTER_UNSUBSCRIBED: 'You have been unsubscribed from our newsletter.',
  /** Spec §8. */
  FAVORITE_ADDED: 'Added to favorites',
  FAVORITE_REMOVED: 'Removed from favorites',
  CAR_REQUEST_SUBMITTED: 'Your car request has been submitted. We will contact you soon.',
  CONTACT_MESSAGE_SENT: 'Thank you for contacting us. We will get back to you soon.',
  DAMAGE_REPORT_SUBMITTED: 'Damage report submitted successfully',
  /** Spec §8. */
  INQUIRY_SUBMITTED: 'Inquiry submitted successfully',
  INQUIRY_RESPONSE_SENT: 'The response has been sent to the customer.',
  INQUIRY_STATUS_UPDATED: 'Inquiry status updated.',
  /** Spec §8. */
  REVIEW_SUBMITTED: 'Review submitted successfully',
  REVIEW_AWAITS_PUBLICATION: 'Your review will appear on the site once our staff have published it.',
  /** Spec §8. */
  REVIEW_REPLY_SUBMITTED: 'Reply submitted successfully',
  /** Spec §8: the empty answer of the public list. */
  REVIEWS_NONE_FOUND: 'No reviews found matching your filters.',
  BLOG_POST_DELETED: 'Blog post deleted',
  SAVED_SEARCH_SAVED: 'Search saved',
  SAVED_SEARCH_DELETED: 'Saved search deleted',
  IMPORT_RULES_DELETED: 'Import rules deleted',
  SAVED_SEARCH_UNSUBSCRIBED: 'You will no longer receive alerts for this saved search.',
  /** The one answer to a forgot-password request, whether or not the account exists. */
  FORGOT_PASSWORD_SENT: 'If an account exists for this email, we have sent a link to reset the password.',
} as const satisfies Record<string, string>;

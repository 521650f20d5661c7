import { AuditEntry } from '../modules/audit/audit-entry.entity.js';
import { AuctionAccount } from '../modules/auctions/bidding/auction-account.entity.js';
import { AuctionBidRequest } from '../modules/auctions/bidding/auction-bid-request.entity.js';
import { AuctionLedgerEntry } from '../modules/auctions/bidding/auction-ledger-entry.entity.js';
import { AuctionLot } from '../modules/auctions/lots/auction-lot.entity.js';
import { AuctionFeedSource } from '../modules/auctions/feeds/auction-feed-source.entity.js';
import { AuctionImport } from '../modules/auctions/feeds/auction-import.entity.js';
import { AuthSession } from '../modules/auth/auth-session.entity.js';
import { OAuthIdentity } from '../modules/auth/oauth-identity.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity.js';
import { RefreshToken } from '../modules/auth/refresh-token.entity.js';
import { AccountActivity } from '../modules/users/account-activity.entity.js';
import { AccountClosure } from '../modules/account-closure/account-closure.entity.js';
import { Consignee } from '../modules/users/consignee.entity.js';
import { User } from '../modules/users/user.entity.js';
import { AuctionSheet } from '../modules/cars/auction-sheet.entity.js';
import { CarDailyStat } from '../modules/cars/car-daily-stat.entity.js';
import { CarImage } from '../modules/cars/car-image.entity.js';
import { Car } from '../modules/cars/car.entity.js';
import { Make } from '../modules/makes/make.entity.js';
import { OrderTransition } from '../modules/orders/order-transition.entity.js';
import { Order } from '../modules/orders/order.entity.js';
import { PaymentAllocation } from '../modules/orders/payment-allocation.entity.js';
import { Payment } from '../modules/orders/payment.entity.js';
import { RemittanceCopy } from '../modules/orders/remittance-copy.entity.js';
import { NewsletterSubscription } from '../modules/newsletter/newsletter-subscription.entity.js';
import { CouponRedemption } from '../modules/coupons/coupon-redemption.entity.js';
import { Coupon } from '../modules/coupons/coupon.entity.js';
import { OrderDocument } from '../modules/shipments/order-document.entity.js';
import { Shipment } from '../modules/shipments/shipment.entity.js';
import { TrackingEvent } from '../modules/shipments/tracking-event.entity.js';
import { Favorite } from '../modules/favorites/favorite.entity.js';
import { CarRequest } from '../modules/car-requests/car-request.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { DamageReport, DamageReportPhoto } from '../modules/damage-reports/damage-report.entity.js';
import { Inquiry } from '../modules/inquiries/inquiry.entity.js';
import { Review } from '../modules/reviews/review.entity.js';
import { ImportRule } from '../modules/import-rules/import-rule.entity.js';
import { EligibilityOverride } from '../modules/import-eligibility/eligibility-override.entity.js';
import { FreightRate } from '../modules/price-calculator/freight-rate.entity.js';
import { InspectionFee } from '../modules/price-calculator/inspection-fee.entity.js';
import { PriceCharge } from '../modules/price-calculator/price-charge.entity.js';
import { InsuranceClaim, InsuranceClaimEvent } from '../modules/insurance/insurance-claim.entity.js';
import { ReviewPhoto } from '../modules/reviews/review-photo.entity.js';
import { ReviewReply } from '../modules/reviews/review-reply.entity.js';
import { BlogPost } from '../modules/blog/blog-post.entity.js';
import {
  AlertPreference,
  AlertWatermark,
  CarAlertEvent,
  FavoriteAlert,
  SavedSearch,
  SavedSearchMatch,
} from '../modules/saved-searches/saved-search.entity.js';
import { ContentPageTranslation } from '../modules/content/content-page-translation.entity.js';
import { ExchangeRate } from '../modules/currencies/exchange-rate.entity.js';
import { FaqCategory } from '../modules/faq/faq-category.entity.js';
import { FaqItem } from '../modules/faq/faq-item.entity.js';
import { Office } from '../modules/offices/office.entity.js';
import { SupportAgent } from '../modules/offices/support-agent.entity.js';
import { WebhookEvent } from '../modules/dealers/webhooks/outbox/webhook-event.entity.js';
import { DomainEventRow } from '../events/domain-event.entity.js';
import { WebhookEndpoint } from '../modules/dealers/webhooks/webhook-endpoint.entity.js';
import { WebhookDelivery } from '../modules/dealers/webhooks/webhook-delivery.entity.js';
import { WebhookDeliveryAttempt } from '../modules/dealers/webhooks/webhook-delivery-attempt.entity.js';

/** Every entity, listed once: the app, the migration scripts and the tests share this list. */
import { ApiKey } from '../modules/dealers/api-keys/api-key.entity.js';
import { ApiKeyCall } from '../modules/dealers/api-keys/api-key-call.entity.js';
import { DealerApiLimit } from '../modules/dealers/api-keys/dealer-api-limit.entity.js';
export const ENTITIES = [
  User,
  Consignee,
  AccountClosure,
  AccountActivity,
  AuthSession,
  RefreshToken,
  OAuthIdentity,
  PasswordResetToken,
  AuditEntry,
  Make,
  Car,
  CarImage,
  AuctionSheet,
  CarDailyStat,
  Order,
  OrderTransition,
  Payment,
  PaymentAllocation,
  RemittanceCopy,
  Shipment,
  TrackingEvent,
  OrderDocument,
  Coupon,
  CouponRedemption,
  NewsletterSubscription,
  Favorite,
  CarRequest,
  ContactMessage,
  DamageReport,
  DamageReportPhoto,
  Inquiry,
  Review,
  ReviewPhoto,
  ReviewReply,
  SavedSearch,
  SavedSearchMatch,
  AlertPreference,
  CarAlertEvent,
  FavoriteAlert,
  AlertWatermark,
  ImportRule,
  EligibilityOverride,
  ContentPageTranslation,
  ExchangeRate,
  FreightRate,
  PriceCharge,
  InspectionFee,
  BlogPost,
  FaqCategory,
  FaqItem,
  Office,
  SupportAgent,
  InsuranceClaim,
  InsuranceClaimEvent,
  AuctionLot,
  AuctionAccount,
  AuctionLedgerEntry,
  AuctionBidRequest,
  AuctionFeedSource,
  AuctionImport,
  ApiKey,
  DealerApiLimit,
  ApiKeyCall,
  WebhookEvent,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryAttempt,
  DomainEventRow,
];

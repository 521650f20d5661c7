import { Initial1795315025363 } from './1795315025363-Initial.js';
import { AddListIndexes1795316578625 } from './1795316578625-AddListIndexes.js';
import { Catalogue1795316985580 } from './1795316985580-Catalogue.js';
import { CatalogueIndexes1795318326125 } from './1795318326125-CatalogueIndexes.js';
import { Orders1795625465226 } from './1795625465226-Orders.js';
import { Shipments1795630201547 } from './1795630201547-Shipments.js';
import { Newsletter1795641068264 } from './1795641068264-Newsletter.js';
import { Favorites1795641218503 } from './1795641218503-Favorites.js';
import { ChassisCheck1795641300000 } from './1795641300000-ChassisCheck.js';
import { Inquiries1795645372373 } from './1795645372373-Inquiries.js';
import { CarRequestsContact1795645388239 } from './1795645388239-CarRequestsContact.js';
import { Reviews1795645442077 } from './1795645442077-Reviews.js';
import { DamageReports1795645469912 } from './1795645469912-DamageReports.js';
import { SavedSearches1795645567678 } from './1795645567678-SavedSearches.js';
import { ImportRules1795659872869 } from './1795659872869-ImportRules.js';
import { ExchangeRates1795660081112 } from './1795660081112-ExchangeRates.js';
import { ContentPages1795660144559 } from './1795660144559-ContentPages.js';
import { BlogPosts1795660157299 } from './1795660157299-BlogPosts.js';
import { FaqOfficesSupportAgents1795660170619 } from './1795660170619-FaqOfficesSupportAgents.js';
import { PriceCalculator1795660332783 } from './1795660332783-PriceCalculator.js';
import { MarineInsuranceClaims1795660492378 } from './1795660492378-MarineInsuranceClaims.js';
import { PreferredCurrencyUnset1795662978552 } from './1795662978552-PreferredCurrencyUnset.js';
import { AdminListIndexes1795672411340 } from './1795672411340-AdminListIndexes.js';
import { AdminReviewsClaimsCouponsIndexes1795672450342 } from './1795672450342-AdminReviewsClaimsCouponsIndexes.js';
import { AdminCarListIndexes1795672615027 } from './1795672615027-AdminCarListIndexes.js';
import { MessagesSortIndexesContactStatus1795672784338 } from './1795672784338-MessagesSortIndexesContactStatus.js';
import { AdminOrderLists1795672822292 } from './1795672822292-AdminOrderLists.js';
import { DashboardSearchIndexes1795673146541 } from './1795673146541-DashboardSearchIndexes.js';
import { AuctionLots1795687446004 } from './1795687446004-AuctionLots.js';
import { AuctionBidding1795687774391 } from './1795687774391-AuctionBidding.js';
import { AuctionFeeds1795687884878 } from './1795687884878-AuctionFeeds.js';
import { AuctionLotSearch1795688034873 } from './1795688034873-AuctionLotSearch.js';
import { WonCarOrders1795698129324 } from './1795698129324-WonCarOrders.js';
import { DealerApiKeys1795700583233 } from './1795700583233-DealerApiKeys.js';
import { Webhooks1795700547006 } from './1795700547006-Webhooks.js';
import { PaymentVoids1795938406564 } from './1795938406564-PaymentVoids.js';
import { AuctionLotResults1795938414772 } from './1795938414772-AuctionLotResults.js';
import { AccountClosures1795938485862 } from './1795938485862-AccountClosures.js';
import { PriceSnapshotEligibilityOverrides1795938964481 } from './1795938964481-PriceSnapshotEligibilityOverrides.js';
import { LedgerUnsettled1795950000000 } from './1795950000000-LedgerUnsettled.js';
import { CarWithdrawn1795960000000 } from './1795960000000-CarWithdrawn.js';
import { DomainEvents1795977782165 } from './1795977782165-DomainEvents.js';
import { OutboxRetention1795989482687 } from './1795989482687-OutboxRetention.js';
import { ImportRuleSources1796001746548 } from './1796001746548-ImportRuleSources.js';

/**
 * Every migration, in order. `npm run migrations:generate -- Name` writes a new file and appends it here;
 * an explicit list (not a glob) works the same in the built app, the scripts and Jest's ESM mode.
 */
export const MIGRATIONS: Function[] = [
  Initial1795315025363,
  AddListIndexes1795316578625,
  Catalogue1795316985580,
  CatalogueIndexes1795318326125,
  Orders1795625465226,
  Shipments1795630201547,
  Newsletter1795641068264,
  Favorites1795641218503,
  ChassisCheck1795641300000,
  Inquiries1795645372373,
  CarRequestsContact1795645388239,
  Reviews1795645442077,
  DamageReports1795645469912,
  SavedSearches1795645567678,
  ImportRules1795659872869,
  ExchangeRates1795660081112,
  ContentPages1795660144559,
  BlogPosts1795660157299,
  FaqOfficesSupportAgents1795660170619,
  PriceCalculator1795660332783,
  MarineInsuranceClaims1795660492378,
  PreferredCurrencyUnset1795662978552,
  AdminListIndexes1795672411340,
  AdminReviewsClaimsCouponsIndexes1795672450342,
  AdminCarListIndexes1795672615027,
  MessagesSortIndexesContactStatus1795672784338,
  AdminOrderLists1795672822292,
  DashboardSearchIndexes1795673146541,
  AuctionLots1795687446004,
  AuctionBidding1795687774391,
  AuctionFeeds1795687884878,
  AuctionLotSearch1795688034873,
  WonCarOrders1795698129324,
  DealerApiKeys1795700583233,
  Webhooks1795700547006,
  PaymentVoids1795938406564,
  AuctionLotResults1795938414772,
  AccountClosures1795938485862,
  PriceSnapshotEligibilityOverrides1795938964481,
  LedgerUnsettled1795950000000,
  CarWithdrawn1795960000000,
  DomainEvents1795977782165,
  OutboxRetention1795989482687,
  ImportRuleSources1796001746548,
];

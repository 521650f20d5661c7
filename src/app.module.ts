import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { RedisModule } from './common/redis/redis.module.js';
import { InfrastructureMetricsModule, MetricsModule } from './common/metrics/metrics.module.js';
import { dataSourceOptions } from './database/data-source.js';
import { EventsModule } from './events/events.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { OutboundModule } from './common/outbound/outbound.service.js';
import { CsvExportsModule } from './common/csv/csv-exports.service.js';
import { JwtAuthGuard } from './common/auth/jwt-auth.guard.js';
import { APP_GUARD } from '@nestjs/core';
import { OAuthModule } from './modules/auth/oauth/oauth.module.js';
import { PasswordResetModule } from './modules/auth/password-reset/password-reset.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { AdminUsersModule } from './modules/user-admin/admin-users.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { ConsigneesModule } from './modules/users/consignees/consignees.module.js';
import { ActivityModule } from './modules/users/activity/activity.module.js';
import { GeoModule } from './modules/geo/geo.module.js';
import { StorageModule } from './common/storage/storage.module.js';
import { MakesModule } from './modules/makes/makes.module.js';
import { CarsModule } from './modules/cars/cars.module.js';
import { MakeCarCountsModule } from './modules/cars/make-car-counts.module.js';
import { CarsAdminModule } from './modules/car-admin/cars-admin.module.js';
import { CatalogueCacheModule } from './common/cache/catalogue-version.service.js';
import { LandingModule } from './modules/landing/landing.module.js';
import { FooterModule } from './modules/footer/footer.module.js';
import { WebModule } from './modules/web/web.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { ShipmentsModule } from './modules/shipments/shipments.module.js';
import { CouponsModule } from './modules/coupons/coupons.module.js';
import { NewsletterModule } from './modules/newsletter/newsletter.module.js';
import { ChassisCheckModule } from './modules/chassis-check/chassis-check.module.js';
import { FavoritesModule } from './modules/favorites/favorites.module.js';
import { CarRequestsModule } from './modules/car-requests/car-requests.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { DamageReportsModule } from './modules/damage-reports/damage-reports.module.js';
import { InquiriesModule } from './modules/inquiries/inquiries.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { SavedSearchesModule } from './modules/saved-searches/saved-searches.module.js';
import { ImportRulesModule } from './modules/import-rules/import-rules.module.js';
import { PriceCalculatorModule } from './modules/price-calculator/price-calculator.module.js';
import { ImportEligibilityModule } from './modules/import-eligibility/import-eligibility.module.js';
import { BlogModule } from './modules/blog/blog.module.js';
import { SitemapModule } from './modules/sitemap/sitemap.module.js';
import { FaqModule } from './modules/faq/faq.module.js';
import { OfficesModule } from './modules/offices/offices.module.js';
import { InsuranceModule } from './modules/insurance/insurance.module.js';
import { AuctionsModule } from './modules/auctions/auctions.module.js';
import { type Clock, ClockModule } from './common/time/clock.js';
import { ContentModule } from './modules/content/content.module.js';
import { CurrenciesModule } from './modules/currencies/currencies.module.js';
import { PreHeaderModule } from './modules/pre-header/pre-header.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { ApiKeysModule } from './modules/dealers/api-keys/api-keys.module.js';
import { WebhooksModule } from './modules/dealers/webhooks/webhooks.module.js';

@Module({})
export class AppModule {
  /** `clock`: what time it is for the rules that depend on it (tests pass a ManualClock); the system clock by default. */
  static forRoot(config: AppConfig, options: { clock?: Clock } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(options.clock),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl, {}, config.databasePool, config.databaseReadUrl)),
        RedisModule,
        MetricsModule,
        InfrastructureMetricsModule,
        JobsModule,
        EventsModule,
        RateLimitModule,
        OutboundModule,
        CsvExportsModule,
        HealthModule,
        GeoModule,
        NotificationsModule,
        AuditModule,
        UsersModule,
        AuthModule,
        OAuthModule,
        PasswordResetModule,
        AdminUsersModule,
        ConsigneesModule,
        ActivityModule,
        CatalogueCacheModule,
        StorageModule,
        MakesModule,
        MakeCarCountsModule,
        CarsModule,
        CarsAdminModule,
        LandingModule,
        FooterModule,
        OrdersModule,
        ShipmentsModule,
        CouponsModule,
        NewsletterModule,
        ChassisCheckModule,
        FavoritesModule,
        CarRequestsModule,
        ContactModule,
        DamageReportsModule,
        InquiriesModule,
        ReviewsModule,
        SavedSearchesModule,
        ImportRulesModule,
        ContentModule,
        CurrenciesModule,
        PreHeaderModule,
        PriceCalculatorModule,
        ImportEligibilityModule,
        BlogModule,
        SitemapModule,
        FaqModule,
        OfficesModule,
        InsuranceModule,
        AuctionsModule,
        DashboardModule,
        ApiKeysModule,
        WebhooksModule,
        WebModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: JwtAuthGuard }],
    };
  }
}

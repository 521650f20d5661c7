import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarsModule } from '../cars/cars.module.js';
import { FavoritesModule } from '../favorites/favorites.module.js';
import { ImportRulesModule } from '../import-rules/import-rules.module.js';
import { MakesReadModule } from '../makes/makes-read.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { UsersModule } from '../users/users.module.js';
import { SavedSearchAlertsService } from './saved-search-alerts.service.js';
import { AlertPreference, AlertWatermark, CarAlertEvent, FavoriteAlert, SavedSearch, SavedSearchMatch } from './saved-search.entity.js';
import { SavedSearchesController } from './saved-searches.controller.js';
import { SavedSearchesService } from './saved-searches.service.js';

/**
 * Saved searches and alerts (issue 10). Table ownership: `saved_searches`, `saved_search_matches`,
 * `alert_preferences`, `car_alert_events` (written by a trigger on `cars`, see the SavedSearches migration),
 * `favorite_alerts`, `alert_watermarks`. Cars, favorites, orders and users are read through their services.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([SavedSearch, SavedSearchMatch, AlertPreference, CarAlertEvent, FavoriteAlert, AlertWatermark]),
    CarsModule,
    MakesReadModule,
    FavoritesModule,
    ImportRulesModule,
    OrdersModule,
    UsersModule,
    NotificationsModule,
  ],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesService, SavedSearchAlertsService],
  exports: [SavedSearchAlertsService],
})
export class SavedSearchesModule {}

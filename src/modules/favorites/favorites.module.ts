import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarsModule } from '../cars/cars.module.js';
import { Favorite } from './favorite.entity.js';
import { FavoritesController } from './favorites.controller.js';
import { FavoritesService } from './favorites.service.js';

/** My Favorites (issue 10). Table ownership: `favorites`; cars are read through CarDirectory. */
@Module({
  imports: [TypeOrmModule.forFeature([Favorite]), CarsModule],
  controllers: [FavoritesController],
  providers: [FavoritesService],
  exports: [FavoritesService],
})
export class FavoritesModule {}

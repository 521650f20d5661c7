import type { AuctionSheet } from '../cars/auction-sheet.entity.js';
import type { Car } from '../cars/car.entity.js';
import { CAR_COLUMN_FIELDS, type CarColumnField } from '../cars/car-fields.js';
import type { CarImage } from '../cars/car-image.entity.js';
import { badgesOf, CAR_MACHINE } from '../cars/car-rules.js';
import type { AdminAuctionSheetDto, AdminCarDto, AdminCarImageDto, AdminCarSummaryDto } from './cars-admin.responses.js';

export const toAdminCarImageDto = (image: CarImage): AdminCarImageDto => ({
  id: String(image.id),
  position: image.position,
  url: image.url,
  thumbnailUrl: image.thumbnailUrl,
  width: image.width,
  height: image.height,
});

export const toAuctionSheetDto = (sheet: AuctionSheet): AdminAuctionSheetDto => ({
  auctionHouse: sheet.auctionHouse,
  auctionDate: sheet.auctionDate,
  overallGrade: sheet.overallGrade,
  interiorGrade: sheet.interiorGrade,
  exteriorGrade: sheet.exteriorGrade,
  tyreCondition: sheet.tyreCondition,
  totalEvaluation: sheet.totalEvaluation,
  damages: sheet.damages.map((d) => ({ code: d.code, location: d.location })),
  notes: sheet.notes,
  translatedDetails: sheet.translatedDetails,
});

/** The staff view of a car (pure): `car.make` must be loaded. */
export function toAdminCarSummary(car: Car): AdminCarSummaryDto {
  const columns = Object.fromEntries(CAR_COLUMN_FIELDS.map((field) => [field, car[field]])) as Pick<Car, CarColumnField>;
  return {
    stockId: car.stockId,
    status: car.status,
    badges: badgesOf(car.status),
    make: { slug: car.make!.slug, title: car.make!.title },
    ...columns,
    lengthM: car.lengthM,
    widthM: car.widthM,
    heightM: car.heightM,
    volumeM3: car.volumeM3,
    featuredImageUrl: car.featuredImageUrl,
    featuredThumbnailUrl: car.featuredThumbnailUrl,
    viewCount: String(car.viewCount),
    createdAt: car.createdAt.toISOString(),
    updatedAt: car.updatedAt.toISOString(),
  };
}

export function toAdminCarDto(car: Car, images: CarImage[], sheet: AuctionSheet | null, holdingOrderId: string | null): AdminCarDto {
  return {
    ...toAdminCarSummary(car),
    images: images.map(toAdminCarImageDto),
    auctionSheet: sheet ? toAuctionSheetDto(sheet) : null,
    holdingOrderId,
    nextStatuses: CAR_MACHINE.targets(car.status, 'staff', { holdingOrderId }),
  };
}

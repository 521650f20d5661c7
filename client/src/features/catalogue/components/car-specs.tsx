import { useId, type ReactNode } from 'react';
import type { CarDetail } from '../api/cars-api';
import { useCarLabels } from './use-car-labels';

/** The car's specifications as a definition list (label, value), in the order a buyer checks them. */
export function CarSpecs({ car }: { car: CarDetail }) {
  const labels = useCarLabels();
  const { t, format } = labels;
  const id = useId();
  const { lengthM, widthM, heightM, volumeM3 } = car.dimensions;
  const metres = (value: string) => format.number(Number(value), { maximumFractionDigits: 3 });
  const rows: [string, ReactNode][] = [
    ['stockId', car.ref],
    ['make', car.make.title],
    ['model', car.model],
    ['year', car.year],
    ['mileage', labels.mileage(car.mileageKm)],
    ['engine', labels.engine(car.engineCc)],
    ['engineCode', car.engineCode],
    ['transmission', labels.transmission(car.transmission)],
    ['drive', labels.drive(car.drive)],
    ['fuel', labels.fuel(car.fuel)],
    ['steering', labels.steering(car.steering)],
    ['bodyType', labels.bodyType(car.bodyType)],
    ['category', labels.category(car.category)],
    ['color', labels.color(car.color)],
    ['doors', format.number(car.doors)],
    ['seats', format.number(car.seats)],
    ['chassisNumber', car.chassisNumber],
    ['dimensions', t('catalogue:spec.dimensionsValue', { length: metres(lengthM), width: metres(widthM), height: metres(heightM) })],
    ['volume', t('catalogue:spec.volumeValue', { value: metres(volumeM3) })],
    ['location', labels.location(car)],
  ];
  return (
    <section className="car-section" aria-labelledby={id}>
      <h2 id={id}>{t('catalogue:car.specifications')}</h2>
      <dl className="facts-table">
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([key, value]) => (
            <div key={key}>
              <dt>{t(`catalogue:spec.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** The car's equipment, as a list with check marks. */
export function CarFeatures({ features }: { features: readonly string[] }) {
  const labels = useCarLabels();
  const id = useId();
  return (
    <section className="car-section" aria-labelledby={id}>
      <h2 id={id}>{labels.t('catalogue:car.features')}</h2>
      {features.length === 0 ? (
        <p className="car-section__empty">{labels.t('catalogue:car.noFeatures')}</p>
      ) : (
        <ul className="features">
          {features.map((feature) => (
            <li key={feature}>{labels.feature(feature)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

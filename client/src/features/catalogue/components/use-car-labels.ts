import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

/** A car's facts as the API sends them (the fields every list and the car page share). */
export interface CarFactsSource {
  year: number;
  make: { title: string };
  model: string;
  mileageKm: number;
  engineCc: number;
  transmission: string;
  steering: string;
  fuel: string;
  stockPort: string;
  locationCountry?: string;
}

/**
 * A word the API sends in English from a known vocabulary (a feature, a colour, a panel of an auction sheet),
 * translated when the `catalogue` namespace knows it, and as sent otherwise: staff may type new ones.
 */
const known = (value: string) => !/[.:]/.test(value);

/**
 * The car's facts in the page's language: enum words (fuel, transmission, steering…) through `catalogue`, numbers
 * with their units through Intl. One hook for the card, the search filters and the car page, so they all agree.
 */
export function useCarLabels() {
  const { t } = useTranslation(['catalogue', 'common']);
  const format = useFormat();
  return useMemo(
    () => ({
      t,
      format,
      title: (car: Pick<CarFactsSource, 'year' | 'make' | 'model'>) =>
        t('catalogue:card.title', { year: car.year, make: car.make.title, model: car.model }),
      mileage: (km: number) => t('catalogue:facts.km', { value: format.number(km) }),
      engine: (cc: number) => t('catalogue:facts.cc', { value: format.number(cc) }),
      fuel: (value: string) => t(`catalogue:fuel.${value}`, { defaultValue: value }),
      transmission: (value: string) => t(`catalogue:transmission.${value}`, { defaultValue: value }),
      steering: (value: string) => t(`catalogue:steering.${value}`, { defaultValue: value }),
      steeringShort: (value: string) => t(`catalogue:steeringShort.${value}`, { defaultValue: value }),
      drive: (value: string) => t(`catalogue:drive.${value}`, { defaultValue: value }),
      bodyType: (value: string) => t(`common:bodyType.${value}`, { defaultValue: value }),
      category: (value: string) => t(`catalogue:category.${value}`, { defaultValue: value }),
      color: (value: string) => (known(value) ? t(`catalogue:color.${value}`, { defaultValue: value }) : value),
      feature: (value: string) => (known(value) ? t(`catalogue:feature.${value}`, { defaultValue: value }) : value),
      panel: (value: string) => (known(value) ? t(`catalogue:panel.${value}`, { defaultValue: value }) : value),
      /** "Kobe, Japan": the stock port and, when known, the country it is in. */
      location: (car: Pick<CarFactsSource, 'stockPort' | 'locationCountry'>) =>
        car.locationCountry
          ? t('catalogue:facts.location', { port: car.stockPort, country: format.country(car.locationCountry) })
          : car.stockPort,
    }),
    [t, format],
  );
}

export type CarLabels = ReturnType<typeof useCarLabels>;

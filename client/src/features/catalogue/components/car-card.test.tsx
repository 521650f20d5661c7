import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session';
import { renderWithProviders } from '../../../test/render';
import { CarCard, type CarCardData } from './car-card';
import { pickAgent } from './whatsapp-contact';

const car: CarCardData = {
  ref: 'EA5732977',
  make: { title: 'Toyota' },
  model: 'Corolla Fielder',
  year: 2015,
  mileageKm: 126185,
  engineCc: 1500,
  transmission: 'cvt',
  steering: 'right',
  fuel: 'petrol',
  stockPort: 'Kobe',
  locationCountry: 'JP',
  badges: ['Available', 'Ready to Ship'],
  featuredImageUrl: '/uploads/cars/EA5732977/0.webp',
  thumbnailUrl: '/uploads/cars/EA5732977/0-thumb.webp',
};

describe('CarCard', () => {
  afterEach(() => session.clear());

  it('shows the facts in UX.md’s order, linking to the car in the page’s language', () => {
    session.clear();
    renderWithProviders(<CarCard car={car} />, { path: '/es/cars' });
    const link = screen.getByRole('link', { name: 'Toyota Corolla Fielder 2015' });
    expect(link).toHaveAttribute('href', '/es/cars/EA5732977');
    const facts = within(screen.getByRole('list', { name: 'Datos clave' })).getAllByRole('listitem');
    expect(facts.map((fact) => fact.textContent)).toEqual(['126,185 km', '1,500 cc', 'CVT', 'Volante der.', 'Gasolina']);
    expect(screen.getByText('EA5732977')).toBeInTheDocument();
    expect(screen.getByText('Kobe, Japón')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate para ver los precios' })).toBeInTheDocument();
  });

  it('gives the photo its size and both pictures, lazy unless asked', () => {
    const { container } = renderWithProviders(<CarCard car={car} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toBe('/uploads/cars/EA5732977/0-thumb.webp 400w, /uploads/cars/EA5732977/0.webp 1200w');
  });
});

describe('pickAgent', () => {
  const agents = [
    { whatsapp: '+81 90 5555 0101', languages: ['English', 'Japanese'] },
    { whatsapp: '+81 90 5555 0103', languages: ['English', 'Urdu'] },
  ];

  it('picks an agent who speaks the page’s language, else the first', () => {
    expect(pickAgent(agents, 'ur')?.whatsapp).toBe('+81 90 5555 0103');
    expect(pickAgent(agents, 'es')?.whatsapp).toBe('+81 90 5555 0101');
    expect(pickAgent([], 'en')).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { ReviewForm } from './review-form';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('the review form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names what is missing beside each field and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<ReviewForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Rating is required')).toBeTruthy();
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Your review is required')).toBeTruthy();
    expect(screen.getByText('Country is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the review and says it shows once published; or says the spec’s failure', async () => {
    const bodies: unknown[] = [];
    let fail = false;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      expect(pathOf(input)).toBe('/api/reviews');
      bodies.push(await request.clone().json());
      if (fail) return json(500, { statusCode: 500, error: 'x', code: 'INTERNAL_ERROR', message: 'x', requestId: 'r' });
      return json(201, { success: true, message: 'Review submitted successfully', note: 'n', id: 'r1', status: 'pending', photoCount: 0 });
    });
    renderWithProviders(<ReviewForm defaultCountry="KE" />);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fill('Title', 'Good car');
    fill('Your review', 'Arrived on time.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Review submitted successfully')).toBeTruthy();
    expect(screen.getByText(/once our staff have published it/)).toBeTruthy();
    expect(bodies[0]).toEqual({ title: 'Good car', description: 'Arrived on time.', rating: 4, country: 'KE' });

    fail = true;
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fill('Title', 'Again');
    fill('Your review', 'Again.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(screen.getByText('Error submitting review')).toBeTruthy());
  });

  it('shows previews of chosen photos, refuses other files, and removes a photo', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:${Math.random()}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderWithProviders(<ReviewForm />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const png = new File([new Uint8Array(8)], 'car.png', { type: 'image/png' });
    const pdf = new File([new Uint8Array(8)], 'doc.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [png, pdf] } });
    expect(await screen.findByAltText('Photo 1: car.png')).toBeTruthy();
    expect(screen.getByText('Only JPG, PNG or WEBP images are accepted.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove car.png' }));
    expect(screen.queryByAltText('Photo 1: car.png')).toBeNull();
  });
});

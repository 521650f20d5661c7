import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../../test/fakes';
import { renderWithProviders } from '../../../../test/render';
import { SupportAgentEditor } from './support-agents-screens';

describe('a new support agent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is created with its photo in one request, and a refused photo leaves the form to save again', async () => {
    const sent: { path: string; method: string; data: unknown; photo: string | null }[] = [];
    let answer = json(400, { statusCode: 400, code: 'INVALID_IMAGE', message: 'The image could not be read.', requestId: 'r' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      const form = await request.formData();
      const photo = form.get('photo');
      sent.push({
        path: pathOf(request),
        method: request.method,
        data: JSON.parse(String(form.get('data'))),
        photo: photo !== null && typeof photo === 'object' ? (photo as { name: string }).name : null,
      });
      return answer;
    });
    renderWithProviders(<SupportAgentEditor />, { path: '/admin/support-agents/new' });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Grace Wanjiru' } });
    fireEvent.change(screen.getByLabelText(/^WhatsApp number/), { target: { value: '+254 711 555 020' } });
    fireEvent.change(screen.getByLabelText(/^Languages/), { target: { value: 'English, Swahili' } });
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'grace.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/^Photo/), { target: { files: [photo] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: '/api/admin/support-agents',
      method: 'POST',
      data: { name: 'Grace Wanjiru', whatsapp: '+254 711 555 020', languages: ['English', 'Swahili'], position: 0, active: true },
      // A file part (jsdom's File reaches the fake fetch under the name "blob"; a browser sends "grace.png").
      photo: expect.any(String),
    });
    expect(await screen.findByText(/could not be read/)).toBeInTheDocument();

    answer = json(201, { id: 'a1', name: 'Grace Wanjiru' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/admin/support-agents', 'POST /api/admin/support-agents']);
  });
});

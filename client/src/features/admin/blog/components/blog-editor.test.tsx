import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../../test/fakes';
import { renderWithProviders } from '../../../../test/render';
import { moved } from '../../faq/api/faq-admin-api';
import { BlogEditor, bodyOf } from './blog-editor';
import { MarkdownField } from './markdown-field';

const DRAFT = {
  title: 'RoRo explained',
  slug: '',
  category: 'guides',
  status: 'draft',
  author: '',
  tags: ' roro, , kenya ',
  content: '## Ships',
  metaTitle: '  ',
  metaDescription: 'How RoRo works',
};

describe('the post form’s request body', () => {
  it('splits the tags, leaves an empty slug and author out of a new post, and clears empty SEO fields', () => {
    expect(bodyOf(DRAFT, true)).toEqual({
      title: 'RoRo explained',
      content: '## Ships',
      category: 'guides',
      status: 'draft',
      tags: ['roro', 'kenya'],
      metaTitle: null,
      metaDescription: 'How RoRo works',
    });
  });

  it('sends a typed slug, and clears the author of an edited post when emptied', () => {
    const body = bodyOf({ ...DRAFT, slug: ' roro-explained ' }, false);
    expect(body.slug).toBe('roro-explained');
    expect(body.author).toBeNull();
    expect(bodyOf({ ...DRAFT, author: 'Kenji Sato' }, true).author).toBe('Kenji Sato');
  });
});

describe('moving an entry in an ordered list', () => {
  it('swaps it with its neighbour, and leaves the ends alone', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

function Editor() {
  const [value, setValue] = useState('## Hello\n\n**bold**');
  return <MarkdownField label="Text" name="content" kind="article" value={value} onChange={setValue} />;
}

describe('the Markdown field', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the server’s rendering on the Preview tab, asked for the text and its kind', async () => {
    const bodies: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      if (pathOf(request) !== '/api/admin/markdown/preview') return json(404, {});
      bodies.push(await request.json());
      return json(200, { html: '<h2>Hello</h2>\n<p><strong>bold</strong></p>' });
    });
    renderWithProviders(<Editor />);
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue('## Hello\n\n**bold**');
    expect(bodies).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hello' })).toBeInTheDocument();
    expect(bodies).toEqual([{ markdown: '## Hello\n\n**bold**', kind: 'article' }]);
    fireEvent.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue('## Hello\n\n**bold**');
  });
});

describe('the post editor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the API’s field errors beside their fields', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      if (pathOf(request) !== '/api/admin/blog/posts') return json(404, {});
      return json(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        details: [
          { field: 'title', code: 'FIELD_REQUIRED', message: 'Title is required', params: { label: 'Title' } },
          { field: 'slug', code: 'BLOG_SLUG_INVALID', message: 'Slug must be…' },
        ],
      });
    });
    renderWithProviders(<BlogEditor />, { path: '/admin/blog/new' });
    fireEvent.click(screen.getByRole('button', { name: 'Create post' }));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Slug must be lower-case letters/)).toBeInTheDocument();
  });
});

import { derivedFields } from '../../modules/blog/blog-markdown.js';
import { slugify } from '../../modules/blog/blog-rules.js';
import type { Query } from '../sql.js';
import { DEMO_POSTS } from './demo-blog-posts.js';
import { type ImageRequest, writeDemoImages } from './demo-image-files.js';
import { daysFrom } from '../../common/time/days.js';

const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;
const COVER_THUMB_WIDTH = 400;
const COVER_THUMB_HEIGHT = 210;

/** Each category's colours: background and accent. */
const PALETTES: Record<string, [string, string]> = {
  news: ['#1d3a5f', '#f2b84b'],
  updates: ['#23504a', '#8fd6c3'],
  guides: ['#2f3f8f', '#a9c1ff'],
  reviews: ['#5a2c4a', '#f5a3c7'],
  others: ['#3c4048', '#d6d9de'],
};

/** A post's cover: a calm gradient with a ship on the sea and a car (no text: images are never translated). */
export function blogCoverSvg(category: string, variant: number): string {
  const [bg, accent] = PALETTES[category] ?? PALETTES.others!;
  const sun = 160 + (variant % 5) * 180;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#0d1620"/></linearGradient></defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>
<circle cx="${sun}" cy="170" r="70" fill="${accent}" opacity="0.85"/>
<rect y="430" width="${COVER_WIDTH}" height="200" fill="#0b2233" opacity="0.9"/>
<path d="M0 440 Q150 420 300 440 T600 440 T900 440 T1200 440 V460 H0Z" fill="${accent}" opacity="0.25"/>
<g transform="translate(${620 - (variant % 3) * 120} 300)">
<path d="M0 120 L40 170 H420 L460 120 Z" fill="#e9ecef"/>
<rect x="60" y="40" width="300" height="80" rx="6" fill="#cfd5db"/>
<rect x="90" y="0" width="90" height="40" fill="${accent}"/>
<rect x="200" y="10" width="60" height="30" fill="#9aa5b1"/>
</g>
<g transform="translate(120 470)" fill="${accent}">
<path d="M20 60 Q30 20 90 15 L170 12 Q210 14 240 45 L290 55 Q310 60 310 80 V95 H10 V75 Q10 62 20 60Z"/>
<circle cx="80" cy="98" r="24" fill="#11161c"/><circle cx="250" cy="98" r="24" fill="#11161c"/>
</g>
</svg>`;
}

const coverKey = (slug: string) => `demo/blog/${slug}`;

export interface DemoBlogOptions {
  uploadDir: string;
  now?: Date;
}

/**
 * The demo blog: a dozen posts across the categories (one draft), with drawn covers under `demo/blog/`, varied
 * dates and views. A post whose slug exists is left alone, so a second run changes nothing. Answers how many
 * were written.
 */
export async function loadDemoBlog(query: Query, options: DemoBlogOptions): Promise<number> {
  const now = options.now ?? new Date();
  const requests: ImageRequest[] = DEMO_POSTS.map(([title, category], i) => ({
    key: coverKey(slugify(title)),
    svg: () => blogCoverSvg(category, i),
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    thumbWidth: COVER_THUMB_WIDTH,
    thumbHeight: COVER_THUMB_HEIGHT,
  }));
  await writeDemoImages(options.uploadDir, requests);
  let written = 0;
  for (const [title, category, tags, daysAgo, views, author, content] of DEMO_POSTS) {
    const slug = slugify(title);
    const derived = derivedFields(title, content, tags);
    const published = daysAgo === null ? null : daysFrom(now, -daysAgo);
    const created = daysFrom(published ?? now, -2);
    const rows = await query(
      `INSERT INTO blog_posts (slug, title, tags, category, status, content, content_html, excerpt, search_text, minutes_to_read,
         featured_image_url, featured_thumbnail_url, author_name, views, published_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       ON CONFLICT (slug) DO NOTHING RETURNING id`,
      [
        slug,
        title,
        tags,
        category,
        published ? 'published' : 'draft',
        content,
        derived.contentHtml,
        derived.excerpt,
        derived.searchText,
        derived.minutesToRead,
        `/uploads/${coverKey(slug)}.webp`,
        `/uploads/${coverKey(slug)}-thumb.webp`,
        author,
        views,
        published,
        created,
        published ?? created,
      ],
    );
    written += rows.length;
  }
  return written;
}

import { COMPANY_NAME } from '../../common/company/company-facts.js';
import { publicName } from '../../modules/reviews/review-rules.js';
import type { Query } from '../sql.js';

/** [demo customer's email, rating, title, description, country, city, days ago, a company reply or null] */
type DemoReview = [string, number, string, string, string, string, number, string | null];
const REVIEWS: readonly DemoReview[] = [
  [
    'amina.dealer@example.com',
    5,
    'Third car from them, same good experience',
    'The Harrier arrived in Mombasa exactly as the auction sheet described, and the documents came by courier a week before the ship. Clearing took two days.',
    'KE',
    'Nairobi',
    6,
    'Thank you, Amina — we are glad the documents arrived in good time.',
  ],
  [
    'bilal.khan@example.com',
    4,
    'Honest grades, a little wait for the ship',
    'Grade 4.5 car and it really was one. The container sailed a week later than first planned, but they told me early and tracking worked.',
    'PK',
    'Karachi',
    14,
    null,
  ],
  [
    'joao.silva@example.com',
    5,
    'Chassis check before buying saved me',
    'I compared the mileage history with the chassis check and everything matched. The Hilux reached Maputo clean, with the spare key and the tools.',
    'MZ',
    'Maputo',
    25,
    null,
  ],
  [
    'maria.garcia@example.com',
    4,
    'Buen proceso, buena comunicación',
    'The team answered every question on WhatsApp, and the invoice was clear about CIF. The car had a small scratch that was on the sheet.',
    'CL',
    'Santiago',
    40,
    'Gracias, María. We always mark even small scratches on the sheet.',
  ],
];

/**
 * A few published reviews by the demo customers (with a company reply or two), so the reviews page of a fresh
 * `npm start` is not empty. Customers missing from the database are skipped. Answers how many were written.
 */
export async function loadDemoReviews(query: Query, now = new Date()): Promise<number> {
  let written = 0;
  for (const [email, rating, title, description, country, city, daysAgo, companyReply] of REVIEWS) {
    const [user] = (await query(`SELECT id, email, first_name, last_name FROM users WHERE email = $1`, [email])) as {
      id: string;
      email: string;
      first_name: string;
      last_name: string;
    }[];
    if (!user) continue;
    const at = new Date(now.getTime() - daysAgo * 24 * 3600 * 1000);
    const [review] = (await query(
      `INSERT INTO reviews (user_id, reviewer_name, title, description, rating, country, city, email, status, published_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'published', $9, $9, $9) RETURNING id`,
      [user.id, publicName(user.first_name, user.last_name), title, description, rating, country, city, user.email, at],
    )) as { id: string }[];
    if (companyReply) {
      await query(
        `INSERT INTO review_replies (review_id, author_name, is_company, message, status, created_at, updated_at)
         VALUES ($1, $2, true, $3, 'published', $4, $4)`,
        [review!.id, COMPANY_NAME, companyReply, new Date(at.getTime() + 6 * 3600 * 1000)],
      );
    }
    written += 1;
  }
  return written;
}

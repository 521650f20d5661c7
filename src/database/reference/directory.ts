import type { OfficeRegion } from '../../modules/offices/office-rules.js';
import { COMPANY_HEAD_OFFICE } from '../../common/company/company-facts.js';
import type { Query } from '../sql.js';

/** [region, name, city, country, address, phones, WhatsApp (E.164) or null, email, opening hours, time zone] */
type ReferenceOffice = [OfficeRegion, string, string, string, string, string[], string | null, string, string, string];

/** The global office network of a new install: sample addresses and numbers (555 numbers), to replace before going live. */
export const REFERENCE_OFFICES: readonly ReferenceOffice[] = [
  [
    'Headquarters',
    'Head office',
    'Yokohama',
    'JP',
    COMPANY_HEAD_OFFICE.street,
    ['+81 45 555 0100', '+81 45 555 0101'],
    '+819055550100',
    'info@autoexport.example',
    'Mon–Fri 09:00–18:00, Sat 09:00–13:00',
    'Asia/Tokyo',
  ],
  [
    'Africa',
    'Nairobi office',
    'Nairobi',
    'KE',
    'Panari Centre 4th floor, Mombasa Road, Nairobi',
    ['+254 20 555 0140', '+254 700 555 014'],
    '+254700555014',
    'nairobi@autoexport.example',
    'Mon–Fri 08:30–17:30, Sat 09:00–13:00',
    'Africa/Nairobi',
  ],
  [
    'Africa',
    'Mombasa office',
    'Mombasa',
    'KE',
    'Moi Avenue 12, near Kilindini port gate, Mombasa',
    ['+254 41 555 0120'],
    '+254722555012',
    'mombasa@autoexport.example',
    'Mon–Sat 08:00–17:00',
    'Africa/Nairobi',
  ],
  [
    'Africa',
    'Dar es Salaam office',
    'Dar es Salaam',
    'TZ',
    'Plot 45, Nyerere Road, Kurasini, Dar es Salaam',
    ['+255 22 555 0150'],
    '+255754555015',
    'dar@autoexport.example',
    'Mon–Fri 08:30–17:00, Sat 09:00–13:00',
    'Africa/Dar_es_Salaam',
  ],
  [
    'Africa',
    'Kampala office',
    'Kampala',
    'UG',
    'Plot 18, Jinja Road, Kampala',
    ['+256 41 555 0160'],
    '+256772555016',
    'kampala@autoexport.example',
    'Mon–Fri 08:30–17:30',
    'Africa/Kampala',
  ],
  [
    'Africa',
    'Lusaka office',
    'Lusaka',
    'ZM',
    'Plot 2374, Cairo Road, Lusaka',
    ['+260 211 555 017'],
    '+260977555017',
    'lusaka@autoexport.example',
    'Mon–Fri 08:00–17:00',
    'Africa/Lusaka',
  ],
  [
    'Asia',
    'Karachi office',
    'Karachi',
    'PK',
    'Office 702, Business Centre, Shahrah-e-Faisal, Karachi',
    ['+92 21 555 0180', '+92 300 555 0181'],
    '+923005550181',
    'karachi@autoexport.example',
    'Mon–Sat 10:00–19:00',
    'Asia/Karachi',
  ],
  [
    'Asia',
    'Lahore office',
    'Lahore',
    'PK',
    '34-B Main Boulevard, Gulberg III, Lahore',
    ['+92 42 555 0190'],
    '+923215550190',
    'lahore@autoexport.example',
    'Mon–Sat 10:00–19:00',
    'Asia/Karachi',
  ],
  [
    'Asia',
    'Dhaka office',
    'Dhaka',
    'BD',
    'House 12, Road 27, Gulshan 1, Dhaka 1212',
    ['+880 2 5555 0200'],
    '+8801755550200',
    'dhaka@autoexport.example',
    'Sun–Thu 09:00–18:00',
    'Asia/Dhaka',
  ],
  [
    'Asia',
    'Colombo office',
    'Colombo',
    'LK',
    '55 Galle Road, Colombo 03',
    ['+94 11 555 0210'],
    '+94775550210',
    'colombo@autoexport.example',
    'Mon–Fri 08:30–17:30',
    'Asia/Colombo',
  ],
  [
    'Europe',
    'London office',
    'London',
    'GB',
    '10 Dock Road, Royal Docks, London E16 1AG',
    ['+44 20 5555 0220'],
    '+447700900220',
    'london@autoexport.example',
    'Mon–Fri 09:00–17:30',
    'Europe/London',
  ],
  [
    'Europe',
    'Dublin office',
    'Dublin',
    'IE',
    '3 Alexandra Road, Dublin Port, Dublin 1',
    ['+353 1 555 0230'],
    '+353855550230',
    'dublin@autoexport.example',
    'Mon–Fri 09:00–17:30',
    'Europe/Dublin',
  ],
  [
    'Americas',
    'Kingston office',
    'Kingston',
    'JM',
    '5 Port Royal Street, Kingston',
    ['+1 876 555 0240'],
    '+18765550240',
    'kingston@autoexport.example',
    'Mon–Fri 08:30–17:00, Sat 09:00–12:00',
    'America/Jamaica',
  ],
  [
    'Americas',
    'Georgetown office',
    'Georgetown',
    'GY',
    '78 Water Street, Georgetown',
    ['+592 225 5025'],
    '+5926555025',
    'georgetown@autoexport.example',
    'Mon–Fri 08:00–16:30',
    'America/Guyana',
  ],
  [
    'Americas',
    'Santiago office',
    'Santiago',
    'CL',
    'Av. Apoquindo 4500, piso 12, Las Condes, Santiago',
    ['+56 2 2555 0260'],
    '+56955550260',
    'santiago@autoexport.example',
    'Lun–Vie 09:00–18:00',
    'America/Santiago',
  ],
];

/** [name, WhatsApp (E.164), languages in English] — the widget's three sample support agents (spec §2). */
export const REFERENCE_AGENTS: readonly [string, string, string[]][] = [
  ['Kenji Sato', '+819055550101', ['English', 'Japanese']],
  ['Amina Hassan', '+819055550102', ['English', 'Swahili']],
  ['Bilal Ahmed', '+819055550103', ['English', 'Urdu']],
];

/** The office network of a new install, written only while there is no office (so loading twice changes nothing). */
export async function loadReferenceOffices(query: Query): Promise<number> {
  const [{ has_offices }] = (await query('SELECT EXISTS (SELECT 1 FROM offices) AS has_offices')) as { has_offices: boolean }[];
  if (has_offices) return 0;
  const positions = new Map<OfficeRegion, number>();
  for (const [region, name, city, country, address, phones, whatsapp, email, hours, timeZone] of REFERENCE_OFFICES) {
    const position = positions.get(region) ?? 0;
    positions.set(region, position + 1);
    await query(
      `INSERT INTO offices (region, name, city, country, address, phones, whatsapp, email, opening_hours, time_zone, position)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11)`,
      [region, name, city, country, address, JSON.stringify(phones), whatsapp, email, hours, timeZone, position],
    );
  }
  return REFERENCE_OFFICES.length;
}

/** The WhatsApp widget's support agents of a new install, written only while there is none. */
export async function loadReferenceAgents(query: Query): Promise<number> {
  const [{ has_agents }] = (await query('SELECT EXISTS (SELECT 1 FROM support_agents) AS has_agents')) as { has_agents: boolean }[];
  if (has_agents) return 0;
  for (const [position, [name, whatsapp, languages]] of REFERENCE_AGENTS.entries()) {
    await query(`INSERT INTO support_agents (name, whatsapp, languages, position) VALUES ($1, $2, $3::jsonb, $4)`, [
      name,
      whatsapp,
      JSON.stringify(languages),
      position,
    ]);
  }
  return REFERENCE_AGENTS.length;
}

/** Offices and agents at once (the specs' factories). Answers how many of each were written. */
export async function loadReferenceDirectory(query: Query): Promise<{ offices: number; agents: number }> {
  return { offices: await loadReferenceOffices(query), agents: await loadReferenceAgents(query) };
}

import type { BlogCategory } from '../../modules/blog/blog-rules.js';

/** A demo post: [title, category, tags, days ago published (null: a draft), views, author (null: anonymous), Markdown]. */
export type DemoPost = [string, BlogCategory, string[], number | null, number, string | null, string];

/** The demo blog: real-sounding English posts across every category (posts are not translated). */
export const DEMO_POSTS: readonly DemoPost[] = [
  [
    'How to import a used Japanese car to Kenya: a step-by-step guide',
    'guides',
    ['kenya', 'import', 'mombasa', 'kebs'],
    4,
    2480,
    'Kenji Sato',
    `Kenya is one of the largest markets for used Japanese cars, and the process is well trodden. Here is how a typical purchase goes, from choosing the car to driving it out of Mombasa.

## 1. Check the age limit first

Kenya accepts used cars **up to eight years old**, counted from the year of first registration. A car first registered in January of the cut-off year is accepted until the end of that year, so check the registration date on the auction sheet, not just the model year.

## 2. Choose the car and reserve it

Search the catalogue by make, model and year, and read the auction sheet carefully. When you reserve, the car is held for three business days while you pay at least half of the price.

## 3. Pre-export inspection

Every car bound for Kenya must pass a roadworthiness inspection in Japan before it ships. We book it for you; the certificate travels with the shipping documents.

## 4. Shipping and documents

Most cars travel by RoRo to Mombasa, which takes four to six weeks. Once the ship sails you receive:

- the original bill of lading,
- the export certificate (and its English translation),
- the inspection certificate,
- the commercial invoice.

## 5. Clearing at Mombasa

Your clearing agent lodges the entry with KRA, pays duty, excise and VAT, and collects the car. Budget for port charges and a few days of storage. With the documents in order, clearing usually takes three to five working days.`,
  ],
  [
    'RoRo vs container shipping explained',
    'guides',
    ['shipping', 'roro', 'container'],
    11,
    3920,
    'Aiko Tanaka',
    `Almost every car that leaves Japan travels one of two ways: driven onto a **roll-on/roll-off (RoRo)** ship, or loaded into a **container**. Which one suits you depends on the destination, the car and your budget.

## RoRo: the default for most markets

A RoRo ship is a floating car park. Cars are driven on board at the port of loading and driven off at the destination.

- **Cheaper** for a single car, priced by the car's volume in cubic metres.
- **Frequent sailings**: two to three a month to the main ports.
- Nothing may be left inside the car apart from the spare wheel and tools.

## Container: safer, and sometimes cheaper for several cars

A 40-foot container holds three or four cars with the right racking.

- The car is sealed in the container from Japan to the destination.
- Spare parts and personal items can travel with it.
- For a single car it costs more, but shared with other buyers the price per car drops.

## Which should you choose?

If your port has a regular RoRo service and you are buying one car, RoRo is usually the answer. For landlocked countries, ports without RoRo calls, or several cars at once, ask us for a container quote.`,
  ],
  [
    'Understanding auction sheet grades',
    'guides',
    ['auction', 'auction sheet', 'grades', 'inspection'],
    19,
    5210,
    null,
    `The auction sheet is the most useful document in buying a used car from Japan. Every car sold at a Japanese auction is inspected by the auction house, and the inspector's findings are summarised on one page.

## The overall grade

| Grade | What it means |
| --- | --- |
| S or 6 | As new, usually under a year old |
| 5 | Excellent, very low mileage |
| 4.5 | Very good, minor marks only |
| 4 | Good, small scratches or dents |
| 3.5 | Average, visible wear or small repairs |
| 3 | Below average, needs some work |
| R or RA | Repaired after an accident |

## Interior and exterior grades

Beside the overall grade you will find a letter for the interior (A to E) and often one for the exterior. An **A** means close to new; a **C** means visible wear, stains or smells.

## The damage map

The car's outline carries codes such as **A1** (a small scratch), **U2** (a dent the size of a coin) or **W1** (a repaired wave in the paint). The number grows with the size of the damage.

Do not skip the notes written by hand: they often mention a replaced windscreen, a non-original stereo or rust underneath. We translate them for every car in our catalogue.`,
  ],
  [
    "Pakistan's 3-year import rule for used cars",
    'news',
    ['pakistan', 'import rules', 'karachi'],
    7,
    4150,
    'Kenji Sato',
    `Pakistan allows the import of used cars **no older than three years**, counted from the year of manufacture. A car made in 2023 can be shipped until the end of 2026, so timing matters when you buy.

## The three schemes

Cars enter Pakistan under one of three schemes: **personal baggage**, **transfer of residence** and **gift**. Each requires the buyer, or the overseas Pakistani sending the car, to meet conditions on residence abroad and the number of cars imported before.

## Duties are calculated in dollars

Customs duty and taxes are fixed per engine size and paid in US dollars, which makes smaller engines far cheaper to clear. A 660 cc kei car costs a fraction of a 1,800 cc sedan.

## Ports

Most cars arrive at **Karachi** or **Port Qasim**. Both are served by our RoRo and container sailings; from there cars travel inland to Lahore and Islamabad by road.

We keep these rules up to date on every car page, so you can see at a glance whether a car can still be imported to Pakistan.`,
  ],
  [
    'New RoRo service to Dar es Salaam from next month',
    'updates',
    ['tanzania', 'dar es salaam', 'roro', 'schedule'],
    2,
    860,
    'Aiko Tanaka',
    `We are adding a second monthly **RoRo sailing to Dar es Salaam**, loading at Yokohama and Nagoya. The first departure is planned for the middle of next month.

The new service cuts the average transit time to Tanzania to about **four weeks** and means a reserved car waits less time in port before it sails.

## What changes for buyers

- Cars bought for Tanzania, Zambia, Malawi and the DRC can now ship twice a month.
- Departure and arrival dates are in the shipping schedule as soon as the line confirms them.
- Freight prices in the price calculator already include the new sailing.

As always, you can follow your car from the port of loading to arrival in your profile's tracking tab.`,
  ],
  [
    'Our Yokohama yard now photographs every car in 40 pictures',
    'updates',
    ['photos', 'yard', 'yokohama'],
    23,
    1330,
    null,
    `From this month every car that arrives at our Yokohama yard is photographed in **at least 40 pictures**: the exterior from eight angles, the interior, the engine bay, the underside and every mark on the auction sheet.

Buyers told us that photos of the underside and the tyres mattered most when comparing cars from a distance, so these now come first after the exterior.

## Why it matters

Auction sheets are reliable, but a photo of the actual scratch answers questions a code cannot. Together with the chassis check, the new galleries let you judge a car as if you were standing beside it.`,
  ],
  [
    'Toyota Hiace review: the workhorse of Africa and the Caribbean',
    'reviews',
    ['toyota', 'hiace', 'van', 'review'],
    31,
    3680,
    'Kenji Sato',
    `Few vehicles earn a living as reliably as the **Toyota Hiace**. From matatus in Nairobi to route taxis in Kingston, it carries people and goods every day, and a used Hiace from Japan is often the best value in its class.

## Engines

The 2.0 litre petrol is simple and cheap to maintain. The **3.0 litre 1KD diesel** is the favourite for heavy work: strong at low revs and easy to repair almost anywhere.

## Body styles

- **Long body, standard roof**: the usual choice for goods.
- **Super long, high roof**: up to 14 seats, popular for passenger transport.
- **4WD versions** exist and hold their value on rough roads.

## What to check

Look for rust under the sliding door and in the rear wheel arches, and read the auction sheet for commercial use. A well-kept Hiace with 150,000 km has plenty of life left.`,
  ],
  [
    'Honda Fit (Jazz) review: small outside, surprisingly big inside',
    'reviews',
    ['honda', 'fit', 'jazz', 'hatchback', 'review'],
    45,
    2210,
    'Aiko Tanaka',
    `The **Honda Fit**, sold as the Jazz in many countries, is one of the most popular small cars we export. It is cheap to run, easy to park and far roomier than it looks.

## Magic seats

The rear seats fold flat or flip up, leaving room for a bicycle or a tall plant. Few cars this size are as practical.

## Hybrid or petrol?

The 1.3 petrol is the simplest choice. The **hybrid** saves fuel in town traffic; check that the hybrid battery warning light is off and ask for the battery's condition report.

## Verdict

For a first car, a city runabout or a taxi fleet, the Fit is hard to beat. Look for grade 4 or better and avoid cars with a history of flood damage.`,
  ],
  [
    'How to pay for your car safely: bank transfer and letters of credit',
    'guides',
    ['payment', 'bank transfer', 'letter of credit'],
    58,
    1940,
    null,
    `We accept payment by **telegraphic transfer (TT)** to our company account in Japan, and **letters of credit at sight** for selected countries. We do not accept credit cards or PayPal.

## Paying by bank transfer

1. Reserve the car: it is held for three business days.
2. Send at least **50%** of the price within that time. Bank charges are paid by the sender.
3. Upload a copy of the remittance slip in your profile so we can match the payment quickly.
4. Pay the balance before the car ships.

## Protect yourself

- Only ever pay to the account printed on your invoice.
- We never change our bank details by e-mail. If you receive such a message, call us before sending money.
- Keep the remittance slip until the car has arrived.`,
  ],
  [
    'What FOB, CFR and CIF mean when you buy a car',
    'guides',
    ['fob', 'cfr', 'cif', 'incoterms', 'price'],
    66,
    2890,
    'Kenji Sato',
    `Prices for cars from Japan are quoted under one of three trade terms. Knowing what each includes avoids surprises at the port.

- **FOB (Free On Board)**: the price of the car delivered onto the ship in Japan. Freight and insurance are yours to arrange.
- **CFR (Cost and Freight)**: FOB plus sea freight to your port.
- **CIF (Cost, Insurance and Freight)**: CFR plus marine insurance for the voyage.

Our prices are normally shown as CIF to your chosen port. Whatever the term, import duty, port charges and clearing are paid at the destination and are not part of the price.`,
  ],
  [
    'Our office in Kingston is moving',
    'news',
    ['jamaica', 'kingston', 'office'],
    80,
    540,
    null,
    `Our Kingston office is moving to a larger space closer to the port, so customers can collect documents and meet the team more easily.

The new address, opening hours and phone numbers are on the office network page. Appointments booked for the moving week will be honoured at the new office.`,
  ],
  [
    'Five questions to ask before you buy a used car online',
    'others',
    ['buying tips', 'checklist'],
    95,
    3310,
    'Aiko Tanaka',
    `Buying a car you have never seen takes trust. These five questions help you buy with confidence from any exporter, including us.

1. **Can I see the original auction sheet?** A translated sheet is helpful, but the original should be available too.
2. **What does the chassis check say?** Compare the mileage history and the first registration date.
3. **Who pays for what?** Ask whether the price is FOB, CFR or CIF, and what is left to pay at your port.
4. **How is the car held while I pay?** A clear reservation rule protects you from the car being sold twice.
5. **Where is the company?** Look for a real address, a company registration and reviews from buyers in your country.`,
  ],
  [
    'Draft: changes to the Jamaican age limit',
    'news',
    ['jamaica', 'import rules'],
    null,
    0,
    'Kenji Sato',
    `This post is waiting for the official notice before it is published.`,
  ],
];

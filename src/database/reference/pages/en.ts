import type { ContentPageSlug } from '../../../modules/content/content-rules.js';
import { COMPANY_HEAD_OFFICE } from '../../../common/company/company-facts.js';
import type { PageText } from './types.js';

/** The English text of every content page (spec §1 and §9 for the facts). Links are the site's English paths. */
export const EN_PAGES: Record<ContentPageSlug, PageText> = {
  about: {
    title: 'About AutoExport',
    summary:
      'Japanese used-car exporter with over 30 years of experience, more than 1,000 cars in stock and offices in about 30 countries.',
    body: `## Company profile

AutoExport buys, inspects and ships used Japanese vehicles to dealers and private buyers around the world. For **over 30 years** we have sourced cars at Japan's auctions and from trade partners, and today we keep **more than 1,000 cars in regular stock**, ready to ship from Yokohama, Kobe, Nagoya and Osaka.

| | |
|---|---|
| Head office | ${COMPANY_HEAD_OFFICE.address} |
| Business | Export of used vehicles and auto parts; auction buying service |
| Experience | Over 30 years |
| Offices and partners | About 30 countries in Africa, Asia, Europe and the Americas |
| Stock | More than 1,000 cars, updated every day |

## What we do

- **Stock sales.** Every car in our stock list has its stock number, real photos and, where it came from an auction, the translated auction sheet.
- **Auction buying service.** Through our members' access we bid for you on about **150,000 auction cars a week from over 100 auction houses** — with **no membership fee**.
- **Shipping.** We book space on **2 to 3 RoRo and 4 to 5 container shipments a month** to the main ports of East Africa, South Asia, the Caribbean and South America. Delivery usually takes **4 to 8 weeks** from payment.
- **After-sales care.** Your **account manager is available 24/7** by phone, e-mail and WhatsApp, from the first question until the car is cleared at your port.

## Why buyers choose us

1. **Facts you can check.** Stock numbers, chassis numbers and auction grades are shown before you pay; the [chassis check](/chassis-check) is free.
2. **Clear prices.** A car's price is its FOB price in Japan (free on board at the port of loading), marked FOB; signed in with your country and port, every car page also shows the CIF total to your port — the same total your invoice will show.
3. **People on your side.** Our offices in Mombasa, Karachi, London and Kingston speak your language and know your port.

Questions? [Contact us](/contact) or read [how to buy](/how-to-buy).`,
  },
  csr: {
    title: 'Corporate social responsibility',
    summary: 'How AutoExport works for safer roads, cleaner shipping and the communities in the countries we export to.',
    body: `Used cars travel a long way before they reach their new owners. We take responsibility for each step: how the cars are chosen and prepared, how they are shipped, and how we treat the people and places they go to.`,
    sections: [
      {
        key: 'policy',
        title: 'Our policy',
        body: `## Safety first

- We export only cars that pass the roadworthiness and age rules of the destination country, checked before the car is offered to you.
- Every car gets a pre-shipment check of brakes, tyres, lights and fluids; where the destination requires it, a pre-export inspection by an approved agency.
- Recalls known to the manufacturer are looked up by chassis number and completed in Japan where possible.

## Environment

- We prefer fuel-efficient and hybrid models and show fuel type and engine size on every listing.
- Fluids are drained and disposed of in line with Japanese law before container loading.
- We consolidate cars into full containers and full RoRo sailings to cut the emissions per car.

## Fair business

- We refuse business with anti-social forces (see our [anti-social forces policy](/anti-social-forces-policy)) and follow Japan's export control rules (see [security export control](/security-export-control)).
- Prices, fees and terms are written down before you pay. We do not take cash payments.`,
      },
      {
        key: 'activities',
        title: 'Our activities',
        body: `## Road safety in Kenya and Tanzania

Since 2019 we have supported driver-education days with local partners in Mombasa and Dar es Salaam: **over 2,000 new drivers** have practised safe driving and basic car care.

## School transport in Pakistan

We donated two refurbished vans to a girls' school near Karachi and cover their servicing, so **120 pupils** get to class safely every day.

## Clean ports

Our staff in Yokohama join the port's quarterly beach and quay clean-ups; in 2025 they collected more than **1.5 tonnes** of waste.

## Skills for mechanics

With training centres in Jamaica and Chile we run hybrid-system workshops, so the hybrids we export can be serviced locally.`,
      },
    ],
  },
  'how-to-buy': {
    title: 'How to buy',
    summary: 'Buying a used Japanese car from AutoExport in six steps: find, inquire, reserve, pay, ship and receive.',
    body: `Registration is free and there is **no membership fee**. Registered customers see prices, send inquiries and reserve cars.

## 1. Find your car

[Search our stock](/cars) of more than 1,000 cars by make, model, year, price, steering and more, or [request a car](/request-a-car) we do not have. Through our [auction service](/auction-service) you can also choose from about 150,000 auction cars a week.

## 2. See your delivered price

Set your country and port in your profile: each car's page then shows the **CIF** total to your port — freight, marine insurance and the pre-export inspection your country requires — beside the **FOB** price in Japan. The [price calculator](/price-calculator) quotes other ports and terms, and your account manager answers any inquiry.

## 3. Reserve

Reserve the car online. A reservation holds the car for **3 business days** (Japanese working days). To keep it, pay **at least 50%** of the price within that time; otherwise the reservation ends and the car returns to stock.

## 4. Pay

Pay by **telegraphic transfer (TT)** to the bank account on your proforma invoice, or by **letter of credit at sight** where we offer it. See [how to pay](/how-to-pay).

## 5. We ship

We book the next suitable RoRo or container sailing — there are 2 to 3 RoRo and 4 to 5 container shipments a month — and send you the bill of lading, export certificate and invoice. Follow your car in your account under *Tracking*.

## 6. Receive your car

Delivery usually takes **4 to 8 weeks**. Clear the car at your port with the documents we sent; your account manager is available 24/7 if anything is unclear.`,
  },
  'how-to-pay': {
    title: 'How to pay',
    summary:
      'Pay by telegraphic transfer or letter of credit at sight. Bank charges are borne by the customer; credit cards and PayPal are not accepted.',
    body: `## Telegraphic transfer (TT)

Most customers pay by bank transfer. After you reserve a car we send a **proforma invoice** with our bank details and the amount.

1. Pay at least **50% within 3 business days** of the reservation to keep the car, and the balance before shipment.
2. Write the **invoice number** in the payment reference.
3. Upload a copy of the remittance slip in your account, or send it to your account manager: it speeds up matching your payment.

**Bank charges are borne by the customer** — both your bank's and the intermediary banks' — so please send enough for the invoice amount to arrive in full. A shortfall is added to the next payment.

## Letter of credit at sight

For **selected countries** we accept an irrevocable letter of credit payable at sight, opened by your bank in our favour. Ask your account manager whether your country qualifies and for our LC requirements before you apply.

## What we do not accept

- **Credit cards and PayPal are not accepted.**
- In particular, **card and PayPal payments are not accepted for purchases shipped to Jamaica**: please use telegraphic transfer.
- We never ask for payment to a personal account or by a money-transfer service. If someone does, contact us before paying.

## Currency

Invoices are issued in US dollars unless agreed otherwise; prices on the site can be shown in EUR, GBP and JPY for reference.`,
  },
  'export-information': {
    title: 'Export information',
    summary: 'Shipping terms FOB, CFR and CIF, payment terms, shipping methods and the documents that come with your car.',
    body: `A car's catalogue price is its **FOB** price in Japan (free on board at the port of loading) and is marked FOB; signed in with your country and port, the car's page also shows the **CIF** total to your port, computed as your reservation and invoice will be.

## Shipping terms

| Term | What the price includes | What you arrange |
|---|---|---|
| **FOB** (Free On Board) | The car, inland transport in Japan, export customs clearance and loading at the Japanese port | Ocean freight, marine insurance, import duties and clearance |
| **CFR** (Cost and Freight) | Everything in FOB plus ocean freight to your port | Marine insurance, import duties and clearance |
| **CIF** (Cost, Insurance and Freight) | Everything in CFR plus marine insurance during the voyage | Import duties and clearance |

## Payment terms

- **TT (telegraphic transfer):** at least 50% within 3 business days of reserving, the balance before shipment. Bank charges are borne by the customer.
- **LC at sight:** for selected countries. See [how to pay](/how-to-pay).

## Shipping methods

- **RoRo (roll-on/roll-off):** the car is driven onto the ship. 2 to 3 sailings a month to the main ports.
- **Container:** shared or full containers, 4 to 5 shipments a month; parts may travel with the car.

Delivery usually takes **4 to 8 weeks** from full payment, depending on the route. See the [shipping schedule](/shipping-schedule).

## Documents

We send by courier: the **bill of lading**, the **export certificate** (deregistration certificate), the **commercial invoice**, and where required the **pre-export inspection certificate** and its English translation.

## Import rules

Each country has its own rules on vehicle age, steering side and inspection. Your account manager checks them before you reserve; the final responsibility for import clearance rests with the buyer.`,
  },
  'auction-service': {
    title: 'Auction service',
    summary: 'Bid on about 150,000 cars a week from over 100 Japanese auction houses through AutoExport, with no membership fee.',
    body: `Japan's car auctions list about **150,000 cars a week from over 100 auction houses**. We bid for you with our members' access — **no membership fee**. [Search this week's auction cars](/auctions): every lot with its auction sheet, grade and start time in your time zone and Japan's.

## How to buy at auction in six steps

1. **Sign up** for free: your account holds your deposit, your bids and their results.
2. **Select a vehicle** in the [auction search](/auctions). Read its translated auction sheet and grade, and note its bid cut-off: bid requests close one hour before the lot comes up.
3. **Pay the auction deposit** by bank transfer. It is refundable and gives you about ten times its value in bidding power.
4. **Bidding result.** We bid up to your maximum on auction day; you are e-mailed the result — won, lost or not sold — the same day. A lost bid frees your bidding power at once.
5. **Pay the security deposit** for a won car, then the balance of the invoice by telegraphic transfer, as for any order.
6. **Shipment and arrival.** We ship the car on the next suitable sailing with all export documents; follow it in your account until it arrives at your port.

## FAQ

**How much bidding power does my deposit give?** About ten times the deposit, less your open maximum bids and the won cars you have not yet paid for.

**Until when can I change or withdraw a bid?** Until the lot's bid cut-off, one hour before it comes up. The lot page shows the cut-off in your time zone and in Japan's.

**Can I get my deposit back?** Yes: ask for a refund whenever no bid or won car is open.

**What do the grades mean?** The overall grade runs from 1 to 6 (S for new, R for repaired); interior and exterior are graded A to E. Your account manager explains every remark on the sheet.

**Can I cancel after winning?** A won bid is a purchase at the auction house; it cannot be cancelled.

## Ready to bid?

Registration is free and takes a minute. [Register to get started](/auth?tab=register)`,
  },
  'auto-parts': {
    title: 'Auto parts',
    summary: 'Genuine and quality used Japanese auto parts, shipped with your car or on their own.',
    body: `We supply **genuine and quality used parts** for Japanese makes: engines and gearboxes, suspension, body panels, lights, wheels and tyres, and service parts.

- Parts can travel **in the same container as your car**, saving freight.
- Used engines and gearboxes are tested before dismantling and come with their mileage and chassis reference.
- We source new genuine parts from Japanese dealers on request.

Send the **chassis number** and the part you need through our [contact form](/contact), and your account manager will reply with availability, price and shipping options.`,
  },
  careers: {
    title: 'Careers',
    summary: 'Join AutoExport in Tokyo or in one of our offices worldwide: sales, logistics, inspection and software roles.',
    body: `We are a team of about 300 people in Japan and in about 30 countries, with buyers from over 100 countries. We look for people who are reliable, curious and good with customers.

## Open positions

- **Account manager (Urdu and English)** — Karachi or Tokyo. Guide customers from inquiry to delivery.
- **Account manager (Portuguese and English)** — Tokyo. Serve our buyers in Mozambique, Angola and Brazil.
- **Export documentation clerk** — Yokohama. Bills of lading, export certificates, inspection bookings.
- **Vehicle inspector** — Yokohama and Nagoya yards. Pre-shipment checks and photos.
- **Software engineer (TypeScript)** — Tokyo or remote. Our website and back office.

## What we offer

Training, a multicultural team, support with work visas for roles in Japan, and a career in an international business.

Send your CV and a short letter through our [contact form](/contact) with the subject "partnership", naming the position.`,
  },
  'terms-of-use': {
    title: 'Terms of use',
    summary: 'The rules for using the AutoExport website and customer account.',
    body: `By using this website you accept these terms. Please read them together with our [privacy policy](/privacy-policy) and [cookie policy](/cookie-policy).

## 1. Accounts

You must give true details when you register and keep your password secret. You are responsible for what is done with your account. We may suspend an account that is misused.

## 2. Prices and listings

Prices are shown only to registered customers. Listings, photos and auction sheets are given in good faith; a car is sold only when a reservation is confirmed and paid as set out in our [terms of trade](/terms-of-trade).

## 3. Acceptable use

Do not copy the site's content for commercial use, send automated requests that burden the site, try to get into other people's accounts, or post unlawful or misleading content in reviews.

## 4. Reviews

Reviews must be your own honest experience. We publish them after moderation and may remove reviews that break these terms.

## 5. Liability

We are not liable for indirect losses from using the site. Nothing in these terms limits your rights as a consumer under the law that applies to you.

## 6. Changes

We may change these terms; the date of the last update is shown on this page. These terms are governed by the laws of Japan, and the Tokyo District Court has jurisdiction.`,
  },
  'terms-of-trade': {
    title: 'Terms of trade',
    summary: 'Standard terms for buying vehicles from AutoExport: reservation, payment, shipping, risk and claims.',
    body: `These terms apply to every vehicle sale by AutoExport.

## 1. Reservation

A reservation holds a car for **3 business days** (Japanese working days). It stays in force only if **at least 50% of the price** is paid within that time; otherwise it ends and the car returns to stock.

## 2. Price

A car's catalogue price is its FOB price in Japan. The buyer chooses FOB, CFR or CIF when reserving, and the proforma invoice itemises the price under those terms; see [export information](/export-information) for what each term includes.

## 3. Payment

Payment is by **telegraphic transfer** or, for selected countries, by **letter of credit at sight**. **Bank charges are borne by the customer.** Credit cards and PayPal are not accepted, and never for Jamaican purchases. The balance is due before shipment.

## 4. Shipping and delivery

We ship on the next suitable RoRo or container sailing after full payment. Delivery usually takes 4 to 8 weeks; sailing dates depend on the shipping lines and are not guaranteed.

## 5. Risk and insurance

Risk passes to the buyer when the car is loaded on the vessel. Under CIF we insure the car during the voyage; marine insurance starts from $30 and covers up to $10,000, never above the car's value.

## 6. Condition

Used cars are sold as described in the listing and auction sheet. Minor wear consistent with age and mileage is not a defect.

## 7. Cancellation

A cancelled order after payment may be charged the costs already incurred (transport, inspection, documents).

## 8. Law

These terms are governed by the laws of Japan.`,
  },
  'privacy-policy': {
    title: 'Privacy policy',
    summary: 'What personal data AutoExport collects, why, how long we keep it and your rights.',
    body: `We respect your privacy and handle personal data in line with Japan's Act on the Protection of Personal Information and, where it applies, the GDPR.

## What we collect

- **Account data:** name, e-mail, phone, country, port, company details for dealers.
- **Order data:** consignee details, invoices, payments and shipping documents.
- **Messages:** inquiries, contact messages, reviews and damage reports.
- **Technical data:** IP address (to suggest your country and currency), browser type and the pages you visit.

## Why we use it

To run your account, answer your inquiries, sell and ship cars, meet our legal duties (export, tax, anti-money-laundering) and, with your consent, send our newsletter.

## Who sees it

Our staff and offices, shipping lines, forwarders and inspection agencies as needed to deliver your car, and authorities where the law requires. We never sell your data.

## How long we keep it

Account data while your account is open; order and payment records for the period tax law requires (up to 7 years).

## Your rights

You can see and correct your data in your profile, download it, or delete your account. Unsubscribe from the newsletter with the link in every e-mail. Contact us for any other request.`,
  },
  'cookie-policy': {
    title: 'Cookie policy',
    summary: 'The cookies and local storage AutoExport uses and how to control them.',
    body: `## What we use

- **Strictly necessary:** your session while signed in, your language choice, and a marker that tells our server you are signed in.
- **Preferences:** your currency and whether you have seen the newsletter popup, kept in your browser's local storage.
- **Security:** limits that protect sign-in and forms against abuse.

We do not use advertising cookies.

## Your choice

You can delete cookies and local storage in your browser's settings at any time. The site works without preference cookies, but you will be asked your language and currency again.`,
  },
  'anti-social-forces-policy': {
    title: 'Anti-social forces policy',
    summary: 'AutoExport refuses any relationship with organised crime and other anti-social forces.',
    body: `In line with Japanese government guidelines, AutoExport has **no relationship whatsoever with anti-social forces** — organised crime groups, their members and associates, and anyone who seeks economic gain through violence, threats or fraud.

1. We do not trade with, pay, or accept payment from anti-social forces.
2. We check new business partners and may ask customers for identification and proof of the source of funds.
3. Our contracts allow us to end any transaction at once if a party is found to belong to or support anti-social forces.
4. We refuse unreasonable demands firmly and report them to the police and our lawyers.
5. Staff receive training and report concerns to management without fear of reprisal.`,
  },
  'security-export-control': {
    title: 'Security export control',
    summary: "AutoExport's compliance with Japan's Foreign Exchange and Foreign Trade Act and international sanctions.",
    body: `Vehicles and parts can be subject to export controls. AutoExport complies with Japan's **Foreign Exchange and Foreign Trade Act** and the sanctions of the United Nations and Japan.

- We screen buyers and consignees against sanctions lists before a sale.
- We do not export to destinations or end users subject to an embargo, nor where we have reason to believe the goods are meant for military use or weapons of mass destruction.
- Certain vehicles (for example armoured or specialised 4×4 vehicles) need an export licence; we apply for it or decline the sale.
- We may ask you to confirm the end use and end user in writing.

Questions about export control go to our compliance team through the [contact form](/contact).`,
  },
  sitemap: {
    title: 'Sitemap',
    summary: 'Every page of the AutoExport website on one page.',
    body: 'All the pages of our website, grouped. To find a car, start with the [stock list](/cars).',
  },
};

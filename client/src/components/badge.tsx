import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

/** The API's badge words (CarSummaryDto.badges) → their translation key and colour. */
const CAR_BADGES: Record<string, { key: 'badge.available' | 'badge.readyToShip' | 'badge.reserved'; tone: BadgeTone }> = {
  Available: { key: 'badge.available', tone: 'success' },
  'Ready to Ship': { key: 'badge.readyToShip', tone: 'info' },
  RESERVED: { key: 'badge.reserved', tone: 'warning' },
};

/**
 * A car's badges as the API sends them (`car.badges`: "Available", "Ready to Ship", "RESERVED"), translated and
 * coloured; an unknown word is shown as sent, neutral.
 */
export function CarBadges({ badges }: { badges: readonly string[] }) {
  const { t } = useTranslation('common');
  if (badges.length === 0) return null;
  return (
    <ul className="badges">
      {badges.map((badge) => {
        const known = CAR_BADGES[badge];
        return (
          <li key={badge}>
            <Badge tone={known?.tone ?? 'neutral'}>{known ? t(known.key) : badge}</Badge>
          </li>
        );
      })}
    </ul>
  );
}

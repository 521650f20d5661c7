/** Spec §9: shipping terms. FOB: the car at the Japanese port; CFR: with ocean freight; CIF: with freight and insurance. */
export const TRADE_TERMS = ['FOB', 'CFR', 'CIF'] as const;
export type TradeTerms = (typeof TRADE_TERMS)[number];

/** Spec §3 Shipment: RoRo or Container. */
export const SHIPPING_METHODS = ['roro', 'container'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

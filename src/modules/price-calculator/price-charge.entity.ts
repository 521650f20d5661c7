import { Check, Column, Entity, Index } from 'typeorm';
import { PublicKeyed, Timestamped } from '../../common/database/columns.js';
import type { ChargeKey, ChargeMethod } from './price-quote-rules.js';

/**
 * A charge in Japan every quote carries (issue 11), edited by staff: inland transport to the port, port and handling
 * charges, the documentation fee — in USD, for both methods ('any') or for one; a method's own row wins.
 */
@Entity('price_charges')
@Index('uq_price_charges_key_method', ['chargeKey', 'method'], { unique: true })
@Check('ck_price_charges_key', `"charge_key" IN ('inland_transport', 'port_charges', 'documentation_fee')`)
@Check('ck_price_charges_method', `"method" IN ('any', 'roro', 'container')`)
@Check('ck_price_charges_amount', '"amount_usd" >= 0')
@Index('uq_price_charges_public_id', ['publicId'], { unique: true })
export class PriceCharge extends Timestamped(PublicKeyed) {
  @Column({ name: 'charge_key', type: 'varchar', length: 24 })
  chargeKey: ChargeKey;

  @Column({ type: 'varchar', length: 10, default: 'any' })
  method: ChargeMethod;

  @Column({ name: 'amount_usd', type: 'numeric', precision: 10, scale: 2 })
  amountUsd: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}

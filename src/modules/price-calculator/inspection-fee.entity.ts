import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../../common/database/columns.js';

/**
 * What a pre-export inspection in Japan costs for one destination country, and which agency does it (issue 11),
 * edited by staff. Whether the country requires one is its import rule's `inspection_required` (import-rules module):
 * this table only prices it.
 */
@Entity('inspection_fees')
@Check('ck_inspection_fees_fee', '"fee_usd" >= 0')
export class InspectionFee {
  @PrimaryColumn({ name: 'country_code', type: 'char', length: 2 })
  countryCode: string;

  /** E.g. QISJ, JEVIC, JAAI, EAA, Intertek. */
  @Column({ type: 'varchar', length: 60 })
  agency: string;

  @Column({ name: 'fee_usd', type: 'numeric', precision: 10, scale: 2 })
  feeUsd: string;

  @UpdatedAtColumn()
  updatedAt: Date;
}

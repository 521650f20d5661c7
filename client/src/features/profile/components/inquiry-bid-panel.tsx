import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/tabs';
import { BidsPanel } from '../../auctions/components/bids-panel';
import { InquiriesPanel } from '../../inquiries/components/inquiries-panel';

const LISTS = ['inquiries', 'bids'] as const;
type List = (typeof LISTS)[number];

/**
 * The profile's Inquiry & Bid List (spec §2): my inquiries and my auction bid requests as two tabs; the one shown is
 * in the URL (`?list=bids`), so the lot page can link straight to the bids.
 */
export function InquiryBidPanel() {
  const { t } = useTranslation(['profile']);
  const [params, setParams] = useSearchParams();
  const list: List = params.get('list') === 'bids' ? 'bids' : 'inquiries';
  return (
    <div className="inquiry-bid-panel">
      <Tabs
        label={t('profile:tabs.inquiries')}
        items={LISTS.map((id) => ({ id, label: t(`profile:lists.${id}`) }))}
        selected={list}
        onSelect={(id) => setParams(id === 'bids' ? { list: 'bids' } : {}, { replace: true })}
      >
        {list === 'bids' ? <BidsPanel /> : <InquiriesPanel />}
      </Tabs>
    </div>
  );
}

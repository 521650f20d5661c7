import { useTranslation } from 'react-i18next';
import '../../blog/content.css';
import { AdminPage } from '../../ui/admin-page';
import { Charges, InspectionFees } from '../components/charges-and-fees';
import { FreightRates } from '../components/freight-rates';

/** /admin/price-tables: what the price calculator quotes with — freight rates, charges, inspection fees. */
export default function PriceTablesRoute() {
  const { t } = useTranslation('admin-content');
  return (
    <AdminPage title={t('prices.title')} subtitle={t('prices.subtitle')}>
      <FreightRates />
      <Charges />
      <InspectionFees />
    </AdminPage>
  );
}

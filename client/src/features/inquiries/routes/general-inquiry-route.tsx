import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { InquiryForm } from '../components/inquiry-form';

/** `/inquiry`: a general inquiry, about no particular car ("Car: N/A"). */
export default function GeneralInquiryRoute() {
  const { t } = useTranslation('inquiries');
  return (
    <div className="container page inq-page">
      <PageTitle title={t('page.generalTitle')}>{t('page.generalTitle')}</PageTitle>
      <p className="muted">{t('page.generalIntro')}</p>
      <InquiryForm />
    </div>
  );
}

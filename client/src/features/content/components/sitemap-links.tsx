import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/link';
import { paths, type ContentPage } from '../../../lib/paths';

interface SitemapGroup {
  id: string;
  links: { to: string; label: string }[];
}

/** The public pages, grouped; labels from the `content` namespace, or the footer's where it names the page. */
function useSitemapGroups(): SitemapGroup[] {
  const { t } = useTranslation(['content', 'layout']);
  const page = (slug: ContentPage) => ({ to: paths.contentPage(slug), label: t(`links.${slug}`) });
  return [
    {
      id: 'cars',
      links: [
        { to: paths.home(), label: t('links.home') },
        { to: paths.search(), label: t('links.search') },
        { to: paths.requestCar(), label: t('links.requestCar') },
        { to: paths.chassisCheck(), label: t('links.chassisCheck') },
        { to: paths.shippingSchedule(), label: t('links.shippingSchedule') },
        { to: paths.priceCalculator(), label: t('layout:footer.priceCalculator') },
        page('auto-parts'),
      ],
    },
    {
      id: 'help',
      links: [
        page('how-to-buy'),
        page('how-to-pay'),
        page('export-information'),
        page('auction-service'),
        { to: paths.insurance(), label: t('layout:footer.insurance') },
        { to: paths.faq(), label: t('layout:footer.faq') },
        { to: paths.developers(), label: t('layout:footer.developers') },
      ],
    },
    {
      id: 'company',
      links: [
        page('about'),
        page('csr'),
        page('careers'),
        { to: paths.offices(), label: t('layout:footer.allOffices') },
        { to: paths.blog(), label: t('layout:footer.blog') },
        { to: paths.reviews(), label: t('links.reviews') },
        { to: paths.contact(), label: t('links.contact') },
      ],
    },
    {
      id: 'legal',
      links: [
        page('terms-of-use'),
        page('terms-of-trade'),
        page('privacy-policy'),
        page('cookie-policy'),
        page('anti-social-forces-policy'),
        page('security-export-control'),
      ],
    },
    {
      id: 'account',
      links: [
        { to: paths.auth(), label: t('links.signIn') },
        { to: paths.auth({ tab: 'register' }), label: t('links.register') },
        { to: paths.profile(), label: t('links.profile') },
        { to: paths.inquiries(), label: t('links.inquiries') },
        { to: paths.damageReport(), label: t('links.damageReport') },
      ],
    },
  ];
}

/** The sitemap page's links to every public page, in groups (spec §2 Content pages: sitemap). */
export function SitemapLinks() {
  const { t } = useTranslation('content');
  const groups = useSitemapGroups();
  return (
    <nav className="sitemap" aria-label={t('sitemap.label')}>
      {groups.map((group) => (
        <section key={group.id} className="sitemap__group" aria-labelledby={`sitemap-${group.id}`}>
          <h2 id={`sitemap-${group.id}`}>{t(`sitemap.groups.${group.id}`)}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

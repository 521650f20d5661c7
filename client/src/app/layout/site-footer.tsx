import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { ExternalLink, Link } from '../../components/link';
import { Skeleton } from '../../components/skeleton';
import { paths, type ContentPage } from '../../lib/paths';
import { useFormat } from '../../lib/use-format';
import { whatsappLink } from '../../lib/whatsapp';
import { useFooterData } from './use-footer-data';

const MAKES_SHOWN = 12;

/** The company, help and legal pages (features/content), grouped; their labels are `layout:footer.<key>`. */
const PAGE_GROUPS: { heading: string; links: [ContentPage, string][] }[] = [
  {
    heading: 'company',
    links: [
      ['about', 'about'],
      ['csr', 'csr'],
      ['careers', 'careers'],
    ],
  },
  {
    heading: 'help',
    links: [
      ['how-to-buy', 'howToBuy'],
      ['how-to-pay', 'howToPay'],
      ['export-information', 'exportInformation'],
      ['auction-service', 'auctionService'],
    ],
  },
  {
    heading: 'legal',
    links: [
      ['terms-of-use', 'termsOfUse'],
      ['terms-of-trade', 'termsOfTrade'],
      ['privacy-policy', 'privacy'],
      ['cookie-policy', 'cookies'],
      ['anti-social-forces-policy', 'antiSocialForces'],
      ['security-export-control', 'securityExportControl'],
    ],
  },
];
const OFFICES_SHOWN = 4;

/** The first office of each region, in order, at most `max`: the footer shows the network's spread, the page the rest. */
function firstPerRegion<O extends { region: string }>(offices: readonly O[], max: number): O[] {
  const seen = new Set<string>();
  return offices.filter((office) => !seen.has(office.region) && seen.add(office.region)).slice(0, max);
}

/** The footer from GET /api/footer-data: makes and body types with their counts (links into the search), contacts, offices. */
export function SiteFooter() {
  const { t } = useTranslation(['layout', 'common']);
  const format = useFormat();
  const footer = useFooterData();
  const data = footer.data;

  return (
    <footer className="site-footer">
      <div className="container">
        {footer.isError ? (
          <ErrorState error={footer.error} title={t('layout:footer.error')} onRetry={() => void footer.refetch()} />
        ) : (
          <div className="site-footer__grid" aria-busy={footer.isPending}>
            <section>
              <h2 className="site-footer__heading">{t('layout:footer.makes')}</h2>
              <ul className="site-footer__list site-footer__list--columns">
                {data
                  ? data.byMake.slice(0, MAKES_SHOWN).map((make) => (
                      <li key={make.slug}>
                        <Link to={paths.search({ make: make.slug })}>
                          {make.title} <span className="site-footer__count">({format.number(make.count)})</span>
                        </Link>
                      </li>
                    ))
                  : Array.from({ length: 6 }, (_, i) => (
                      <li key={i}>
                        <Skeleton inlineSize="8em" />
                      </li>
                    ))}
              </ul>
            </section>
            <section>
              <h2 className="site-footer__heading">{t('layout:footer.bodyTypes')}</h2>
              <ul className="site-footer__list site-footer__list--columns">
                {data?.byBodyType.map((type) => (
                  <li key={type.value}>
                    <Link to={paths.search({ bodyType: type.value })}>
                      {t(`common:bodyType.${type.value}`, { defaultValue: type.value })}{' '}
                      <span className="site-footer__count">({format.number(type.count)})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h2 className="site-footer__heading">{t('layout:footer.contact')}</h2>
              {data && (
                <dl className="site-footer__contacts">
                  <dt>{t('layout:footer.email')}</dt>
                  <dd>
                    <a href={`mailto:${data.support.email}`}>{data.support.email}</a>
                  </dd>
                  <dt>{t('layout:footer.phone')}</dt>
                  <dd>
                    <a href={`tel:${data.support.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                      {data.support.phone}
                    </a>
                  </dd>
                  <dt>{t('layout:footer.whatsapp')}</dt>
                  <dd>
                    <ExternalLink href={whatsappLink(data.support.whatsapp)} dir="ltr">
                      {data.support.whatsapp}
                    </ExternalLink>
                  </dd>
                  <dt>{t('layout:footer.hours')}</dt>
                  <dd>{data.support.hours}</dd>
                </dl>
              )}
              <p className="site-footer__note">{t('layout:footer.accountManager')}</p>
              <ul className="site-footer__list">
                <li>
                  <Link to={paths.contact()}>{t('layout:footer.contactForm')}</Link>
                </li>
                <li>
                  <Link to={paths.requestCar()}>{t('layout:footer.requestCar')}</Link>
                </li>
                <li>
                  <Link to={paths.faq()}>{t('layout:footer.faq')}</Link>
                </li>
              </ul>
            </section>
            <section>
              <h2 className="site-footer__heading">{t('layout:footer.offices')}</h2>
              <ul className="site-footer__list site-footer__offices">
                {firstPerRegion(data?.support.offices ?? [], OFFICES_SHOWN).map((office) => (
                  <li key={`${office.name}-${office.city}`}>
                    <strong>{office.name}</strong>
                    <span>
                      {office.city}, {format.country(office.country)}
                    </span>
                    <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                      {office.phone}
                    </a>
                  </li>
                ))}
              </ul>
              <ul className="site-footer__list">
                <li>
                  <Link to={paths.offices()}>{t('layout:footer.allOffices')}</Link>
                </li>
              </ul>
            </section>
          </div>
        )}
        <div className="site-footer__grid site-footer__pages">
          {PAGE_GROUPS.map((group) => (
            <nav key={group.heading} aria-labelledby={`footer-${group.heading}`}>
              <h2 className="site-footer__heading" id={`footer-${group.heading}`}>
                {t(`layout:footer.${group.heading}`)}
              </h2>
              <ul className={`site-footer__list${group.links.length > 4 ? ' site-footer__list--columns' : ''}`}>
                {group.links.map(([slug, key]) => (
                  <li key={slug}>
                    <Link to={paths.contentPage(slug)}>{t(`layout:footer.${key}`)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <nav className="site-footer__tools" aria-label={t('layout:footer.tools')}>
          <ul>
            <li>
              <Link to={paths.auctions()}>{t('layout:footer.auctions')}</Link>
            </li>
            <li>
              <Link to={paths.chassisCheck()}>{t('layout:footer.chassisCheck')}</Link>
            </li>
            <li>
              <Link to={paths.priceCalculator()}>{t('layout:footer.priceCalculator')}</Link>
            </li>
            <li>
              <Link to={paths.insurance()}>{t('layout:footer.insurance')}</Link>
            </li>
            <li>
              <Link to={paths.blog()}>{t('layout:footer.blog')}</Link>
            </li>
            <li>
              <Link to={paths.contentPage('auto-parts')}>{t('layout:footer.autoParts')}</Link>
            </li>
            <li>
              <Link to={paths.developers()}>{t('layout:footer.developers')}</Link>
            </li>
            <li>
              <Link to={paths.contentPage('sitemap')}>{t('layout:footer.sitemap')}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__legal">{t('layout:footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

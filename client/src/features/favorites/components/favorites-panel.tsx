import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { lastPage, Pager } from '../../../components/pager';
import { Price } from '../../../components/price';
import { Skeleton } from '../../../components/skeleton';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { useCarLabels } from '../../catalogue/components/use-car-labels';
import { FAVORITES_PAGE_SIZE, useFavorites, useToggleFavorite, type Favorite } from '../api/favorites-api';
import '../favorites.css';

function FavoriteCard({ favorite, onRemove, removing }: { favorite: Favorite; onRemove: () => void; removing: boolean }) {
  const { t } = useTranslation('favorites');
  const labels = useCarLabels();
  const f = useFormat();
  const { car, availability, listed } = favorite;
  const title = labels.title(car);
  return (
    <li className="card fav-card">
      {car.thumbnailUrl ? (
        <img className="fav-card__thumb" src={car.thumbnailUrl} alt="" width={120} height={90} loading="lazy" />
      ) : (
        <span className="fav-card__thumb" aria-hidden="true" />
      )}
      <div className="fav-card__body">
        <h3 className="fav-card__title">
          {listed ? (
            <Link to={paths.car(car.ref)}>
              <bdi>{title}</bdi>
            </Link>
          ) : (
            <bdi>{title}</bdi>
          )}
        </h3>
        <p className="muted fav-card__ref">
          {t('list.stockId')} <strong>{car.ref}</strong>
        </p>
        {availability !== 'available' && (
          <Badge tone={availability === 'sold' ? 'danger' : availability === 'withdrawn' ? 'neutral' : 'warning'}>
            {t(`availability.${availability}`)}
          </Badge>
        )}
        <Price money={car.price} terms="FOB" className="fav-card__price" />
        <p className="muted fav-card__added">
          {t('list.added')} <time dateTime={favorite.addedAt}>{f.date(favorite.addedAt, { dateStyle: 'medium' })}</time>
        </p>
      </div>
      <Button
        variant="ghost"
        className="btn--danger-text fav-card__remove"
        onClick={onRemove}
        disabled={removing}
        aria-label={t('list.removeLabel', { title, ref: car.ref })}
      >
        {t('list.remove')}
      </Button>
    </li>
  );
}

/**
 * My Favorites (spec §2): the cars I keep, newest first, a page at a time; each with its photo, title (a link to its
 * page while the catalogue lists it), price, a badge when reserved or sold, when it was added, and Remove.
 */
export function FavoritesPanel() {
  const { t } = useTranslation(['favorites', 'profile']);
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const list = useFavorites(page);
  const toggle = useToggleFavorite();
  const [message, setMessage] = useState('');
  const titleId = 'favorites-title';

  const remove = (favorite: Favorite) => {
    setMessage('');
    toggle.mutate(
      { ref: favorite.car.ref, favorite: false },
      {
        onSuccess: () => {
          setMessage(t('messages.removed'));
          // The last car of a later page gone: the page before.
          if (list.data && list.data.items.length <= 1 && page > 1) setPage(page - 1);
        },
        onError: (error) => setMessage(errorText.message(error)),
      },
    );
  };

  let body;
  if (list.isError && !list.data) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data)
    body = (
      <ul className="fav-list" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="card fav-card">
            <Skeleton className="fav-card__thumb" />
            <div className="fav-card__body">
              <Skeleton inlineSize="70%" blockSize="1.3rem" />
              <Skeleton inlineSize="40%" blockSize="1rem" />
              <Skeleton inlineSize="30%" blockSize="1.3rem" />
            </div>
          </li>
        ))}
      </ul>
    );
  else if (list.data.items.length === 0)
    body = (
      <EmptyState
        title={t('list.emptyTitle')}
        message={t('list.emptyMessage')}
        action={
          <Link className={buttonClass('primary')} to={paths.search()}>
            {t('list.browse')}
          </Link>
        }
      />
    );
  else {
    const last = lastPage(list.data.total, FAVORITES_PAGE_SIZE);
    body = (
      <>
        <ul className="fav-list">
          {list.data.items.map((favorite) => (
            <FavoriteCard
              key={favorite.car.ref}
              favorite={favorite}
              removing={toggle.isPending && toggle.variables?.ref === favorite.car.ref}
              onRemove={() => remove(favorite)}
            />
          ))}
        </ul>
        <Pager t={t} keys="list." page={page} last={last} onPage={setPage} className="form-actions fav-pages" />
      </>
    );
  }

  return (
    <section className="profile-panel favorites-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('profile:tabs.favorites')}</h2>
      <p className="profile-panel__intro">{t('list.intro')}</p>
      <p className="fav-notice" role="status">
        {message}
      </p>
      {body}
    </section>
  );
}

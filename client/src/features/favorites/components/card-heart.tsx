import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { stripLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useFavoriteRefs } from '../api/favorite-keys';

/** The toggle's code, loaded on the first press (or hover, or focus), not with the page. */
const loadToggle = () => import('../api/toggle-favorite');

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 20.5 4.2 12.9A5 5 0 0 1 12 6.6a5 5 0 0 1 7.8 6.3Z"
      />
    </svg>
  );
}

/**
 * The favorite heart on a catalogue card (search results, the home page's lists): an icon over the photo, named after
 * the car. A visitor's heart links to sign in and comes back to this page; a signed-in customer's toggles at once (and
 * back if the server refuses; its code loads on the first press, not with the page). Whether each card's car is a favorite comes from one shared request for the whole page
 * (GET /api/favorites/refs), not one per card. Its texts are the catalogue's, which the cards' pages already load, so
 * the server-rendered page hydrates as it was rendered: as a visitor sees it.
 */
export function CardHeart({ carRef, carTitle }: { carRef: string; carTitle: string }) {
  const { t } = useTranslation('catalogue');
  const { status } = useSession();
  const location = useLocation();
  const refs = useFavoriteRefs();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');

  if (status === 'signedOut') {
    const next = stripLanguage(location.pathname) + location.search;
    return (
      <Link
        className="card-heart"
        to={paths.auth({ next })}
        aria-label={t('card.favoriteSignIn', { car: carTitle })}
        title={t('card.favoriteSignIn', { car: carTitle })}
      >
        <HeartIcon filled={false} />
      </Link>
    );
  }
  if (status === 'loading' || !refs.data)
    return refs.isError ? null : <span className="card-heart card-heart--waiting" aria-hidden="true" />;

  const favorite = refs.data.has(carRef.toUpperCase());
  const onClick = () => {
    const wanted = !favorite;
    setMessage('');
    loadToggle()
      .then(({ toggleFavorite }) => toggleFavorite(queryClient, { ref: carRef, favorite: wanted }))
      .then(
        () => setMessage(t(wanted ? 'card.favoriteAdded' : 'card.favoriteRemoved')),
        () => setMessage(t('card.favoriteFailed')),
      );
  };
  return (
    <>
      <button
        type="button"
        className={`card-heart${favorite ? ' card-heart--on' : ''}`}
        aria-pressed={favorite}
        aria-label={t(favorite ? 'card.favoriteRemove' : 'card.favoriteAdd', { car: carTitle })}
        title={t(favorite ? 'card.favoriteRemove' : 'card.favoriteAdd', { car: carTitle })}
        onClick={onClick}
        onPointerEnter={() => void loadToggle()}
        onFocus={() => void loadToggle()}
      >
        <HeartIcon filled={favorite} />
      </button>
      <span className="visually-hidden" role="status">
        {message}
      </span>
    </>
  );
}

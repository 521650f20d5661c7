import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { Skeleton } from '../../../components/skeleton';
import { useErrorText } from '../../../lib/i18n/error-text';
import { stripLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useIsFavorite, useToggleFavorite } from '../api/favorites-api';
import '../favorites.css';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="fav-heart__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
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
 * The car page's favorite heart (spec: "Favorite toggle"). A signed-in customer toggles it (it turns at once, and back
 * if the server refuses) and hears "Added to favorites" / "Removed from favorites"; a visitor's heart is a link to sign
 * in that comes back to the car. The server renders it as a visitor sees it, and so does the hydrating first render
 * (main.tsx hydrates only for visitors); while the session is checked, a placeholder of its size.
 */
export function FavoriteHeart({ carRef }: { carRef: string }) {
  const { t } = useTranslation('favorites');
  const errorText = useErrorText();
  const { status } = useSession();
  const location = useLocation();
  const check = useIsFavorite(carRef);
  const toggle = useToggleFavorite();
  const [message, setMessage] = useState('');

  if (status === 'signedOut') {
    const next = stripLanguage(location.pathname) + location.search;
    return (
      <div className="fav-heart">
        <Link className={`${buttonClass('secondary')} fav-heart__button`} to={paths.auth({ next })}>
          <HeartIcon filled={false} />
          {t('heart.add')}
        </Link>
      </div>
    );
  }
  if (status === 'loading' || (!check.data && !check.isError)) {
    return (
      <div className="fav-heart">
        <Skeleton inlineSize="11em" blockSize="var(--target-min)" />
      </div>
    );
  }

  const favorite = check.data?.isFavorite ?? false;
  const onClick = () => {
    const wanted = !favorite;
    setMessage('');
    toggle.mutate(
      { ref: carRef, favorite: wanted },
      {
        onSuccess: () => setMessage(t(wanted ? 'messages.added' : 'messages.removed')),
        onError: (error) => setMessage(errorText.message(error)),
      },
    );
  };
  return (
    <div className="fav-heart">
      <button
        type="button"
        className={`${buttonClass('secondary')} fav-heart__button${favorite ? ' fav-heart__button--on' : ''}`}
        aria-pressed={favorite}
        onClick={onClick}
      >
        <HeartIcon filled={favorite} />
        {t(favorite ? 'heart.remove' : 'heart.add')}
      </button>
      <p className="fav-heart__status" role="status">
        {message}
      </p>
    </div>
  );
}

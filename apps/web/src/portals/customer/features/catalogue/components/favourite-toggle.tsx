import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n-react';
import type { TitleSummary } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { openAccountModal } from '@/lib/account-modal';
import { isApiError } from '@/lib/api-client';
import { useLoginData } from '@/lib/session';
import { useAddFavourite } from '../api/add-favourite';
import { useRemoveFavourite } from '../api/remove-favourite';
import { favouriteMutationKey } from '../favourite-cache';
import styles from './favourite-toggle.module.css';

export interface FavouriteToggleProps {
  title: Pick<TitleSummary, 'id' | 'is_favourite'>;
  /** The title's display name, for the button's accessible name. */
  name: string;
  /** The library the title is added from. */
  libraryId: number;
  /** 'icon' on a title card (a heart over the poster); 'labelled' on the title page. */
  variant: 'icon' | 'labelled';
  className?: string | undefined;
}

/**
 * The favourite toggle (spec section 4): a button whose aria-pressed says whether the title is a favourite.
 * Its name stays the same in both states ("Favourite: Arvet i Göteborg"), as a toggle's should; the heart is
 * filled when pressed. Logged out, it opens the login modal instead. A failure puts the old state back; a
 * 4xx is explained beside the button, a 5xx or no answer opens the global error popup.
 */
export function FavouriteToggle({ title, name, libraryId, variant, className }: FavouriteToggleProps) {
  const { t } = useTranslation();
  const loggedIn = useLoginData().user !== null;
  const add = useAddFavourite(title.id);
  const remove = useRemoveFavourite(title.id);
  // One call per title at a time, wherever its other cards are: a second click while one runs is ignored.
  const busy = useIsMutating({ mutationKey: favouriteMutationKey(title.id) }) > 0;
  const pressed = loggedIn && title.is_favourite !== null;
  const error = add.error ?? remove.error;
  const explained = isApiError(error) && error.status !== undefined && error.status < 500;

  const toggle = () => {
    if (!loggedIn) {
      openAccountModal('login');
      return;
    }
    if (busy) return;
    add.reset();
    remove.reset();
    if (pressed) remove.mutate();
    else add.mutate({ titleId: title.id, libraryId });
  };

  const label = t('favourite_toggle_label', { name });
  const heart = (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.heart}>
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        fill={pressed ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
  const message = explained && (
    <p role="alert" className={variant === 'icon' ? styles.bubble : styles.message}>
      {t('favourite_failed')}
    </p>
  );

  if (variant === 'icon') {
    return (
      <div className={`${styles.iconWrap} ${className ?? ''}`}>
        <button
          type="button"
          className={`${styles.icon} ${pressed ? styles.pressed : ''}`}
          aria-pressed={pressed}
          aria-label={label}
          // For mouse users, what a click does; screen readers hear the name and the pressed state.
          title={t(pressed ? 'remove_from_favourites' : 'add_to_favourites')}
          onClick={toggle}
        >
          {heart}
        </button>
        {message}
      </div>
    );
  }
  return (
    <div className={`${styles.labelled} ${className ?? ''}`}>
      <Button
        size="small"
        aria-pressed={pressed}
        aria-label={label}
        className={`${styles.button} ${pressed ? styles.pressed : ''}`}
        onClick={toggle}
      >
        {heart}
        {t('favourite_toggle')}
      </Button>
      {message}
    </div>
  );
}

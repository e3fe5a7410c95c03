import { useId } from 'react';
import type { Language, Title } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { PlayerDialog } from '@/features/player';
import { languageLocales } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { dateTimeFormat } from '@/lib/intl';
import { useStartViewing } from '../api/start-viewing';
import type { ViewingMode } from '../api/viewing-access';
import { useStreamPlayer } from './use-stream-player';
import styles from './viewing-box.module.css';

const noteKeys: Record<ViewingMode, string> = {
  admin: 'viewing_admin_note',
  librarian: 'viewing_librarian_note',
  special: 'viewing_preview_note',
};

interface ViewingBoxProps {
  mode: ViewingMode;
  title: Title;
  language: Language;
  /** The preview token (special mode). */
  token: string | undefined;
  /** The preview link's end (special mode), ISO 8601. */
  expiresAt: string | null;
}

/**
 * In place of the loan box on the viewing-mode pages (docs/decisions/044): what this viewing is, and Watch, which
 * asks the server for a stream (recorded in the audit log, counted nowhere) and opens the player. The player
 * keeps no position on the account: the viewing leaves no trace in a customer's data.
 */
export function ViewingBox({ mode, title, language, token, expiresAt }: ViewingBoxProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const start = useStartViewing(mode, title.id, token);
  const { buttonId: watchButtonId, watch, play, close } = useStreamPlayer(start, title, language);
  const date = expiresAt
    ? dateTimeFormat(languageLocales[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(expiresAt),
      )
    : '';

  return (
    <section className={styles.box} aria-labelledby={headingId} data-testid="viewing-box">
      <h2 id={headingId} className={styles.heading}>
        {t('viewing_box_heading')}
      </h2>
      <p className={styles.note}>{t(noteKeys[mode], { date })}</p>
      <Button
        id={watchButtonId}
        variant="primary"
        className={styles.watch}
        onClick={play}
        aria-disabled={start.isPending || undefined}
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.playIcon}>
          <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
        </svg>
        {t('watch')}
      </Button>
      <div role="alert">{start.isError && <p className={styles.alert}>{t('viewing_start_failed')}</p>}</div>
      <PlayerDialog watch={watch} onClose={close} />
    </section>
  );
}

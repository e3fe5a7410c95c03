import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n-react';
import { formErrorKey } from '@/lib/form-errors';
import { marcFormatNames, marcFormats, type MarcFormat } from '../api/export-marc';
import { useMarcFeed, useRotateMarcFeed } from '../api/marc-feed';
import styles from './titles-table.module.css';

const urlField: Record<MarcFormat, 'marcxml_url' | 'iso2709_url'> = {
  marcxml: 'marcxml_url',
  iso2709: 'iso2709_url',
};

/**
 * The library's MARC feed: the addresses a library system fetches the records from (each with a copy button),
 * and new addresses after a confirmation (the old ones stop working at once). The focus returns to the button
 * that opened the confirmation; what happened is said in a status line.
 */
export function MarcFeed() {
  const { t } = useTranslation();
  const headingId = useId();
  const feed = useMarcFeed();
  const rotate = useRotateMarcFeed();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const rotateButton = useRef<HTMLButtonElement>(null);
  const current = feed.data;
  const copy = (format: MarcFormat, url: string) =>
    void navigator.clipboard
      ?.writeText(url)
      .then(() => setNote(t('marc_feed_copied')))
      .catch(() => undefined);
  const close = () => {
    setConfirming(false);
    rotateButton.current?.focus();
  };
  return (
    <section aria-labelledby={headingId} className={styles.marcFeed}>
      <h2 id={headingId} className={styles.marcFeedHeading}>
        {t('marc_feed_heading')}
      </h2>
      <p>{t('marc_feed_intro')}</p>
      {current === null && <p>{t('marc_feed_none')}</p>}
      {current &&
        marcFormats.map((format) => (
          <div key={format} className={styles.marcFeedRow}>
            <Field label={t('marc_feed_address', { format: marcFormatNames[format] })}>
              {(control) => (
                <input
                  {...control}
                  readOnly
                  value={current[urlField[format]]}
                  onFocus={(event) => event.currentTarget.select()}
                />
              )}
            </Field>
            <Button size="small" onClick={() => copy(format, current[urlField[format]])}>
              {t('marc_feed_copy', { format: marcFormatNames[format] })}
            </Button>
          </div>
        ))}
      {feed.isSuccess && (
        <Button
          ref={rotateButton}
          size="small"
          aria-expanded={confirming}
          onClick={() => (current ? setConfirming(true) : rotate.mutate())}
          aria-disabled={rotate.isPending || undefined}
        >
          {current ? t('marc_feed_rotate') : t('marc_feed_create')}
        </Button>
      )}
      {confirming && (
        <div
          role="alertdialog"
          aria-labelledby={`${headingId}-confirm`}
          className={styles.marcFeedConfirm}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <p id={`${headingId}-confirm`}>{t('marc_feed_rotate_confirm')}</p>
          <Button
            autoFocus
            variant="primary"
            aria-disabled={rotate.isPending || undefined}
            onClick={() => {
              if (rotate.isPending) return;
              rotate.mutate(undefined, {
                onSuccess: () => {
                  setNote(t('marc_feed_rotated'));
                  close();
                },
              });
            }}
          >
            {t('marc_feed_rotate_yes')}
          </Button>
          <Button onClick={close}>{t('cancel')}</Button>
        </div>
      )}
      <p role="status" className={styles.marcFeedNote}>
        {note}
      </p>
      <p role="alert" className={styles.marcError}>
        {rotate.isError ? t(formErrorKey(rotate.error)) : feed.isError ? t(formErrorKey(feed.error)) : ''}
      </p>
    </section>
  );
}

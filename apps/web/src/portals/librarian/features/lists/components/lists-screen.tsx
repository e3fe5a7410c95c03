import { useRef, useState } from 'react';
import type { CountryIso, LibrarianList, Language } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useListChanges } from '../api/lists';
import type { HeadingLanguage } from '../list-form-values';
import { ListForm } from './list-form';
import styles from './lists.module.css';

const libraryLanguages: Record<CountryIso, HeadingLanguage> = { se: 'sv', no: 'no', fi: 'fi' };

/** A list's heading in the portal's language, else the library's, else any it has. */
export function listHeading(list: LibrarianList, language: Language, own: HeadingLanguage): string {
  const heading = (lang: HeadingLanguage) => list[`heading_${lang}`];
  return (
    heading(language as HeadingLanguage) ||
    heading(own) ||
    heading('en') ||
    heading('sv') ||
    heading('no') ||
    heading('fi')
  );
}

interface ListsScreenProps {
  lists: LibrarianList[];
  libraryId: number | undefined;
  countryIso: CountryIso | undefined;
  language: Language;
}

/**
 * The library's own lists (/lib/lists): in their order, each movable up and down with buttons, editable and
 * deletable after a confirmation; a new list is made with the same form.
 */
export function ListsScreen({ lists, libraryId, countryIso, language }: ListsScreenProps) {
  const { t } = useTranslation();
  const { remove, reorder } = useListChanges();
  const [editing, setEditing] = useState<LibrarianList | 'new' | null>(null);
  const [confirming, setConfirming] = useState<LibrarianList | null>(null);
  const [note, setNote] = useState('');
  const newButton = useRef<HTMLButtonElement>(null);
  const own = libraryLanguages[countryIso ?? 'se'];

  const move = (index: number, by: -1 | 1) => {
    const ids = lists.map((list) => list.list_id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids);
  };
  const day = (date: string | null) => (date ? formatDay(date, language) : '…');
  const dates = (list: LibrarianList) =>
    list.starts_on || list.ends_on ? `${day(list.starts_on)} – ${day(list.ends_on)}` : t('list_always');

  if (editing) {
    return (
      <ListForm
        list={editing === 'new' ? null : editing}
        libraryId={libraryId}
        requiredHeading={own}
        language={language}
        onDone={(saved) => {
          setEditing(null);
          setNote(saved ? t('list_saved') : '');
        }}
      />
    );
  }

  return (
    <div className={styles.screen}>
      <p className={styles.intro}>{t('lists_intro')}</p>
      <Button ref={newButton} variant="primary" onClick={() => setEditing('new')}>
        {t('list_new')}
      </Button>
      <div role="status" className={styles.note}>
        {note}
      </div>
      {lists.length === 0 ? (
        <p>{t('lists_none')}</p>
      ) : (
        <ol className={styles.lists}>
          {lists.map((list, index) => {
            const name = listHeading(list, language, own);
            return (
              <li key={list.list_id} className={styles.list}>
                <h2 className={styles.listHeading}>{name}</h2>
                <p className={styles.meta}>
                  {list.in_schedule ? t('list_shown_now') : t('list_not_shown_now')} · {t('list_dates')}:{' '}
                  {dates(list)} · {t('list_title_count')}: {list.titles.length}
                </p>
                <div className={styles.actions}>
                  <Button
                    size="small"
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    {t('list_move_up', { name })}
                  </Button>
                  <Button
                    size="small"
                    disabled={index === lists.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    {t('list_move_down', { name })}
                  </Button>
                  <Button size="small" onClick={() => setEditing(list)}>
                    {t('list_edit', { name })}
                  </Button>
                  <Button size="small" onClick={() => setConfirming(list)}>
                    {t('list_delete', { name })}
                  </Button>
                </div>
                {confirming?.list_id === list.list_id && (
                  <div
                    role="alertdialog"
                    aria-labelledby={`confirm-${list.list_id}`}
                    className={styles.confirm}
                  >
                    <p id={`confirm-${list.list_id}`}>{t('list_delete_confirm', { name })}</p>
                    <Button
                      autoFocus
                      variant="primary"
                      onClick={() =>
                        remove.mutate(list.list_id, {
                          onSuccess: () => {
                            setConfirming(null);
                            setNote(t('list_deleted'));
                            newButton.current?.focus();
                          },
                        })
                      }
                    >
                      {t('list_delete_yes')}
                    </Button>
                    <Button onClick={() => setConfirming(null)}>{t('list_cancel')}</Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

import type { HTMLAttributes, SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useTranslation } from '@/lib/i18n-react';
import { shortcutHelp } from '../player-shortcuts';
import styles from './player-settings-panel.module.css';

/**
 * React passes a dialog's cancel up its own tree like a bubbling event: without this, Escape in the help would also
 * close the player's dialog. (The div's types leave out onCancel, which React reads from any element.)
 */
const stopCancel = {
  onCancel: (event: SyntheticEvent) => event.stopPropagation(),
} as HTMLAttributes<HTMLDivElement>;

interface PlayerShortcutsHelpProps {
  open: boolean;
  onClose(): void;
}

/**
 * The player's keyboard shortcuts (?), in a modal dialog: Escape or Close shuts it and the focus goes back to
 * where it was (the native <dialog> returns it to its opener). It stops the player's own key handling while open:
 * the keys pressed in it are the dialog's.
 */
export function PlayerShortcutsHelp({ open, onClose }: PlayerShortcutsHelpProps) {
  const { t } = useTranslation();
  const keyName = (key: string) => (key.startsWith('player_key_') ? t(key) : key);
  return (
    // The dialog sits inside the player: its keys and its cancel (Escape) must not reach the player or the
    // player's own dialog around it.
    <div data-player-menu="" onKeyDown={(event) => event.stopPropagation()} {...stopCancel}>
      <Modal
        open={open}
        title={t('player_shortcuts')}
        onClose={onClose}
        actions={
          <Button variant="primary" onClick={onClose}>
            {t('close')}
          </Button>
        }
      >
        <table className={styles.shortcuts}>
          <thead>
            <tr>
              <th scope="col">{t('player_shortcut_key')}</th>
              <th scope="col">{t('player_shortcut_action')}</th>
            </tr>
          </thead>
          <tbody>
            {shortcutHelp.map(({ keys, action }) => (
              <tr key={action}>
                <td>
                  {keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && ` ${t('player_key_or')} `}
                      <kbd>{keyName(key)}</kbd>
                    </span>
                  ))}
                </td>
                <td>{t(`player_shortcut_${action.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Modal>
    </div>
  );
}

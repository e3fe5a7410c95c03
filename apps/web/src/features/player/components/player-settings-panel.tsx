import { useEffect, useId, useRef, type CSSProperties } from 'react';
import {
  captionBackgroundOpacities,
  captionColors,
  captionFonts,
  captionSizes,
  defaultPlayerSettings,
  playbackRates,
  type PlayerSettings,
} from '@filmhyllan/contract/client';
import { usePopover } from '@/components/ui/use-popover';
import { languageLocales } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { captionLook } from '../caption-style';
import { SettingsIcon } from './player-icons';
import controlStyles from './video-player.module.css';
import styles from './player-settings-panel.module.css';

interface PlayerSettingsPanelProps {
  settings: PlayerSettings;
  onChange(patch: Partial<PlayerSettings>): void;
  /** Opens the keyboard-shortcut help (the panel closes first). */
  onShowShortcuts(): void;
  /** Tells the player the panel is open (the controls stay visible meanwhile). */
  onOpenChange?(open: boolean): void;
}

type SelectField = Exclude<
  keyof PlayerSettings,
  'subtitle_language' | 'audio_language' | 'audio_description'
>;

/**
 * The player's settings, from a button in the controls: how the subtitles look (size, text colour, background
 * colour and its opacity, font) with a live preview, and the playback speed. Native selects, each labelled, so
 * every choice works with the keyboard and a screen reader; the panel is a non-modal dialog above the controls
 * that Escape or a click outside closes (focus back on its button).
 */
export function PlayerSettingsPanel({
  settings,
  onChange,
  onShowShortcuts,
  onOpenChange,
}: PlayerSettingsPanelProps) {
  const { t, i18n } = useTranslation();
  const { open, setOpen, close, rootRef, buttonRef } = usePopover();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const locale = languageLocales[i18n.language];

  const openChange = useRef(onOpenChange);
  openChange.current = onOpenChange;
  useEffect(() => openChange.current?.(open), [open]);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('select')?.focus();
  }, [open]);

  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const options: Record<SelectField, { value: string | number; label: string }[]> = {
    caption_size: captionSizes.map((size) => ({ value: size, label: t(`player_caption_size_${size}`) })),
    caption_color: captionColors.map((color) => ({ value: color, label: t(`player_color_${color}`) })),
    caption_background: captionColors.map((color) => ({ value: color, label: t(`player_color_${color}`) })),
    caption_background_opacity: captionBackgroundOpacities.map((value) => ({
      value,
      label: percent.format(value / 100),
    })),
    caption_font: captionFonts.map((font) => ({ value: font, label: t(`player_caption_font_${font}`) })),
    playback_rate: playbackRates.map((value) => ({
      value,
      label: value === 1 ? t('player_speed_normal') : `${rate.format(value)}×`,
    })),
  };
  const fields: { field: SelectField; label: string }[] = [
    { field: 'caption_size', label: t('player_caption_size') },
    { field: 'caption_color', label: t('player_caption_color') },
    { field: 'caption_background', label: t('player_caption_background') },
    { field: 'caption_background_opacity', label: t('player_caption_background_opacity') },
    { field: 'caption_font', label: t('player_caption_font') },
    { field: 'playback_rate', label: t('player_speed') },
  ];

  const look = captionLook(settings);
  const preview: CSSProperties = {
    color: look.color,
    backgroundColor: look.backgroundColor,
    fontFamily: look.fontFamily,
    fontSize: `${look.scale}em`,
  };

  return (
    <div className={styles.wrap} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={controlStyles.control}
        aria-label={t('player_settings')}
        title={t('player_settings')}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => setOpen(!open)}
      >
        <SettingsIcon />
      </button>
      {open && (
        <div
          ref={panel}
          id={`${id}-panel`}
          role="dialog"
          aria-labelledby={`${id}-heading`}
          className={styles.panel}
          data-player-menu=""
          data-testid="player-settings"
        >
          <h3 id={`${id}-heading`} className={styles.heading}>
            {t('player_settings')}
          </h3>
          <div className={styles.preview} aria-hidden="true">
            <span className={styles.sample} style={preview} data-testid="caption-preview">
              {t('player_caption_preview_text')}
            </span>
          </div>
          <div className={styles.fields}>
            {fields.map(({ field, label }) => (
              <div key={field} className={styles.field}>
                <label htmlFor={`${id}-${field}`}>{label}</label>
                <select
                  id={`${id}-${field}`}
                  className={styles.select}
                  value={String(settings[field])}
                  onChange={(event) => {
                    const chosen = options[field].find(
                      (option) => String(option.value) === event.target.value,
                    );
                    if (chosen) onChange({ [field]: chosen.value } as Partial<PlayerSettings>);
                  }}
                >
                  {options[field].map((option) => (
                    <option key={option.value} value={String(option.value)}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.textButton}
              onClick={() =>
                onChange({
                  caption_size: defaultPlayerSettings.caption_size,
                  caption_color: defaultPlayerSettings.caption_color,
                  caption_background: defaultPlayerSettings.caption_background,
                  caption_background_opacity: defaultPlayerSettings.caption_background_opacity,
                  caption_font: defaultPlayerSettings.caption_font,
                  playback_rate: defaultPlayerSettings.playback_rate,
                })
              }
            >
              {t('player_settings_reset')}
            </button>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                close(true);
                onShowShortcuts();
              }}
            >
              {t('player_shortcuts')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';

/* The player's icons: 24 x 24, drawn in currentColor, hidden from assistive technology (buttons carry labels). */

const Svg = ({ children }: { children: ReactNode }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="currentColor">
    {children}
  </svg>
);

export const PlayIcon = () => (
  <Svg>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
  </Svg>
);

export const PauseIcon = () => (
  <Svg>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </Svg>
);

export const ReplayIcon = () => (
  <Svg>
    <path d="M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z" />
  </Svg>
);

export const VolumeIcon = ({ muted }: { muted: boolean }) => (
  <Svg>
    <path d="M4 9v6h4l5 4V5L8 9H4z" />
    {muted ? (
      <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    ) : (
      <path
        d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    )}
  </Svg>
);

export const SubtitlesIcon = () => (
  <Svg>
    <path d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v10h16V7H4zm2 6h5v2H6v-2zm7 0h5v2h-5v-2zm-7-3h3v2H6v-2zm5 0h7v2h-7v-2z" />
  </Svg>
);

export const QualityIcon = () => (
  <Svg>
    <path d="M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.5 7.5 0 0 0-1.7-1L15 3.3h-4l-.4 2.6a7.5 7.5 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.8 1.7 1l.4 2.6h4l.4-2.6c.6-.2 1.2-.6 1.7-1l2.5 1 2-3.5L19.4 13zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" />
  </Svg>
);

export const PictureInPictureIcon = () => (
  <Svg>
    <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v10h16V7H4zm8 4h7v5h-7v-5z" />
  </Svg>
);

export const FullscreenIcon = ({ exit }: { exit: boolean }) => (
  <Svg>
    {exit ? (
      <path d="M8 3v5H3v2h7V3H8zm8 0h-2v7h7V8h-5V3zM3 14v2h5v5h2v-7H3zm11 0v7h2v-5h5v-2h-7z" />
    ) : (
      <path d="M3 3h7v2H5v5H3V3zm11 0h7v7h-2V5h-5V3zM3 14h2v5h5v2H3v-7zm16 0h2v7h-7v-2h5v-5z" />
    )}
  </Svg>
);

export const CloseIcon = () => (
  <Svg>
    <path d="M6.4 5L5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5z" />
  </Svg>
);

/** Audio tracks: a speech bubble with sound waves (the audio-description choice lives here). */
export const AudioIcon = () => (
  <Svg>
    <path d="M3 9v6h3l4 3.5V5.5L6 9H3z" />
    <path
      d="M14 9.5a3.5 3.5 0 0 1 0 5M16.5 7a7 7 0 0 1 0 10M19 4.5a10.5 10.5 0 0 1 0 15"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      fill="none"
    />
  </Svg>
);

/** Sliders: the player's settings (the quality menu has the gear). */
export const SettingsIcon = () => (
  <Svg>
    <path d="M3 6h9.2a3 3 0 0 1 5.6 0H21v2h-3.2a3 3 0 0 1-5.6 0H3V6zm12 2a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM3 16h3.2a3 3 0 0 1 5.6 0H21v2h-9.2a3 3 0 0 1-5.6 0H3v-2zm6 2a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
  </Svg>
);

/** Google Cast's mark: a screen with waves from its corner. */
export const CastIcon = () => (
  <Svg>
    <path d="M21 3H3a2 2 0 0 0-2 2v3h2V5h18v14h-7v2h7a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zM1 18v3h3a3 3 0 0 0-3-3zm0-4v2a5 5 0 0 1 5 5h2a7 7 0 0 0-7-7zm0-4v2a9 9 0 0 1 9 9h2A11 11 0 0 0 1 10z" />
  </Svg>
);

/** AirPlay's mark: a screen with a triangle below. */
export const AirPlayIcon = () => (
  <Svg>
    <path d="M6 22h12l-6-6-6 6zM21 3H3a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4v-2H3V5h18v12h-4v2h4a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z" />
  </Svg>
);

/** Another screen (the Remote Playback API names no technology). */
export const ScreenIcon = () => (
  <Svg>
    <path d="M21 3H3a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h7v2H7v2h10v-2h-3v-2h7a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm0 13H3V5h18v11z" />
  </Svg>
);

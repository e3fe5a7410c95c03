/// <reference types="vite/client" />

/** Build-time options, read only through src/lib/build-options.ts. */
interface ImportMetaEnv {
  readonly VITE_LANGUAGE_SELECTOR?: string;
  readonly VITE_CHILD_MODE?: string;
  readonly VITE_IOS_APP?: string;
  readonly VITE_HIDE_UPCOMING_LIBRARY_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

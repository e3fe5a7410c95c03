/**
 * What the web app needs of the contract at run time, without zod: routes, error codes and plain values.
 * Types come from `@filmhyllan/contract` with `import type`, which costs nothing at run time; the schemas
 * themselves are imported only by the forms, which load with their modals and pages.
 */
export * from './routes';
export * from './routes-librarian';
export * from './error-codes';
export * from './values';
export * from './site';
export * from './boot';
export * from './local-storage';
export * from './library-fonts';
export * from './upload-rules';
export * from './poster-images';
export * from './message-format';
export * from './player-settings-values';

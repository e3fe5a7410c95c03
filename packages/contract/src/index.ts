export * from './common';
export * from './errors';
export * from './endpoint';
export * from './user-entities';
export * from './session';
export * from './library';
export * from './configuration';
export * from './i18n';
export { endpoints } from './registry';

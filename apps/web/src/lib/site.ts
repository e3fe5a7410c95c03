import { createContext, useContext } from 'react';
import type { Portal } from '@filmhyllan/contract';
import type { Country } from './country';
import type { ErrorStore } from './network-state';

/** What is fixed for the life of a page: its country, which portal it runs, and the error store. */
export interface Site {
  country: Country;
  portal: Portal;
  /** Collation and number/date locale of the country. */
  locale: string;
  errors: ErrorStore;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteContext');
  return site;
}

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { portalOfPath } from '@filmhyllan/contract/client';
import { preferredLanguage } from './app/path-rules';
import { configureApiClient } from './lib/api-client';
import { countryFromLocation, countryLocales, languageFromPath } from './lib/country';
import { createErrorStore, createQueryClient } from './lib/network-state';
import { adoptSessionFromCookies, getSession } from './lib/session';
import { appStorage } from './lib/storage';
import './styles/global.css';

// The country and the portal are fixed for the life of the document. On hosts that name no country the
// language prefix decides the country at load; switching language inside the app then keeps the country.
const country = countryFromLocation(window.location.hostname, window.location.pathname);
const portal = portalOfPath(window.location.pathname);
const initialLanguage =
  languageFromPath(window.location.pathname) ?? preferredLanguage(country, appStorage().get('userLanguage'));

const errors = createErrorStore(portal, appStorage());
const queryClient = createQueryClient(errors);

configureApiClient({
  session: () => {
    const session = getSession();
    return session && { sessionid: session.sessionid, csrftoken: session.csrftoken };
  },
  language: () => initialLanguage,
  onSessionInvalid: adoptSessionFromCookies,
});

document.documentElement.lang = initialLanguage;

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The first render is a transition: React yields to the browser every few milliseconds while it builds the page,
// instead of holding a phone's main thread in one long task.
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App
        site={{ country, portal, locale: countryLocales[country], errors }}
        queryClient={queryClient}
        initialLanguage={initialLanguage}
      />
    </StrictMode>,
  ),
);

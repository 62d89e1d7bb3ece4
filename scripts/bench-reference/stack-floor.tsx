/** @jsxImportSource @emotion/react */
// The design card's runtime with nothing of ours (scripts/bench.ts "stack floor"): a data router, a query cache, an
// i18next pack, an emotion + styled-system component and a valtio store, each used once, built like the site.
// Its first-load bytes are the least any page of the site can weigh. JSX goes through emotion's runtime, as ours.
// The bench also serves it rendered on the server (stack-ssr.html): it then hydrates, as the site's public pages do,
// and its Lighthouse figures are the floor of theirs (§2 Speed).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Page, resources } from './stack-floor-app.ts';

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources })
  .then(() => {
    const router = createBrowserRouter([{ path: '*', Component: Page }]);
    const app = (
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
    const root = document.getElementById('root')!;
    if (root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });

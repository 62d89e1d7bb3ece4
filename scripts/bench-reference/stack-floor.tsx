/** @jsxImportSource @emotion/react */
// The design card's runtime with nothing of ours (scripts/bench.ts "stack floor"): a data router, a query cache, an
// i18next pack, an emotion + styled-system component and a valtio store, each used once, built like the site.
// Its first-load bytes are the least any page of the site can weigh. JSX goes through emotion's runtime, as ours.
import styled from '@emotion/styled';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { color, space } from 'styled-system';
import { proxy, useSnapshot } from 'valtio';

const store = proxy({ visits: 1 });
const Box = styled.main(space, color);

function Page() {
  const { t } = useTranslation();
  const { visits } = useSnapshot(store);
  const { data } = useQuery({ queryKey: ['time'], queryFn: async () => new Date().toISOString() });
  return (
    <Box p={3} color="black">
      <h1>{t('title')}</h1>
      <p>
        {visits} {data}
      </p>
    </Box>
  );
}

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { title: 'Stack floor' } } } })
  .then(() => {
    const router = createBrowserRouter([{ path: '*', Component: Page }]);
    createRoot(document.getElementById('root')!).render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });

// The stack floor's page rendered by Node (scripts/bench.ts): the markup its hydration starts from.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Page, resources } from './stack-floor-app.ts';

export function renderStackFloor(): string {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', resources, initAsync: false });
  return renderToString(h(QueryClientProvider, { client: new QueryClient() }, h(I18nextProvider, { i18n }, h(Page))));
}

// The stack floor's page (scripts/bench-reference/stack-floor.tsx), shared with the bench, which renders it on the
// server for the floor's Lighthouse run: a data router, a query cache, an i18next pack, an emotion + styled-system
// component and a valtio store, each used once. Plain createElement so that Node runs this file as it is.
import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { useTranslation } from 'react-i18next';
import { color, space } from 'styled-system';
import { proxy, useSnapshot } from 'valtio';

const store = proxy({ visits: 1 });
const Box = styled.main(space, color);

export const resources = { en: { translation: { title: 'Stack floor' } } };

export function Page() {
  const { t } = useTranslation();
  const { visits } = useSnapshot(store);
  const { data } = useQuery({ queryKey: ['time'], queryFn: async () => new Date().toISOString() });
  return h(Box, { p: 3, color: 'black' }, h('h1', null, t('title')), h('p', null, visits, ' ', data));
}

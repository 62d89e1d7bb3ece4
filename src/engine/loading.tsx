import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from '../ui/theme.ts';

const Status = styled.p`
  margin: 0;
  padding: ${theme.space[6]}px ${theme.space[4]}px;
  text-align: center;
  color: ${theme.colors.textMuted};
`;

/** Shown while a screen's chunk loads (first load, per-viewport screens, modal screens). */
export function Loading() {
  const { t } = useTranslation();
  return <Status role="status">{t('engine.loading')}</Status>;
}

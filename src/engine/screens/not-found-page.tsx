import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import styled from '@emotion/styled';
import { theme } from '../../ui/theme.ts';
import { href } from '../hrefs.ts';
import { MessageText, MessageTitle } from './message-page.tsx';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[4]}px;
  padding: ${theme.space[7]}px ${theme.space[4]}px;
  text-align: center;
  color: ${theme.colors.text};
`;


/** Any address no route declares: a localized message and a link home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="not-found-title">
      <MessageTitle id="not-found-title">{t('engine.titles.notFound')}</MessageTitle>
      <MessageText>{t('engine.notFound.message')}</MessageText>
      <ButtonLink to={href('root')}>{t('engine.notFound.backHome')}</ButtonLink>
    </Section>
  );
}

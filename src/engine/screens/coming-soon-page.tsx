import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import { theme } from '../../ui/theme.ts';
import { href } from '../hrefs.ts';
import { MessageBlock } from './message-page.tsx';

const Section = MessageBlock;

const Title = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes[5]}px;
`;

const Message = styled.p`
  margin: 0;
  max-width: 32em;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes[2]}px;
`;


export interface ComingSoonPageProps {
  /** i18n key of the page title (the route's titleKey). */
  titleKey: string;
  /** Inside a modal the dialog already carries the title. */
  showTitle?: boolean;
}

/** Stands in for a screen a later issue builds: the page's title, a clear "coming soon" and a link home. */
export function ComingSoonPage({ titleKey, showTitle = true }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby={showTitle ? 'coming-soon-title' : undefined}>
      {showTitle && <Title id="coming-soon-title">{t(titleKey)}</Title>}
      <Message>{t('engine.comingSoon.message')}</Message>
      <ButtonLink to={href('root')}>{t('engine.comingSoon.backHome')}</ButtonLink>
    </Section>
  );
}

export default ComingSoonPage;

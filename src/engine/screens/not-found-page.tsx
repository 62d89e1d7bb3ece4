import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import { href } from '../hrefs.ts';
import { MessageBlock, MessageText, MessageTitle } from './message-page.tsx';

const Section = MessageBlock;


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

import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type TouchEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import slidesConfig from '../../../config/slides.ts';
import type { Slide } from '../../api/content.ts';
import { appConfig } from '../../engine/load-config.ts';
import { findLanguage } from '../../i18n/languages.ts';
import { useIsAuth, usePlayerFiguresShown } from '../../stores/auth.ts';
import { focusRing } from '../../ui/focus-ring.ts';
import { theme } from '../../ui/theme.ts';
import { useIsDesktop } from '../../ui/use-viewport.ts';
import { SlideFrame } from './slide-frame.tsx';
import { slideLink } from './slide-links.ts';
import { slidesQueryOptions, visibleSlides } from './slides-query.ts';

const routePaths = appConfig.routes.map((route) => route.path);
const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
/** A horizontal finger move this long (px) turns the slide. */
const swipeThreshold = 40;

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;

const Track = styled.div<{ index: number; rtl: boolean }>`
  display: flex;
  block-size: 100%;
  transform: translateX(${({ index, rtl }) => (rtl ? index * 100 : -index * 100)}%);
  transition: transform ${slidesConfig.transitionMs}ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const SlideItem = styled.div`
  flex: 0 0 100%;
  block-size: 100%;
  a,
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
  }
  img {
    object-fit: cover;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

const ExternalMark = styled.span`
  position: absolute;
  inset-block-start: ${theme.space[2]}px;
  inset-inline-end: ${theme.space[2]}px;
  padding: ${theme.space[1]}px ${theme.space[2]}px;
  border-radius: ${theme.radii[2]}px;
  background: ${theme.colors.overlay};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes[1]}px;
`;

const Controls = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-end: ${theme.space[1]}px;
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${theme.space[1]}px;
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
`;

const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 32px;
  min-block-size: 32px;
  padding: 0;
  border: 1px solid ${theme.colors.controlBorder};
  border-radius: ${theme.radii[4]}px;
  background: ${theme.colors.overlay};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes[2]}px;
  cursor: pointer;
  ${focusRing(theme)}
  &[aria-current='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
`;

// In the bottom corners, on the dots' row: a slide's headline starts at its reading side, where arrows centred on the
// slide's height covered its first words (in Arabic, the next arrow over the headline's start; §1 right-to-left).
const Arrow = styled(ControlButton)<{ side: 'start' | 'end' }>`
  position: absolute;
  inset-block-end: ${theme.space[1]}px;
  ${({ side }) => (side === 'start' ? 'inset-inline-start' : 'inset-inline-end')}: ${theme.space[2]}px;
  min-inline-size: 44px;
  min-block-size: 44px;
`;

const Dots = styled.div`
  display: flex;
  gap: ${theme.space[1]}px;
`;

function SlideContent({ slide, eager, externalLabel }: { slide: Slide; eager: boolean; externalLabel: string }) {
  const link = slideLink(slide.link, routePaths);
  // The first slide is the page's largest picture: fetched at once and first; the others when they come near.
  const image = (
    <img
      src={slide.image}
      width={slide.width}
      height={slide.height}
      alt={link ? '' : slide.title}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );
  if (!link) return image;
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} aria-label={slide.title}>
        {image}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${slide.title} ${externalLabel}`} data-external="true">
      {image}
      <ExternalMark aria-hidden="true">↗</ExternalMark>
    </a>
  );
}

/** The carousel of one place: swipe, arrows, dots, autoplay paused on hover and focus and off for reduced motion. */
export default function SlideCarousel({ place, ratio }: { place: string; ratio: { desktop: string; mobile: string } }) {
  const { t, i18n } = useTranslation();
  const signedIn = useIsAuth();
  const isDesktop = useIsDesktop();
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const rtl = findLanguage(i18n.language).dir === 'rtl';
  // §7/§9: cached 1 h; guests and players are cached apart (authRequired slides, §6). The boot may have asked already.
  const query = useQuery(slidesQueryOptions(place, i18n.language, isDesktop ? 'desktop' : 'mobile', signedIn));
  // The members' slides come only to a browser holding the session: the signed-in page the server rendered (and its
  // hydration) shows the public ones, the members' join them once the page is the browser's (§2 Speed).
  const membersShown = usePlayerFiguresShown();
  const slides = useMemo(() => visibleSlides(query.data ?? [], signedIn && membersShown), [query.data, signedIn, membersShown]);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped || reducedMotion;
  const touchStart = useRef<number | null>(null);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), slidesConfig.autoplayMs);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (query.isPending) return <SlideFrame ratio={ratio} aria-hidden="true" data-testid="slides-loading" />;
  if (count === 0) return null;

  // Arrow keys follow the reading direction: in Arabic the next slide is to the left.
  const onKeyDown = (event: KeyboardEvent) => {
    // From the slide's own link the keys keep their usual meaning: turning the slide would make that link inert
    // under the focus. They turn the slide from the arrows, the dots and the pause button.
    if (!(event.target instanceof HTMLButtonElement)) return;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(current + 1);
    else if (event.key === backward) go(current - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < swipeThreshold) return;
    const towardsStart = end < start;
    go(current + (towardsStart !== rtl ? 1 : -1));
  };

  return (
    <SlideFrame
      ratio={ratio}
      aria-roledescription={t('promotions.slides.roleDescription')}
      aria-label={t('promotions.slides.label')}
      data-testid="slide-carousel"
      data-place={place}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <Track index={current} rtl={rtl} aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, position) => (
          <SlideItem
            key={slide.id}
            role="group"
            aria-roledescription={t('promotions.slides.slide')}
            aria-label={t('promotions.slides.position', { number: position + 1, total: count })}
            // Only the slide on screen can be reached by keyboard or read (the others are off to the side).
            inert={position !== current}
            data-slide={slide.id}
            data-current={position === current}
          >
            <SlideContent slide={slide} eager={position === 0} externalLabel={t('promotions.slides.external')} />
          </SlideItem>
        ))}
      </Track>
      {count > 1 && (
        <>
          <Arrow type="button" side="start" aria-label={t('promotions.slides.previous')} onClick={() => go(current - 1)}>
            <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
          </Arrow>
          <Arrow type="button" side="end" aria-label={t('promotions.slides.next')} onClick={() => go(current + 1)}>
            <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
          </Arrow>
          <Controls>
            <ControlButton type="button" aria-label={t(stopped ? 'promotions.slides.play' : 'promotions.slides.pause')} onClick={() => setStopped((value) => !value)} data-testid="slides-pause">
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </ControlButton>
            <Dots>
              {slides.map((slide, position) => (
                <ControlButton
                  key={slide.id}
                  type="button"
                  aria-label={t('promotions.slides.goTo', { number: position + 1 })}
                  aria-current={position === current}
                  onClick={() => go(position)}
                />
              ))}
            </Dots>
          </Controls>
        </>
      )}
    </SlideFrame>
  );
}

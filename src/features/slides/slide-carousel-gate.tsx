import slidesConfig from '../../../config/slides.ts';
import { useIsAuth } from '../../stores/auth.ts';
import Carousel from './slide-carousel.tsx';

/** The promotional carousel of a place of config/slides.ts (casino lobby, sport home): slides from the content service (§7 Content). */
export function SlideCarousel({ place }: { place: string }) {
  const signedIn = useIsAuth();
  const settings = slidesConfig.places[place];
  if (!settings || (settings.audience === 'guests' && signedIn)) return null;
  // The carousel's code comes with the screen's (not a chunk of its own fetched after the screen rendered): its first
  // picture is the page's largest paint, and its slides are already on their way since boot (prefetch-slides.ts).
  return <Carousel place={place} ratio={settings.aspectRatio} />;
}

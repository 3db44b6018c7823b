import { useLingui } from '@lingui/react/macro';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Anchor, Image } from '@mantine/core';
import { TIMINGS } from '@portal/contract';
import Autoplay from 'embla-carousel-autoplay';
import { useRef } from 'react';
import { useAdverts } from './api';
import classes from './shop.module.css';

function advertImage(imageBase: string, img: string): string {
  if (/^(https?:)?\/\//i.test(img) || img.startsWith('/')) return img;
  return `${imageBase.replace(/\/+$/, '')}/${img}`;
}

/** The shop's ad rotator: one advert at a time, every 3.7 s; absent without adverts. */
export function AdvertCarousel() {
  const adverts = useAdverts();
  const { t } = useLingui();
  const autoplay = useRef(
    Autoplay({ delay: TIMINGS.carouselMs, stopOnMouseEnter: true, stopOnInteraction: false }),
  );
  const items = adverts.data?.advertData ?? [];
  if (items.length === 0) return null;
  const imageBase = adverts.data?.imageBase ?? '';
  const count = items.length;
  return (
    <section aria-label={t`Offers`} aria-roledescription={t`carousel`} className={classes.adverts}>
      <Carousel
        emblaOptions={{ loop: items.length > 1 }}
        plugins={[autoplay.current]}
        withIndicators={items.length > 1}
        // No arrows: laid over a banner that is itself a link they crowd its tap area, so the
        // dots (and a swipe) move it instead.
        withControls={false}
        classNames={{ indicator: classes.advertIndicator, indicators: classes.advertIndicators }}
      >
        {items.map((ad, index) => {
          const position = index + 1;
          const image = (
            <Image src={advertImage(imageBase, ad.img)} alt={ad.what} className={classes.advertImage} />
          );
          return (
            <Carousel.Slide
              key={`${ad.img}-${index}`}
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
            >
              {ad.href ? (
                <Anchor href={ad.href} display="block" aria-label={ad.what}>
                  {image}
                </Anchor>
              ) : (
                image
              )}
            </Carousel.Slide>
          );
        })}
      </Carousel>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { STICKY_HEADER_SCROLL_Y } from '../../../shared/constants.ts';
import type { Reading } from '../../../shared/schemas/reading.ts';
import { ReadingMenu } from './reading-menu.tsx';
import { cardPicture } from '../../i18n/card-names/card-picture.ts';

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

/** Once the page is scrolled down: the cards, the question and the menu in a bar at the top. */
export function MiniHeader({ reading }: { reading: Reading }) {
  const scrolled = useScrolledPast(STICKY_HEADER_SCROLL_Y);
  return (
    <div className="mini-header" data-visible={scrolled} aria-hidden={!scrolled}>
      <div className="mini-cards">
        {reading.cards.map((card) => (
          <img key={card.name} src={cardPicture(card.name)} alt="" width={30} height={50} data-reversed={card.reversed} />
        ))}
      </div>
      <p className="mini-question">{reading.question}</p>
      <ReadingMenu tabbable={scrolled} reading={reading} />
    </div>
  );
}

import { useEffect } from 'react';
import { useParams } from 'wouter';
import { cardPageMeta, findCardBySlug } from '../../shared/deck/library.ts';
import { pageMeta, paths } from '../../shared/paths.ts';
import { CardDetail } from '../features/library/card-detail.tsx';
import NotFoundPage from './not-found-page.tsx';

/** /cards/{slug}: the card's page, or the not-found page for a slug no card has (the server answers 404). */
export default function CardPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const card = findCardBySlug(slug);
  // Its own title: the app's usePageMeta leaves card pages to them, as only they load the card texts.
  useEffect(() => {
    const meta = card ? cardPageMeta(card) : pageMeta(paths.card(slug));
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [card, slug]);
  return card ? <CardDetail card={card} /> : <NotFoundPage />;
}

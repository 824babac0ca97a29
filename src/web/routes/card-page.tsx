import { useEffect } from 'react';
import { useParams } from 'wouter';
import { findCardBySlug } from '../../shared/deck/library.ts';
import { CardDetail } from '../features/library/card-detail.tsx';
import { cardPageMetaText } from '../features/library/card-page-texts.ts';
import { pageMetaText } from '../i18n/page-meta-texts.ts';
import NotFoundPage from './not-found-page.tsx';

/** /cards/{slug}: the card's page, or the not-found page for a slug no card has (the server answers 404). */
export default function CardPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const card = findCardBySlug(slug);
  // Its own title: the app's usePageMeta leaves card pages to them, as only they load the card texts.
  useEffect(() => {
    const meta = card ? cardPageMetaText(card) : pageMetaText('notFound');
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [card]);
  return card ? <CardDetail card={card} /> : <NotFoundPage />;
}

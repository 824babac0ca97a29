import { useState } from 'react';
import { m } from '../../i18n/paraglide/messages.js';

// Fixed sample testimonials (product-spec.md §1): the names are names; the topics and words are the page's language's.
const TESTIMONIALS = [
  { name: 'Maya R.', topic: m.welcome_topic_career, quote: m.welcome_quote_maya },
  { name: 'Jonas K.', topic: m.welcome_topic_love, quote: m.welcome_quote_jonas },
  { name: 'Priya S.', topic: m.welcome_topic_growth, quote: m.welcome_quote_priya },
  { name: 'Elena M.', topic: m.welcome_topic_family, quote: m.welcome_quote_elena },
  { name: 'Tomás G.', topic: m.welcome_topic_money, quote: m.welcome_quote_tomas },
  { name: 'Aisha B.', topic: m.welcome_topic_wellbeing, quote: m.welcome_quote_aisha },
  { name: 'Liam O.', topic: m.welcome_topic_career, quote: m.welcome_quote_liam },
  { name: 'Noor H.', topic: m.welcome_topic_love, quote: m.welcome_quote_noor },
] as const;

function TestimonialItems({ copy }: { copy: boolean }) {
  return TESTIMONIALS.map((item) => (
    <li key={`${copy ? 'copy' : 'main'}-${item.name}`} className="mk-marquee-item" aria-hidden={copy || undefined}>
      <figure className="mk-testimonial">
        <svg className="mk-quote-mark" viewBox="0 0 32 24" width="28" height="21" aria-hidden="true" focusable="false" fill="currentColor">
          <path d="M0 24V14C0 6 4 1.5 12 0l1.5 3C9 4.5 7 7.5 7 11h6v13zm18 0V14c0-8 4-12.5 12-14l1.5 3C27 4.5 25 7.5 25 11h6v13z" />
        </svg>
        <blockquote>
          <p>{item.quote()}</p>
        </blockquote>
        <figcaption>
          <span className="mk-testimonial-name">{item.name}</span>
          <span className="mk-testimonial-topic">{item.topic()}</span>
        </figcaption>
      </figure>
    </li>
  ));
}

/**
 * A slow marquee: the list is rendered twice (the copy hidden from assistive technology) and the
 * track slides by half its width, so the loop is seamless. Hover or focus pauses it; the Pause
 * button stops it for good and turns it into a plain horizontally scrollable strip, which is also
 * what visitors who prefer reduced motion get.
 */
export function TestimonialsMarquee() {
  const [stopped, setStopped] = useState(false);
  return (
    <section className="mk-section" aria-labelledby="testimonials-title">
      <div className="mk-section-head mk-section-head-row">
        <div>
          <h2 id="testimonials-title">{m.welcome_testimonials_title()}</h2>
          <p className="muted">{m.welcome_testimonials_intro()}</p>
        </div>
        <button type="button" className="button button-secondary mk-marquee-toggle" onClick={() => setStopped((value) => !value)}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" fill="currentColor">
            {stopped ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
          </svg>
          <span aria-hidden="true">{stopped ? m.welcome_testimonials_play() : m.listen_pause()}</span>
          <span className="visually-hidden">{stopped ? m.welcome_testimonials_play_label() : m.welcome_testimonials_pause_label()}</span>
        </button>
      </div>
      {/* Focusable so keyboard users can pause it, and scroll it when it is still. */}
      <div className="mk-marquee" data-stopped={stopped} role="region" aria-label={m.welcome_testimonials_region()} tabIndex={0}>
        <ul className="mk-marquee-track">
          <TestimonialItems copy={false} />
          {!stopped && <TestimonialItems copy />}
        </ul>
      </div>
    </section>
  );
}

import { useState } from 'react';

// Fixed sample testimonials (product-spec.md §1).
const TESTIMONIALS = [
  {
    name: 'Maya R.',
    topic: 'Career reading',
    quote: 'The reading put words to something I had been circling for weeks. I left with a calmer head and a clear next step.',
  },
  {
    name: 'Jonas K.',
    topic: 'Love reading',
    quote: 'Gentle, honest and surprisingly thoughtful. The follow-up questions are where it really opened up for me.',
  },
  {
    name: 'Priya S.',
    topic: 'Personal growth',
    quote: 'I use it on Sunday evenings to reflect on the week ahead. It has become a small ritual I look forward to.',
  },
  {
    name: 'Elena M.',
    topic: 'Family reading',
    quote: 'The Present card described my situation so kindly. It helped me approach a difficult conversation with more patience.',
  },
  { name: 'Tomás G.', topic: 'Money reading', quote: 'No doom, no drama. Just a considered perspective that made me slow down and think before deciding.' },
  {
    name: 'Aisha B.',
    topic: 'Wellbeing reading',
    quote: 'Beautiful to use and it feels private. I love that my readings are saved so I can look back on them.',
  },
  {
    name: 'Liam O.',
    topic: 'Career reading',
    quote: 'I was sceptical, but the interpretation was grounded and reflective rather than vague. Genuinely helpful.',
  },
  { name: 'Noor H.', topic: 'Love reading', quote: 'It felt like talking to a wise friend who listens first. I came away feeling lighter.' },
] as const;

function TestimonialItems({ copy }: { copy: boolean }) {
  return TESTIMONIALS.map((item) => (
    <li key={`${copy ? 'copy' : 'main'}-${item.name}`} className="mk-marquee-item" aria-hidden={copy || undefined}>
      <figure className="mk-testimonial">
        <svg className="mk-quote-mark" viewBox="0 0 32 24" width="28" height="21" aria-hidden="true" focusable="false" fill="currentColor">
          <path d="M0 24V14C0 6 4 1.5 12 0l1.5 3C9 4.5 7 7.5 7 11h6v13zm18 0V14c0-8 4-12.5 12-14l1.5 3C27 4.5 25 7.5 25 11h6v13z" />
        </svg>
        <blockquote>
          <p>{item.quote}</p>
        </blockquote>
        <figcaption>
          <span className="mk-testimonial-name">{item.name}</span>
          <span className="mk-testimonial-topic">{item.topic}</span>
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
          <h2 id="testimonials-title">Words from fellow seekers</h2>
          <p className="muted">What people tell us after sitting with their cards.</p>
        </div>
        <button type="button" className="button button-secondary mk-marquee-toggle" onClick={() => setStopped((value) => !value)}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" fill="currentColor">
            {stopped ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
          </svg>
          {stopped ? 'Play' : 'Pause'}
          <span className="visually-hidden"> testimonials</span>
        </button>
      </div>
      {/* Focusable so keyboard users can pause it, and scroll it when it is still. */}
      <div className="mk-marquee" data-stopped={stopped} role="region" aria-label="Testimonial quotes" tabIndex={0}>
        <ul className="mk-marquee-track">
          <TestimonialItems copy={false} />
          {!stopped && <TestimonialItems copy />}
        </ul>
      </div>
    </section>
  );
}

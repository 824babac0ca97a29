import { ClosingCta } from '../features/marketing/closing-cta.tsx';
import { Hero } from '../features/marketing/hero.tsx';
import { HowItWorks } from '../features/marketing/how-it-works.tsx';
import { PressStrip } from '../features/marketing/press-strip.tsx';
import { StatsStrip } from '../features/marketing/stats-strip.tsx';
import { TestimonialsMarquee } from '../features/marketing/testimonials-marquee.tsx';
import '../features/marketing/marketing.css';

export default function WelcomePage() {
  return (
    <div className="mk-page">
      <Hero />
      <StatsStrip />
      <HowItWorks />
      <PressStrip />
      <TestimonialsMarquee />
      <ClosingCta />
    </div>
  );
}

import { Link } from 'wouter';
import { CONTACT_EMAIL, SUPPORT_EMAIL } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        {/* Prerendered pages carry the build's year; a page adopted in a later year just shows the new one. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} Tarot Insights. For reflection and entertainment.
        </p>
        <ul className="footer-links">
          <li>
            <Link href={paths.privacy}>Privacy Policy</Link>
          </li>
          <li>
            <Link href={paths.terms}>Terms of Service</Link>
          </li>
          <li>
            <a href={`mailto:${CONTACT_EMAIL}`}>Contact</a>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`}>Support</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}

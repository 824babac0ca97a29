import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { CONTACT_EMAIL, SUPPORT_EMAIL } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';

const noSubscription = () => () => {};

/** This year; while a prerendered page is adopted, the year it was built in, which its HTML shows. */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <p>© {useCurrentYear()} Tarot Insights. For reflection and entertainment.</p>
        <ul className="footer-links">
          <li>
            <Link href={paths.cards}>Card Library</Link>
          </li>
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

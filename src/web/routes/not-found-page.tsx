import { Link } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { m } from '../i18n/paraglide/messages.js';

export default function NotFoundPage() {
  return (
    <div className="not-found">
      <h1>{m.not_found_title()}</h1>
      <p className="muted">{m.not_found_text()}</p>
      <Link href={paths.ask} className="button button-primary">
        {m.not_found_ask()}
      </Link>
    </div>
  );
}

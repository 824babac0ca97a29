import { Link } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { m } from '../i18n/paraglide/messages.js';

/** Where a deleted account's browser lands: what happened, so nobody wonders whether it worked. */
export default function AccountDeletedPage() {
  return (
    <div className="narrow panel">
      <h1>{m.deleted_title()}</h1>
      <div role="status">
        <p>{m.deleted_gone()}</p>
        <p>{m.deleted_subscription()}</p>
      </div>
      <p className="muted">{m.deleted_thanks()}</p>
      <Link href={paths.ask} className="button button-primary">
        {m.deleted_ask()}
      </Link>
    </div>
  );
}

import { Link } from 'wouter';
import { ACCOUNT_PAGE_TEXT } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';

/** Where a deleted account's browser lands: what happened, so nobody wonders whether it worked. */
export default function AccountDeletedPage() {
  return (
    <div className="narrow panel">
      <h1>{ACCOUNT_PAGE_TEXT.accountDeleted}</h1>
      <div role="status">
        <p>Your profile, your readings and conversations, and your remaining credits are gone, and you are signed out.</p>
        <p>If you had an Unlimited subscription, it is cancelled and will not be charged again.</p>
      </div>
      <p className="muted">Thank you for the time you spent with us. You are welcome back whenever you like.</p>
      <Link href={paths.ask} className="button button-primary">
        Ask a Question
      </Link>
    </div>
  );
}

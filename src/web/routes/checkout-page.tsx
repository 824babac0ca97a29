import { Link, useParams } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { useSession } from '../app/session.tsx';
import { LocalCheckoutView, LocalPortal } from '../features/billing/local-checkout.tsx';
import '../features/billing/checkout.css';
import { m } from '../i18n/paraglide/messages.js';

export default function CheckoutPage() {
  const { checkoutId } = useParams<{ checkoutId: string }>();
  const { user } = useSession();
  if (!user) {
    return (
      <div className="not-found">
        <h1>{m.checkout_sign_in_to_continue()}</h1>
        <Link href={paths.login} className="button button-primary">
          {m.nav_sign_in()}
        </Link>
      </div>
    );
  }
  return checkoutId === 'portal' ? <LocalPortal /> : <LocalCheckoutView checkoutId={checkoutId ?? ''} />;
}

import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../shared/paths.ts';
import type { UserData } from '../../shared/schemas/account.ts';
import type { LocalCheckout } from '../../shared/schemas/billing.ts';
import { api } from '../api.ts';
import { useAuth } from '../features/auth/auth-context.tsx';
import { pendingCheckout, type PendingCheckout } from '../features/billing/pending-checkout.ts';
import { CreditsBadge } from '../features/chat/chat-panel.tsx';
import '../features/billing/checkout.css';

type Purchase = { kind: 'credits'; credits: number } | { kind: 'subscription' };

const LOCAL_SESSION_PREFIX = 'local_';

/**
 * What was bought: the built-in checkout says so itself; for Stripe, the note this tab kept when
 * the checkout started (the server's confirmation answers with the balance only).
 */
async function confirmPurchase(sessionId: string | null, pending: PendingCheckout | null): Promise<Purchase | null> {
  const fromTab: Purchase | null = pending && (pending.kind === 'credits' ? { kind: 'credits', credits: pending.credits } : { kind: 'subscription' });
  if (!sessionId) return fromTab;
  if (!sessionId.startsWith(LOCAL_SESSION_PREFIX)) {
    // The webhook may not have arrived yet: confirming fulfils it now (once, either way).
    await api('/api/stripe/confirm-checkout', { body: { sessionId } });
    return fromTab;
  }
  const checkout = await api<LocalCheckout>(`/api/checkout/${encodeURIComponent(sessionId.slice(LOCAL_SESSION_PREFIX.length))}`);
  if (checkout.status !== 'paid') return null;
  return checkout.kind === 'credits' ? { kind: 'credits', credits: checkout.credits ?? 0 } : { kind: 'subscription' };
}

const credits = (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'}`;

/** One line that says what changed, e.g. "10 credits added — you now have 14". */
function describe(purchase: Purchase | null, user: UserData): { headline: string; detail?: string } {
  if (purchase?.kind === 'credits' && purchase.credits > 0) {
    return { headline: `${credits(purchase.credits)} added — you now have ${user.credits}`, detail: 'Each follow-up question uses one credit. Credits never expire.' };
  }
  if (purchase?.kind === 'subscription' && user.subscription) {
    return { headline: 'Unlimited is active', detail: 'Follow-up questions no longer use credits.' };
  }
  return { headline: user.subscription ? `Unlimited is active — you have ${credits(user.credits)}` : `You now have ${credits(user.credits)}` };
}

/** Where the payment page sends the browser back; what it says comes from the server. */
export default function CheckoutResultPage({ outcome }: { outcome: 'success' | 'cancel' }) {
  const { user, refresh } = useAuth();
  const [pending] = useState(() => pendingCheckout.read());
  const [confirmed, setConfirmed] = useState(outcome === 'cancel');
  const [purchase, setPurchase] = useState<Purchase | null>(null);

  useEffect(() => pendingCheckout.clear(), []);

  useEffect(() => {
    if (outcome !== 'success') return;
    const sessionId = new URLSearchParams(window.location.search).get('session_id');
    const confirm = async () => {
      try {
        setPurchase(await confirmPurchase(sessionId, pending));
      } catch (error) {
        console.warn('The payment could not be confirmed yet', error);
      } finally {
        await refresh();
        setConfirmed(true);
      }
    };
    void confirm();
  }, [outcome, refresh, pending]);

  const returnTo = pending?.returnTo ?? null;
  const result = user && confirmed && outcome === 'success' ? describe(purchase, user) : null;

  return (
    <div className="narrow panel checkout" aria-busy={!confirmed}>
      {outcome === 'success' ? (
        <>
          <h1>Thank you — your purchase is complete</h1>
          <div role="status" className="checkout-result">
            {result ? (
              <>
                <p className="checkout-result-headline">{result.headline}</p>
                {result.detail && <p className="muted">{result.detail}</p>}
              </>
            ) : (
              <p className="muted">Confirming your purchase…</p>
            )}
          </div>
        </>
      ) : (
        <>
          <h1>Checkout cancelled</h1>
          <p>No payment was made. You can pick up where you left off whenever you like.</p>
          {user && (
            <p>
              <CreditsBadge user={user} />
            </p>
          )}
        </>
      )}
      <div className="actions-row">
        {returnTo && (
          <Link href={returnTo} className="button button-primary">
            Back to Your Reading
          </Link>
        )}
        <Link href={paths.account} className={returnTo ? 'button button-secondary' : 'button button-primary'}>
          Go to Account
        </Link>
        <Link href={paths.ask} className="button button-secondary">
          Ask a Question
        </Link>
      </div>
    </div>
  );
}

import type { UserData } from '../../shared/schemas/account.ts';
import { m } from '../i18n/paraglide/messages.js';

/** The user's balance, and Unlimited while subscribed. */
export function CreditsBadge({ user }: { user: UserData }) {
  return (
    <span className="badge" data-testid="credits-badge">
      {user.subscription ? m.credits_badge_unlimited({ credits: user.credits }) : m.credits_badge({ credits: user.credits })}
    </span>
  );
}

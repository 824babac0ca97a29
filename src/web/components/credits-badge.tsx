import type { UserData } from '../../shared/schemas/account.ts';

/** The user's balance, and Unlimited while subscribed. */
export function CreditsBadge({ user }: { user: UserData }) {
  return (
    <span className="badge" data-testid="credits-badge">
      Credits: {user.credits}
      {user.subscription ? ' (Unlimited)' : ''}
    </span>
  );
}

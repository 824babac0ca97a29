import { Link } from 'wouter';
import { STARTING_CREDITS, TEXT } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { Dialog } from '../../components/ui/dialog.tsx';

/** `reason`: why no free reading was given, when it is not that this browser has had its own. */
export function SignupDialog({ reason, onClose }: { reason?: string | undefined; onClose(): void }) {
  return (
    <Dialog title={TEXT.signupDialogTitle} onClose={onClose}>
      {reason ? <p>{reason} A free account gives you:</p> : <p>You have used your free reading. Create a free account to keep going:</p>}
      <ul className="benefits">
        <li>Unlimited full readings, never just a preview</li>
        <li>Your readings saved in a private history</li>
        <li>{STARTING_CREDITS} free credits for follow-up questions</li>
        <li>Readings tuned to your horoscope sign</li>
      </ul>
      <div className="dialog-actions dialog-actions-even">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Maybe Later
        </button>
        <Link href={paths.login} className="button button-primary">
          Sign Up Free
        </Link>
      </div>
    </Dialog>
  );
}

import { Link } from 'wouter';
import { STARTING_CREDITS } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { m } from '../../i18n/paraglide/messages.js';

/** `reason`: why no free reading was given, when it is not that this browser has had its own. */
export default function SignupDialog({ reason, onClose }: { reason?: string | undefined; onClose(): void }) {
  return (
    <Dialog title={m.signup_dialog_title()} onClose={onClose}>
      {reason ? <p>{m.signup_dialog_reason({ reason })}</p> : <p>{m.signup_dialog_used()}</p>}
      <ul className="benefits">
        <li>{m.signup_dialog_benefit_readings()}</li>
        <li>{m.signup_dialog_benefit_history()}</li>
        <li>{m.signup_dialog_benefit_credits({ credits: STARTING_CREDITS })}</li>
        <li>{m.signup_dialog_benefit_sign()}</li>
      </ul>
      <div className="dialog-actions dialog-actions-even">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {m.signup_dialog_later()}
        </button>
        <Link href={paths.login} className="button button-primary">
          {m.signup_dialog_sign_up()}
        </Link>
      </div>
    </Dialog>
  );
}

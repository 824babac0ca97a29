import { Link } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import { m } from '../../i18n/paraglide/messages.js';

/** Under a visitor's preview: what an account adds, and the way to one. */
export function PreviewGate() {
  return (
    <div className="preview-gate">
      <p>
        <strong>{m.preview_gate_lead()}</strong> {m.preview_gate_body()}
      </p>
      <div className="actions-row">
        <Link href={paths.signup} className="button button-primary">
          {m.preview_gate_sign_up()}
        </Link>
        <Link href={paths.login} className="button button-secondary">
          {m.nav_sign_in()}
        </Link>
      </div>
    </div>
  );
}

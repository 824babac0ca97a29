import { Link } from 'wouter';
import { paths } from '../../../shared/paths.ts';

/** Under a visitor's preview: what an account adds, and the way to one. */
export function PreviewGate() {
  return (
    <div className="preview-gate">
      <p>
        <strong>This is a preview of your reading.</strong> Create a free account to see the full interpretation, keep it in your history and ask follow-up
        questions.
      </p>
      <div className="actions-row">
        <Link href={paths.signup} className="button button-primary">
          Sign Up
        </Link>
        <Link href={paths.login} className="button button-secondary">
          Sign In
        </Link>
      </div>
    </div>
  );
}

import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx';
import '../features/auth/auth.css';
import { withQueryClient } from '../query-client.tsx';

/** /forgot-password: asks for a reset link. */
function ForgotPasswordPage() {
  return (
    <div className="auth-page auth-page-login">
      <ForgotPasswordForm />
    </div>
  );
}

export default withQueryClient(ForgotPasswordPage);

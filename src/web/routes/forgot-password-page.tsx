import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx';
import '../features/auth/auth.css';

/** /forgot-password: asks for a reset link. */
export default function ForgotPasswordPage() {
  return (
    <div className="auth-page auth-page-login">
      <ForgotPasswordForm />
    </div>
  );
}

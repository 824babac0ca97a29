import { PrivacyPolicy } from '../features/legal/privacy-policy.tsx';
import { TermsOfService } from '../features/legal/terms-of-service.tsx';
import '../features/legal/legal.css';

export default function LegalPage({ document }: { document: 'privacy' | 'terms' }) {
  return document === 'privacy' ? <PrivacyPolicy /> : <TermsOfService />;
}

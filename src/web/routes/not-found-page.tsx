import { Link } from 'wouter';
import { paths } from '../../shared/paths.ts';

export default function NotFoundPage() {
  return (
    <div className="not-found">
      <h1>This page is not in the cards</h1>
      <p className="muted">The page you were looking for does not exist or has moved.</p>
      <Link href={paths.ask} className="button button-primary">
        Ask your question
      </Link>
    </div>
  );
}

import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { signInPathFor } from '../features/auth/verification-arrival.ts';
import { Footer } from '../features/layout/footer.tsx';
import { NavBar } from '../features/layout/nav-bar.tsx';
import AskPage from '../routes/ask-page.tsx';
import { usePageMeta } from '../use-page-meta.ts';
import { useClaimVisitorReadingOnSignIn } from './claim-on-sign-in.ts';
import { InstalledApp } from './installed-app.tsx';
import { useSession } from './session.tsx';

// The ask page is the landing page and ships in the first bundle; every other page loads when visited.
const WelcomePage = lazy(() => import('../routes/welcome-page.tsx'));
const LoginPage = lazy(() => import('../routes/login-page.tsx'));
const SignupPage = lazy(() => import('../routes/signup-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../routes/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../routes/reset-password-page.tsx'));
const AccountPage = lazy(() => import('../routes/account-page.tsx'));
const AccountDeletedPage = lazy(() => import('../routes/account-deleted-page.tsx'));
const ReadingPage = lazy(() => import('../routes/reading-page.tsx'));
const LegalPage = lazy(() => import('../routes/legal-page.tsx'));
const CheckoutPage = lazy(() => import('../routes/checkout-page.tsx'));
const CheckoutResultPage = lazy(() => import('../routes/checkout-result-page.tsx'));
const SharedPage = lazy(() => import('../routes/shared-page.tsx'));
const MemoryPage = lazy(() => import('../routes/memory-page.tsx'));
const VerifyPage = lazy(() => import('../routes/verify-page.tsx'));
const FairDrawPage = lazy(() => import('../routes/fair-draw-page.tsx'));
const NotFoundPage = lazy(() => import('../routes/not-found-page.tsx'));
// Its own chunk, fetched only once an admin opens it: the console's code is never on a public page.
const AdminPage = lazy(() => import('../routes/admin-page.tsx'));
const LibraryPage = lazy(() => import('../routes/library-page.tsx'));
const CardPage = lazy(() => import('../routes/card-page.tsx'));
const SpreadsPage = lazy(() => import('../routes/spreads-page.tsx'));
const PatternsPage = lazy(() => import('../routes/patterns-page.tsx'));
const JournalPage = lazy(() => import('../routes/journal-page.tsx'));

/** Signed-in pages: signed-out visitors go to `signedOutTo`. */
function RequireUser({ signedOutTo, children }: { signedOutTo: string; children: ReactNode }) {
  const { user } = useSession();
  if (user === null) return <Redirect to={signedOutTo} replace />;
  if (user === undefined) return null;
  return children;
}

/** Admin-only pages: anyone else, signed out included, sees the not-found page (the server answers 404 too). */
function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user === undefined) return null;
  return user?.isAdmin ? children : <NotFoundPage />;
}

function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  // Block body: Chromium's scrollTo now returns a Promise, which the runtime would call as the cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location]);
  return null;
}

export function AppRouter() {
  const { user } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  usePageMeta(user?.isAdmin === true);
  useClaimVisitorReadingOnSignIn();
  // Spec §4: nothing is shown until the first auth state is known.
  if (user === undefined) return null;
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTopOnNavigate />
      <NavBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <InstalledApp />
        <ErrorBoundary resetKey={location}>
          <Suspense fallback={<div className="spinner-page" aria-busy="true" />}>
            <Switch>
              <Route path={paths.root}>
                <Redirect to={paths.ask} replace />
              </Route>
              <Route path={paths.ask} component={AskPage} />
              <Route path={paths.welcome} component={WelcomePage} />
              <Route path={paths.login} component={LoginPage} />
              <Route path={paths.signup} component={SignupPage} />
              <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
              <Route path={paths.resetPassword} component={ResetPasswordPage} />
              {/* Spec §2: /account sends signed-out visitors to /login (with a verification link's outcome). */}
              <Route path={paths.account}>
                <RequireUser signedOutTo={signInPathFor(search)}>
                  <AccountPage />
                </RequireUser>
              </Route>
              <Route path={paths.accountDeleted} component={AccountDeletedPage} />
              <Route path={paths.spreads}>
                <RequireUser signedOutTo={paths.login}>
                  <SpreadsPage />
                </RequireUser>
              </Route>
              <Route path={paths.patterns}>
                <RequireUser signedOutTo={paths.login}>
                  <PatternsPage />
                </RequireUser>
              </Route>
              <Route path={paths.journal}>
                <RequireUser signedOutTo={paths.login}>
                  <JournalPage />
                </RequireUser>
              </Route>
              <Route path={paths.admin}>
                <RequireAdmin>
                  <AdminPage />
                </RequireAdmin>
              </Route>
              <Route path={paths.memory}>
                <RequireUser signedOutTo={paths.login}>
                  <MemoryPage />
                </RequireUser>
              </Route>
              {/* Spec §4: without a signed-in user or a reading id, a reading sends to "/", which is the
                  ask page. Straight there: a Redirect to "/" would be reused by the "/" route's own
                  Redirect, whose effect then does not run again. */}
              <Route path={paths.readingWithoutId}>
                <Redirect to={paths.ask} replace />
              </Route>
              <Route path={paths.readingPattern}>
                <RequireUser signedOutTo={paths.ask}>
                  <ReadingPage />
                </RequireUser>
              </Route>
              <Route path={paths.privacy}>
                <LegalPage document="privacy" />
              </Route>
              <Route path={paths.terms}>
                <LegalPage document="terms" />
              </Route>
              <Route path={paths.checkoutSuccess}>
                <CheckoutResultPage outcome="success" />
              </Route>
              <Route path={paths.checkoutCancel}>
                <CheckoutResultPage outcome="cancel" />
              </Route>
              <Route path={paths.checkoutPattern} component={CheckoutPage} />
              <Route path={paths.sharedPattern} component={SharedPage} />
              <Route path={paths.verify} component={VerifyPage} />
              <Route path={paths.fairDraw} component={FairDrawPage} />
              <Route path={paths.cards} component={LibraryPage} />
              <Route path={paths.cardPattern} component={CardPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

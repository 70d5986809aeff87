import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { AuthMode } from '../../features/auth/api/auth-error-message';
import { ContentPage } from '../../features/pages/components/content-page';
import { SubmissionGuidelinesContent } from '../../features/pages/components/submission-guidelines-content';
import { useSession } from '../../lib/session';
import { Alert } from '../../lib/ui/alert';
import { buttonClass } from '../../lib/ui/button';
import { lazyOverlay } from '../../lib/ui/lazy-overlay';
import styles from './submission-guidelines-page.module.css';

const DASHBOARD_PATH = '/guidelines/author-guidelines/submission/dashboard';

// The dialog, its forms and MUI come when an author opens it (or points at the button), not
// with the page: most readers of the guidelines never sign in.
const authModal = lazyOverlay(() => import('../../features/auth/components/auth-modal'));

function authModeOf(value: string | null): AuthMode | null {
  return value === 'login' || value === 'signup' ? value : null;
}

/**
 * The submission guidelines, the way in for authors: `?auth=login` or `?auth=signup` opens the
 * login / sign-up modal (the account menu links here that way), and pages that need a signed-in
 * author send people here with a message in the router state.
 */
export function SubmissionGuidelinesPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = authModeOf(searchParams.get('auth'));
  const redirectMessage = (location.state as { message?: unknown } | null)?.message;

  const setMode = (next: AuthMode | null) =>
    setSearchParams(next ? { auth: next } : {}, { replace: true, state: location.state });

  // Firebase Auth loads when an author reaches for the button, not with the page. A tap before
  // it has restored the session waits for it: a signed-in author goes to the dashboard, not to
  // the login dialog.
  const publishAsked = useRef(false);
  const { ready, firebaseUser, isAdmin, startAuth } = session;
  const goOn = () => {
    if (firebaseUser && !isAdmin) navigate(DASHBOARD_PATH);
    else setMode('login');
  };
  useEffect(() => {
    if (!publishAsked.current || !ready) return;
    publishAsked.current = false;
    goOn();
  });
  const publish = () => {
    if (ready) return goOn();
    publishAsked.current = true;
    startAuth();
  };
  const prepare = () => {
    startAuth();
    authModal.prefetch();
  };

  return (
    <ContentPage title="Submission Guidelines">
      {typeof redirectMessage === 'string' && (
        <Alert severity="warning" className={styles.notice}>
          {redirectMessage}
        </Alert>
      )}
      <SubmissionGuidelinesContent />
      <div className={styles.publish}>
        <button
          type="button"
          className={buttonClass({ variant: 'contained', color: 'secondary', size: 'large' })}
          onClick={publish}
          onPointerEnter={prepare}
          onFocus={prepare}
        >
          Click Here to Publish With Us
        </button>
      </div>
      <authModal.Overlay
        open={mode !== null}
        mode={mode ?? 'login'}
        onModeChange={setMode}
        onClose={() => setMode(null)}
        onLoggedIn={() => navigate(DASHBOARD_PATH)}
      />
    </ContentPage>
  );
}

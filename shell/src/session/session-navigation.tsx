import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBus } from 'remote-kit';
import { currentPagePath, signInPath } from './return-path';

/**
 * Answers 'session.sign-in-requested' and 'staff-session.sign-in-requested': opens the
 * sign-in page with the return path the remote gave (or this page), so the sign-in page
 * takes the person back there afterwards (docs/spec.md's "caller's callback").
 */
export function SessionNavigation() {
  const bus = useBus();
  const navigate = useNavigate();
  useEffect(() => {
    const subscriptions = [
      bus
        .on('session.sign-in-requested')
        .subscribe(({ returnTo }) => navigate(signInPath('customer', returnTo ?? currentPagePath()))),
      bus
        .on('staff-session.sign-in-requested')
        .subscribe(({ returnTo }) => navigate(signInPath('staff', returnTo ?? currentPagePath()))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, navigate]);
  return null;
}

import { useSyncExternalStore } from 'react';
import type { AuthResponse, User } from './session-storage';
import { session } from './session';
import type { SessionStatus } from './session-store';

export interface UseSession {
  /** 'loading' until GET /api/auth/status has answered on load; screens for signed-in users wait for it. */
  status: SessionStatus;
  user: User | null;
  /** After POST /api/user/login, /api/user/register or /api/auth/oauth/exchange. */
  signIn: (auth: AuthResponse, remember: boolean) => void;
  signOut: () => Promise<void>;
  /** After a profile update: the stored user record follows. */
  updateUser: (user: User) => void;
}

const signIn = (auth: AuthResponse, remember: boolean) => session.signIn(auth, remember);
const signOut = () => session.signOut();
const updateUser = (user: User) => session.updateUser(user);

/** The session (spec §4) for React: re-renders when it changes in this tab or another. */
export function useSession(): UseSession {
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return { status: state.status, user: state.user, signIn, signOut, updateUser };
}

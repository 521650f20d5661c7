import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import type { User } from '../../../lib/session/session-storage';
import { useProfile } from '../api/profile-api';
import { PanelSkeleton } from './panel-skeleton';

/**
 * A tab that shows or edits the profile: its skeleton while GET /api/user/profile answers, its own error with Retry
 * when that fails, then `children(user)`.
 */
export function WithProfile({ title, rows, children }: { title: string; rows?: number; children: (user: User) => ReactNode }) {
  const profile = useProfile();
  if (profile.data) return children(profile.data);
  if (profile.isError)
    return (
      <div className="profile-panel">
        <h2>{title}</h2>
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      </div>
    );
  return <PanelSkeleton title={title} rows={rows} />;
}

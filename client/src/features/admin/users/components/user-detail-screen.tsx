import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '../../../../components/badge';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { Skeleton } from '../../../../components/skeleton';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { useSession } from '../../../../lib/session/use-session';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import {
  type AdminUser,
  type Role,
  ROLES,
  useChangeRole,
  useChangeStatus,
  useDeleteUser,
  useResetPassword,
  useUpdateUser,
  useUser,
} from '../api/users-api';
import { DealerApiSection } from './dealer-api-section';
import { PasswordOnce } from './password-once';
import { canManage, generatePassword } from './user-permissions';
import { toUpdateBody, UserForm } from './user-form';
import { fullName } from './users-list-screen';

export function UserDetailScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin-users');
  const user = useUser(id);
  if (user.error) {
    return (
      <AdminPage title={t('users.title')} back={{ to: adminPath('users'), label: t('users.title') }}>
        <ErrorState error={user.error} onRetry={() => void user.refetch()} />
      </AdminPage>
    );
  }
  if (!user.data) {
    return (
      <AdminPage title={t('users.loading')} back={{ to: adminPath('users'), label: t('users.title') }}>
        <Skeleton blockSize="240px" />
      </AdminPage>
    );
  }
  return <UserDetail key={user.data.id} user={user.data} />;
}

type Dialog = null | 'status' | 'password' | 'delete';

function UserDetail({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const f = useFormat();
  const errorText = useErrorText();
  const navigate = useLocalizedNavigate();
  const actor = useSession().user?.role;
  const may = (action: Parameters<typeof canManage>[2]) => canManage(actor, user.role, action);

  const update = useUpdateUser();
  const changeRole = useChangeRole();
  const changeStatus = useChangeStatus();
  const resetPassword = useResetPassword();
  const remove = useDeleteUser();

  const [dialog, setDialog] = useState<Dialog>(null);
  const [role, setRole] = useState<Role>(user.role);
  const [newPassword, setNewPassword] = useState('');
  const [shownPassword, setShownPassword] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const name = fullName(user) || user.email;
  const suspend = user.status === 'active';
  const anyAction = may('role_change') || may('status_change') || may('password_reset') || may('delete');

  return (
    <AdminPage
      title={name}
      back={{ to: adminPath('users'), label: t('users.title') }}
      subtitle={
        <span className="user-badges">
          <Badge tone={user.role === 'user' ? 'neutral' : 'info'}>{t(`admin:roles.${user.role}`)}</Badge>{' '}
          <Badge tone={user.status === 'active' ? 'success' : 'danger'}>{t(`users.status.${user.status}`)}</Badge>
        </span>
      }
      actions={
        actor === 'superadmin' ? (
          <Link to={adminPath('audit-log', { targetType: 'user', targetId: user.id })}>{t('users.auditTrail')}</Link>
        ) : undefined
      }
    >
      {shownPassword && (
        <PasswordOnce title={t('password.resetTitle', { name })} password={shownPassword} onDone={() => setShownPassword(null)} />
      )}

      <AdminSection title={t('users.account')}>
        <Facts
          items={[
            [t('users.columns.email'), <span dir="ltr">{user.email}</span>],
            [t('users.columns.accountType'), t(`users.accountType.${user.accountType}`)],
            [t('users.columns.phone'), user.phone ? <span dir="ltr">{user.phone}</span> : null],
            [t('users.columns.country'), user.country ? f.country(user.country) : null],
            [t('users.columns.createdAt'), f.date(user.createdAt, { dateStyle: 'medium', timeStyle: 'short' })],
            [
              t('users.columns.lastSignInAt'),
              user.lastSignInAt ? f.date(user.lastSignInAt, { dateStyle: 'medium', timeStyle: 'short' }) : t('users.never'),
            ],
            [t('users.signIn'), user.hasPassword ? t('users.withPassword') : t('users.socialOnly')],
          ]}
        />
      </AdminSection>

      {user.accountType === 'dealer' && <DealerApiSection userId={user.id} />}

      {anyAction ? (
        <AdminSection title={t('users.actions')}>
          <div className="user-actions">
            {may('role_change') && (
              <form
                className="user-actions__role"
                onSubmit={(event) => {
                  event.preventDefault();
                  changeRole.mutate({ id: user.id, role });
                }}
              >
                <SelectField
                  label={t('users.columns.role')}
                  name="role"
                  value={role}
                  onChange={(event) => setRole(event.target.value as Role)}
                  options={ROLES.map((r) => ({ value: r, label: t(`admin:roles.${r}`) }))}
                  error={changeRole.error ? errorText.message(changeRole.error) : undefined}
                />
                <Button type="submit" variant="secondary" size="small" busy={changeRole.isPending} disabled={role === user.role}>
                  {t('users.changeRole')}
                </Button>
              </form>
            )}
            <div className="user-actions__buttons">
              {may('status_change') && (
                <Button variant="secondary" onClick={() => setDialog('status')}>
                  {suspend ? t('users.suspend') : t('users.reactivate')}
                </Button>
              )}
              {may('password_reset') && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setNewPassword(generatePassword());
                    resetPassword.reset();
                    setDialog('password');
                  }}
                >
                  {t('users.resetPassword')}
                </Button>
              )}
              {may('delete') && (
                <Button variant="danger" onClick={() => setDialog('delete')}>
                  {t('users.delete')}
                </Button>
              )}
            </div>
          </div>
        </AdminSection>
      ) : (
        <p className="user-note" role="note">
          {t('users.superadminOnly')}
        </p>
      )}

      {may('update') && (
        <AdminSection title={t('users.details')}>
          {saved && !update.isPending && !update.error && (
            <p className="user-saved" role="status">
              {t('users.saved')}
            </p>
          )}
          <UserForm
            user={user}
            busy={update.isPending}
            error={update.error}
            submitLabel={t('users.save')}
            onSubmit={(values) => {
              setSaved(false);
              update.mutate({ id: user.id, body: toUpdateBody(user, values) }, { onSuccess: () => setSaved(true) });
            }}
          />
        </AdminSection>
      )}

      <ConfirmDialog
        open={dialog === 'status'}
        title={suspend ? t('users.suspendTitle', { name }) : t('users.reactivateTitle', { name })}
        confirmLabel={suspend ? t('users.suspend') : t('users.reactivate')}
        danger={suspend}
        busy={changeStatus.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          changeStatus.mutate({ id: user.id, status: suspend ? 'suspended' : 'active' }, { onSuccess: () => setDialog(null) })
        }
      >
        <p>{suspend ? t('users.suspendText') : t('users.reactivateText')}</p>
        {changeStatus.error !== null && (
          <p className="field__error" role="alert">
            {errorText.message(changeStatus.error)}
          </p>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'password'}
        title={t('users.resetTitle', { name })}
        confirmLabel={t('users.resetPassword')}
        busy={resetPassword.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          resetPassword.mutate(
            { id: user.id, password: newPassword },
            {
              onSuccess: () => {
                setShownPassword(newPassword);
                setNewPassword('');
                setDialog(null);
              },
            },
          )
        }
      >
        <p>{t('users.resetText')}</p>
        <TextField
          label={t('users.form.newPassword')}
          name="newPassword"
          dir="ltr"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={
            resetPassword.error ? (errorText.fields(resetPassword.error).password ?? errorText.message(resetPassword.error)) : undefined
          }
        />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('users.deleteTitle', { name })}
        confirmLabel={t('users.deleteConfirm')}
        danger
        busy={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => remove.mutate(user.id, { onSuccess: () => navigate(adminPath('users')) })}
      >
        <p>{t('users.deleteText')}</p>
        {remove.error !== null && (
          <p className="field__error" role="alert">
            {errorText.message(remove.error)}
          </p>
        )}
      </ConfirmDialog>
    </AdminPage>
  );
}

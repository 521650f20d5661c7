import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { useSession } from '../../../../lib/session/use-session';
import { adminPath } from '../../admin-paths';
import { AdminPage, AdminSection } from '../../ui/admin-page';
import { useCreateUser } from '../api/users-api';
import { PasswordOnce } from './password-once';
import { creatableRoles } from './user-permissions';
import { toCreateBody, UserForm } from './user-form';

/** A new account. Without a password the API generates one: it is shown here, this once, with a Copy button. */
export function UserCreateScreen() {
  const { t } = useTranslation('admin-users');
  const navigate = useLocalizedNavigate();
  const role = useSession().user?.role;
  const create = useCreateUser();
  const [created, setCreated] = useState<{ id: string; password: string } | null>(null);

  return (
    <AdminPage title={t('users.newTitle')} back={{ to: adminPath('users'), label: t('users.title') }}>
      {created ? (
        <PasswordOnce
          title={t('password.generatedTitle')}
          password={created.password}
          onDone={() => navigate(adminPath('users', created.id))}
        />
      ) : (
        <AdminSection title={t('users.details')}>
          <UserForm
            roles={creatableRoles(role)}
            busy={create.isPending}
            error={create.error}
            submitLabel={t('users.create')}
            onSubmit={(values) =>
              create.mutate(toCreateBody(values), {
                onSuccess: (answer) => {
                  if (answer.generatedPassword) setCreated({ id: answer.user.id, password: answer.generatedPassword });
                  else navigate(adminPath('users', answer.user.id));
                },
              })
            }
          />
        </AdminSection>
      )}
    </AdminPage>
  );
}

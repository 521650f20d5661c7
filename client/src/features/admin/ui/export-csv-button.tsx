import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useErrorText } from '../../../lib/i18n/error-text';
import { downloadFile } from './download';
import type { ListParams } from './use-list-params';

export interface ExportCsvButtonProps {
  /** The list's export route: `/api/admin/cars.csv`. */
  path: string;
  list: Pick<ListParams, 'exportQuery'>;
  /** The file's name when the server gives none. */
  filename: string;
}

/** "Export CSV": every row the filters select (not just this page), in the list's sort, as the server writes it. */
export function ExportCsvButton({ path, list, filename }: ExportCsvButtonProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <span className="export-csv">
      <Button
        variant="secondary"
        size="small"
        busy={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          downloadFile(path, list.exportQuery, `${filename}.csv`)
            .catch(setError)
            .finally(() => setBusy(false));
        }}
      >
        {t('export.csv')}
      </Button>
      {error !== null && (
        <span className="field__error" role="alert">
          {errorText.message(error)}
        </span>
      )}
    </span>
  );
}

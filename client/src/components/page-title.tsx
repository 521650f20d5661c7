import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "<title> · AutoExport" while the component is shown (the brand alone without a title). */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation('common');
  const brand = t('brand');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}

/** A screen's `<h1>` and its `<title>`, in one: `<PageTitle title={t('pageTitle.search')} />`. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return <h1>{children ?? title}</h1>;
}

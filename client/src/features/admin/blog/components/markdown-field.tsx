import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../../components/tabs';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { type MarkdownKind, useMarkdownPreview } from '../api/markdown-preview';
import { TextAreaField } from './text-area-field';

export interface MarkdownFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  kind: MarkdownKind;
  error?: string;
  required?: boolean;
  rows?: number;
  /** The language of the text (an Urdu page's body is written right to left). */
  lang?: string;
  /** Default `auto`: the text's first strong character decides (Markdown in English on an Urdu screen stays left to right). */
  dir?: 'ltr' | 'rtl' | 'auto';
}

/**
 * A Markdown text with a Write tab and a Preview tab. The preview is the server's rendering (the same sanitised HTML
 * the public page shows), never HTML built in the browser.
 */
export function MarkdownField({ label, name, value, onChange, kind, error, required, rows = 14, lang, dir = 'auto' }: MarkdownFieldProps) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const preview = useMarkdownPreview(value, kind, tab === 'preview');
  return (
    <div className="markdown-field admin-form__wide">
      <Tabs
        label={t('markdown.tabs', { label })}
        items={[
          { id: 'write', label: t('markdown.write') },
          { id: 'preview', label: t('markdown.preview') },
        ]}
        selected={tab}
        onSelect={(id) => setTab(id as 'write' | 'preview')}
      >
        {tab === 'write' ? (
          <TextAreaField
            label={label}
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            error={error}
            required={required}
            rows={rows}
            lang={lang}
            dir={dir}
            hint={t('markdown.hint')}
          />
        ) : (
          <div className="markdown-field__preview" lang={lang} dir={dir} aria-live="polite" aria-busy={preview.isFetching || undefined}>
            {value.trim() === '' ? (
              <p className="markdown-field__empty">{t('markdown.empty')}</p>
            ) : preview.error ? (
              <p className="field__error" role="alert">
                {errorText.message(preview.error)}
              </p>
            ) : preview.data ? (
              // The server's sanitised HTML (src/common/markdown): scripts, styles and event handlers are removed there.
              <div className="prose" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
            ) : (
              <p>{t('markdown.loading')}</p>
            )}
          </div>
        )}
      </Tabs>
    </div>
  );
}

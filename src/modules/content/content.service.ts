import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { LOCALES, type Locale } from '../../common/context/locale.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { badRequest, conflict, invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { markdownToSafeHtml } from '../../common/markdown/markdown.js';
import { Clock } from '../../common/time/clock.js';
import { addition, modification, removal } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { ContentPageTranslation, type StoredSection } from './content-page-translation.entity.js';
import { titlesIn, translationHeads } from './content.repository.js';
import {
  chooseTranslation,
  CONTENT_PAGE_SLUGS,
  type ContentPageSlug,
  FALLBACK_LANGUAGE,
  isContentPageSlug,
  isLocale,
  outdatedLanguages,
  renderMarkdown,
  requestedLanguage,
} from './content-rules.js';
import type { PutPageTranslationDto } from './content.requests.js';
import type { MarkdownPreviewDto, MarkdownPreviewResultDto } from './markdown-preview.dto.js';
import type { AdminPageDto, AdminPageListDto, AdminPageTranslationDto, PageDto, PageListDto } from './content.responses.js';

const PAGE_TARGET = 'content_page';
export const CONTENT_AUDIT = { save: 'content_page.translation_save', delete: 'content_page.translation_delete' } as const;

/** The fields of a translation an edit may change (and the audit log records). */
const EDITABLE = ['title', 'summary', 'body', 'sections'] as const;

const byLanguage = (a: { language: string }, b: { language: string }) =>
  LOCALES.indexOf(a.language as Locale) - LOCALES.indexOf(b.language as Locale);

/** The Markdown of a translation rendered: what is stored beside it. */
export function renderTranslation(input: Pick<PutPageTranslationDto, 'body' | 'sections'>): { html: string; sections: StoredSection[] } {
  return {
    html: renderMarkdown(input.body),
    sections: (input.sections ?? []).map((s) => ({ key: s.key, title: s.title, body: s.body, html: renderMarkdown(s.body) })),
  };
}

/**
 * The content pages (issue 11): company, help and legal texts in four languages, English required and the fallback.
 * Visitors read them (GET /api/pages…); administrators write them, each change audited. Table ownership:
 * `content_page_translations`.
 */
@Injectable()
export class ContentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly clock: Clock,
  ) {}

  /** An editor's preview: the Markdown as the public page of its kind renders it (nothing is stored). */
  previewMarkdown(body: MarkdownPreviewDto): MarkdownPreviewResultDto {
    return { html: markdownToSafeHtml(body.markdown, body.kind) };
  }

  /** The language a visitor asked for (`?lang=`, else Accept-Language); an unknown one is a 400. */
  languageOf(lang: string | null | undefined, ctx: RequestContext): Locale {
    const language = requestedLanguage(lang, ctx.locale);
    if (!language) throw invalidField('lang', Msg.CONTENT_LANGUAGE_UNKNOWN, { language: String(lang).slice(0, 10) });
    return language;
  }

  /* ------------------------------------------------------------------------------------------------- public */

  /** Every page that has its English text, titled in `language` where translated. */
  async list(language: Locale): Promise<PageListDto> {
    const rows = await titlesIn(this.repo(), [...new Set([language, FALLBACK_LANGUAGE])]);
    const items = CONTENT_PAGE_SLUGS.flatMap((slug) => {
      const chosen = chooseTranslation(
        rows.filter((r) => r.slug === slug),
        language,
      );
      return chosen ? [{ slug, title: chosen.translation.title, language: chosen.translation.language, fallback: chosen.fallback }] : [];
    });
    return { items };
  }

  /** A page in `language`, or in English (`fallback: true`) when it has no such translation; 404 for no page. */
  async get(slug: string, language: Locale): Promise<PageDto> {
    if (!isContentPageSlug(slug)) throw notFound(Msg.CONTENT_PAGE_NOT_FOUND);
    const rows = await this.repo().find({ where: { slug } });
    const chosen = chooseTranslation(rows, language);
    if (!chosen) throw notFound(Msg.CONTENT_PAGE_NOT_FOUND);
    const t = chosen.translation;
    return {
      slug,
      language: t.language,
      requestedLanguage: language,
      fallback: chosen.fallback,
      title: t.title,
      summary: t.summary,
      html: t.html,
      sections: t.sections.map((s) => ({ key: s.key, title: s.title, html: s.html })),
      languages: rows.sort(byLanguage).map((r) => r.language),
      updatedAt: t.updatedAt.toISOString(),
    };
  }

  /* -------------------------------------------------------------------------------------------------- staff */

  async listForStaff(): Promise<AdminPageListDto> {
    const rows = await translationHeads(this.repo());
    return {
      items: CONTENT_PAGE_SLUGS.map((slug) => {
        const mine = rows.filter((r) => r.slug === slug).sort(byLanguage);
        const languages = mine.map((r) => r.language);
        const latest = mine.reduce<Date | null>((max, r) => (max && max > r.updatedAt ? max : r.updatedAt), null);
        return {
          slug,
          title: mine.find((r) => r.language === FALLBACK_LANGUAGE)?.title ?? null,
          languages,
          missing: LOCALES.filter((l) => !languages.includes(l)),
          outdated: outdatedLanguages(mine),
          updatedAt: latest?.toISOString() ?? null,
        };
      }),
    };
  }

  async getForStaff(slug: string): Promise<AdminPageDto> {
    const page = this.knownSlug(slug);
    const rows = (await this.repo().find({ where: { slug: page } })).sort(byLanguage);
    const languages = rows.map((r) => r.language);
    return {
      slug: page,
      translations: rows.map(toAdminTranslation),
      missing: LOCALES.filter((l) => !languages.includes(l)),
      outdated: outdatedLanguages(rows),
    };
  }

  /** Creates or replaces one language's text of a page. The same text again changes nothing (and is not audited). */
  async putTranslation(ctx: RequestContext, slug: string, lang: string, body: PutPageTranslationDto): Promise<AdminTranslationResult> {
    const page = this.knownSlug(slug);
    const language = this.knownLanguage(lang);
    const rendered = renderTranslation(body);
    const next = { title: body.title, summary: body.summary, body: body.body, sections: rendered.sections };
    let created = false;
    await this.changes.run(
      ctx,
      async (tx) => {
        const repo = tx.manager.getRepository(ContentPageTranslation);
        const existing = await repo.findOne({ where: { slug: page, language } });
        if (!existing) {
          if (language !== FALLBACK_LANGUAGE && !(await this.hasEnglish(tx.manager, page))) throw conflict(Msg.CONTENT_ENGLISH_FIRST);
          await repo.insert({
            slug: page,
            language,
            ...next,
            html: rendered.html,
            updatedAt: this.clock.now(),
            updatedBy: ctx.actor?.publicId ?? null,
          });
          created = true;
          await tx.audit(addition(CONTENT_AUDIT.save, PAGE_TARGET, page, { language, ...auditable(next) }));
          return;
        }
        const changed = EDITABLE.filter((field) => JSON.stringify(existing[field]) !== JSON.stringify(next[field]));
        if (changed.length === 0) return;
        await repo.update(
          { id: existing.id },
          { ...next, html: rendered.html, updatedAt: this.clock.now(), updatedBy: ctx.actor?.publicId ?? null },
        );
        await tx.audit(
          modification(CONTENT_AUDIT.save, PAGE_TARGET, page, {
            before: { language, ...pick(auditable(existing), changed) },
            after: { language, ...pick(auditable(next), changed) },
          }),
        );
      },
      { lock: `content_page:${page}` },
    );
    const saved = await this.repo().findOneOrFail({ where: { slug: page, language } });
    return { created, translation: toAdminTranslation(saved) };
  }

  /** Removes a translation other than English: visitors in that language then read the English text. */
  async deleteTranslation(ctx: RequestContext, slug: string, lang: string): Promise<void> {
    const page = this.knownSlug(slug);
    const language = this.knownLanguage(lang);
    if (language === FALLBACK_LANGUAGE) throw conflict(Msg.CONTENT_ENGLISH_REQUIRED);
    await this.changes.run(
      ctx,
      async (tx) => {
        const repo = tx.manager.getRepository(ContentPageTranslation);
        const existing = await repo.findOne({ where: { slug: page, language } });
        if (!existing) throw notFound(Msg.CONTENT_TRANSLATION_NOT_FOUND, { language });
        await repo.delete({ id: existing.id });
        await tx.audit(removal(CONTENT_AUDIT.delete, PAGE_TARGET, page, { language, ...auditable(existing) }));
      },
      { lock: `content_page:${page}` },
    );
  }

  /* ------------------------------------------------------------------------------------------------ helpers */

  private repo() {
    return this.dataSource.getRepository(ContentPageTranslation);
  }

  private async hasEnglish(manager: EntityManager, slug: string): Promise<boolean> {
    return manager.getRepository(ContentPageTranslation).exists({ where: { slug, language: FALLBACK_LANGUAGE } });
  }

  private knownSlug(slug: string): ContentPageSlug {
    if (!isContentPageSlug(slug)) throw notFound(Msg.CONTENT_PAGE_NOT_FOUND);
    return slug;
  }

  private knownLanguage(lang: string): Locale {
    if (!isLocale(lang)) throw badRequest(Msg.CONTENT_LANGUAGE_UNKNOWN, { language: lang.slice(0, 10) });
    return lang;
  }
}

export interface AdminTranslationResult {
  created: boolean;
  translation: AdminPageTranslationDto;
}

/** What the audit log keeps of a translation: the Markdown as written (the HTML follows from it). */
function auditable(t: { title: string; summary: string; body: string; sections: readonly StoredSection[] }) {
  return {
    title: t.title,
    summary: t.summary,
    body: t.body,
    sections: t.sections.map((s) => ({ key: s.key, title: s.title, body: s.body })),
  };
}

function pick<T extends Record<string, unknown>>(o: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([k]) => keys.includes(k))) as Partial<T>;
}

function toAdminTranslation(t: ContentPageTranslation): AdminPageTranslationDto {
  return {
    language: t.language,
    title: t.title,
    summary: t.summary,
    body: t.body,
    html: t.html,
    sections: t.sections.map((s) => ({ key: s.key, title: s.title, body: s.body, html: s.html })),
    updatedAt: t.updatedAt.toISOString(),
    updatedBy: t.updatedBy,
  };
}

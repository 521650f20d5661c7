import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { paths } from '../../../../lib/paths';
import { adminPath } from '../../admin-paths';
import { EditorLoader, EditorPage } from '../../ui/editor-page';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import {
  type AdminBlogPost,
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  type CreateBlogPost,
  useBlogPost,
  useDeleteBlogPost,
  useSaveBlogPost,
} from '../api/blog-admin-api';
import { MarkdownField } from './markdown-field';
import { TextAreaField } from './text-area-field';

interface Draft {
  title: string;
  slug: string;
  category: string;
  status: string;
  author: string;
  tags: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
}

const EMPTY: Draft = {
  title: '',
  slug: '',
  category: 'news',
  status: 'draft',
  author: '',
  tags: '',
  content: '',
  metaTitle: '',
  metaDescription: '',
};

export const draftOf = (p: AdminBlogPost): Draft => ({
  title: p.title,
  slug: p.slug,
  category: p.category.slug,
  status: p.status,
  author: p.author ?? '',
  tags: p.tags.join(', '),
  content: p.content,
  metaTitle: p.metaTitle ?? '',
  metaDescription: p.metaDescription ?? '',
});

/** The request body of a draft: tags split at commas, an empty slug left out (made from the title), empty SEO fields cleared. */
export function bodyOf(d: Draft, isNew: boolean): CreateBlogPost {
  const body: CreateBlogPost = {
    title: d.title,
    content: d.content,
    category: d.category as CreateBlogPost['category'],
    status: d.status as CreateBlogPost['status'],
    tags: d.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    metaTitle: d.metaTitle.trim() || null,
    metaDescription: d.metaDescription.trim() || null,
  };
  if (d.slug.trim()) body.slug = d.slug.trim();
  // A new post left without an author is signed with the staff member's name; an edited one keeps what is typed.
  if (d.author.trim() || !isNew) body.author = d.author.trim() || null;
  return body;
}

/** Writing or editing a post: the text in Markdown with a preview, its image, draft or published, and its SEO fields. */
export function BlogEditor({ id }: { id?: string }) {
  const post = useBlogPost(id);
  return (
    <EditorLoader id={id} query={post}>
      {(data) => <BlogForm key={data?.id ?? 'new'} post={data} />}
    </EditorLoader>
  );
}

function BlogForm({ post }: { post?: AdminBlogPost }) {
  const { t } = useTranslation('admin-content');
  const navigate = useLocalizedNavigate();
  const save = useSaveBlogPost();
  const remove = useDeleteBlogPost();
  const [draft, setDraft] = useState<Draft>(post ? draftOf(post) : EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [saved, setSaved] = useState(false);
  const current = save.data ?? post;

  useEffect(() => setSaved(false), [draft]);

  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));
  const labels: Record<string, string> = {
    title: t('blog.fields.title'),
    slug: t('blog.fields.slug'),
    category: t('blog.fields.category'),
    status: t('blog.fields.status'),
    author: t('blog.fields.author'),
    tags: t('blog.fields.tags'),
    content: t('blog.fields.content'),
    metaTitle: t('blog.fields.metaTitle'),
    metaDescription: t('blog.fields.metaDescription'),
    image: t('blog.fields.image'),
  };
  const { errors, formError } = useFormErrors(save.error, labels);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: post?.id, body: bodyOf(draft, !post), image },
      {
        onSuccess: (result) => {
          setImage(null);
          setSaved(true);
          if (!post) navigate(adminPath('blog', result.id), { replace: true });
          else setDraft(draftOf(result));
        },
      },
    );
  };

  return (
    <EditorPage
      title={post ? post.title : t('blog.new')}
      back={{ to: adminPath('blog'), label: t('blog.title') }}
      subtitle={current ? t(`blog.status.${current.status}`) : undefined}
      actions={post && current?.status === 'published' && <Link to={paths.blogPost(current.slug)}>{t('blog.viewOnSite')}</Link>}
      deletion={
        post && {
          id: post.id,
          remove,
          title: t('blog.deleteTitle'),
          text: t('blog.deleteText', { title: post.title }),
          label: t('blog.delete'),
        }
      }
    >
      <form className="admin-form content-card" onSubmit={submit} noValidate>
        <TextField label={labels.title} name="title" value={draft.title} onChange={set('title')} error={errors.title} required />
        <TextField
          label={labels.slug}
          dir="ltr"
          name="slug"
          value={draft.slug}
          onChange={set('slug')}
          error={errors.slug}
          hint={t('blog.slugHint')}
        />
        <SelectField
          label={labels.category}
          name="category"
          value={draft.category}
          onChange={set('category')}
          error={errors.category}
          options={BLOG_CATEGORIES.map((c) => ({ value: c, label: t(`blog.category.${c}`) }))}
        />
        <SelectField
          label={labels.status}
          name="status"
          value={draft.status}
          onChange={set('status')}
          error={errors.status}
          hint={t('blog.statusHint')}
          options={BLOG_STATUSES.map((s) => ({ value: s, label: t(`blog.status.${s}`) }))}
        />
        <TextField label={labels.author} name="author" value={draft.author} onChange={set('author')} error={errors.author} />
        <TextField
          label={labels.tags}
          name="tags"
          value={draft.tags}
          onChange={set('tags')}
          error={errors.tags}
          hint={t('blog.tagsHint')}
        />
        <MarkdownField
          label={labels.content}
          name="content"
          kind="article"
          value={draft.content}
          onChange={(content) => setDraft((d) => ({ ...d, content }))}
          error={errors.content}
          required
        />
        {current && (
          <div className="admin-form__wide content-excerpt">
            <h2 className="content-subheading">{t('blog.fields.excerpt')}</h2>
            <p>{current.excerpt}</p>
            <p className="field__hint">{t('blog.excerptHint')}</p>
          </div>
        )}
        <div className="admin-form__wide content-image">
          {current?.thumbnailUrl && <img src={current.thumbnailUrl} alt={t('blog.currentImage')} width={160} height={120} />}
          <TextField
            label={labels.image}
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
            error={errors.image}
            hint={t('blog.imageHint')}
          />
        </div>
        <h2 className="admin-form__wide content-subheading">{t('blog.seo')}</h2>
        <TextField
          label={labels.metaTitle}
          name="metaTitle"
          value={draft.metaTitle}
          onChange={set('metaTitle')}
          error={errors.metaTitle}
          maxChars={120}
        />
        <TextAreaField
          className="content-textarea--short"
          label={labels.metaDescription}
          name="metaDescription"
          value={draft.metaDescription}
          onChange={set('metaDescription')}
          error={errors.metaDescription}
          maxChars={320}
          rows={3}
        />
        <FormActions busy={save.isPending} error={formError} saveLabel={post ? t('save') : t('blog.create')}>
          {saved && !save.isPending && (
            <span role="status" className="content-saved">
              {t('saved')}
            </span>
          )}
        </FormActions>
      </form>
    </EditorPage>
  );
}

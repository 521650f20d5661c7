import { Route, Routes, useParams } from 'react-router';
import '../../blog/content.css';
import { PageEditor } from '../components/page-editor';
import { PagesList } from '../components/pages-list';

function EditPage() {
  const { slug } = useParams();
  return <PageEditor key={slug} slug={slug!} />;
}

/** /admin/pages: the content pages, one page's texts per language. */
export default function PagesRoute() {
  return (
    <Routes>
      <Route index element={<PagesList />} />
      <Route path=":slug" element={<EditPage />} />
    </Routes>
  );
}

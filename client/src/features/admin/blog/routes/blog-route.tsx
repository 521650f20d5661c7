import { Route, Routes, useParams } from 'react-router';
import { BlogEditor } from '../components/blog-editor';
import { BlogList } from '../components/blog-list';
import '../content.css';

function EditPost() {
  const { id } = useParams();
  return <BlogEditor key={id} id={id} />;
}

/** /admin/blog: the posts list, a new post, one post's editor. */
export default function BlogRoute() {
  return (
    <Routes>
      <Route index element={<BlogList />} />
      <Route path="new" element={<BlogEditor key="new" />} />
      <Route path=":id" element={<EditPost />} />
    </Routes>
  );
}

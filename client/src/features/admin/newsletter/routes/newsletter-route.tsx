import { Route, Routes } from 'react-router';
import { SubscriberList } from '../components/subscriber-list';
import '../../inquiries/messages.css';

/** /admin/newsletter: the subscribers (no detail: a row says it all). */
export default function NewsletterRoute() {
  return (
    <Routes>
      <Route index element={<SubscriberList />} />
    </Routes>
  );
}

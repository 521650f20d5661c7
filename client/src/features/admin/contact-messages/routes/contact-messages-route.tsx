import { Route, Routes } from 'react-router';
import { ContactMessageDetail } from '../components/contact-message-detail';
import { ContactMessageList } from '../components/contact-message-list';
import '../../inquiries/messages.css';

/** /admin/contact-messages: the list, and one message by its id. */
export default function ContactMessagesRoute() {
  return (
    <Routes>
      <Route index element={<ContactMessageList />} />
      <Route path=":id" element={<ContactMessageDetail />} />
    </Routes>
  );
}

import '../../blog/content.css';
import { FaqScreen } from '../components/faq-screen';

/** /admin/faq: the FAQ's categories and questions (?category=<key>). */
export default function FaqRoute() {
  return <FaqScreen />;
}

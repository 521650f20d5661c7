import '../../blog/content.css';
import { ImportRulesScreen } from '../components/import-rules-screen';

/** /admin/import-rules: each country's import rules. */
export default function ImportRulesRoute() {
  return <ImportRulesScreen />;
}

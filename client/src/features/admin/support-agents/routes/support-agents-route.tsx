import { Route, Routes, useParams } from 'react-router';
import '../../blog/content.css';
import { SupportAgentEditor, SupportAgentsList } from '../components/support-agents-screens';

function EditAgent() {
  const { id } = useParams();
  return <SupportAgentEditor key={id} id={id} />;
}

/** /admin/support-agents: the WhatsApp agents list, a new agent, one agent. */
export default function SupportAgentsRoute() {
  return (
    <Routes>
      <Route index element={<SupportAgentsList />} />
      <Route path="new" element={<SupportAgentEditor key="new" />} />
      <Route path=":id" element={<EditAgent />} />
    </Routes>
  );
}

import { HealthStatus } from '../features/home/HealthStatus';

/** The first screen: the product's name and whether the API is up. The real screens come later. */
export function App() {
  return (
    <main className="page">
      <h1>AutoExport</h1>
      <p className="tagline">Used Japanese vehicles, exported worldwide.</p>
      <HealthStatus />
    </main>
  );
}

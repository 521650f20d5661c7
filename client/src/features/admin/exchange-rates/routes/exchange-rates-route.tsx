import '../../blog/content.css';
import { ExchangeRatesScreen } from '../components/exchange-rates-screen';

/** /admin/exchange-rates: current rates, setting them, their history. */
export default function ExchangeRatesRoute() {
  return <ExchangeRatesScreen />;
}

/**
 * A wa.me link that opens a WhatsApp chat with `number` (any formatting: "+81 90 5555 0101"), with `text` typed
 * in advance — e.g. the car's stock id on a car page.
 */
export function whatsappLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

import mjml2html from 'mjml';
import type { Locale } from '../../../common/context/locale.js';
import { COMPANY_NAME } from '../../../common/company/company-facts.js';
import type { EmailMessage } from '../mail-rules.js';
import { type EmailBlock, type EmailContent, type EmailTemplate } from './email-template.js';
import { EMAIL_FRAME_TEXTS } from './email-texts.js';

/** The brand's colours and fonts (client/src/styles/tokens.css), as email clients can take them. */
const STYLE = {
  brand: '#1d4ed8',
  text: '#16202c',
  muted: '#4d5a6a',
  background: '#f6f7f9',
  font: "'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  urduFont: "'Noto Nastaliq Urdu', 'Noto Naskh Arabic', 'Segoe UI', Arial, sans-serif",
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Text that reads left to right inside any paragraph (an address, a URL): Urdu's right-to-left order would scramble it. */
const ltr = (html: string) => `<span dir="ltr">${html}</span>`;

/** Only web addresses become links: a template handed anything else is a programming error, not a link to follow. */
function webUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error(`An email link must be an http(s) address, not ${JSON.stringify(url.slice(0, 40))}`);
  return url;
}

/** `email` in `language` for `to`: the subject, the text part and the HTML part, from the same content. */
export async function renderEmail<V>(template: EmailTemplate<V>, language: Locale, vars: V, to: string): Promise<EmailMessage> {
  const content = template.languages[language](vars);
  return { to, subject: content.subject, text: emailText(content, language), html: await emailHtml(content, language) };
}

/** The plain-text part: paragraphs apart, every link written out on a line of its own so any client makes it clickable. */
export function emailText(content: EmailContent, language: Locale): string {
  const frame = EMAIL_FRAME_TEXTS[language];
  const parts = [frame.hello(content.name?.trim() || null), ...content.blocks.map(blockText), [frame.signOff, ...frame.footer].join('\n')];
  return `${parts.join('\n\n')}\n`;
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'action':
      return `${block.label}:\n${webUrl(block.url)}`;
    case 'list':
      return block.items.map((item) => (item.url ? `- ${item.text}: ${webUrl(item.url)}` : `- ${item.text}`)).join('\n');
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'note':
      return block.url ? `${block.text}\n${webUrl(block.url)}` : block.text;
  }
}

/** The HTML part: MJML, so it reads on a phone and in old desktop clients alike; right to left for Urdu. */
export async function emailHtml(content: EmailContent, language: Locale): Promise<string> {
  const frame = EMAIL_FRAME_TEXTS[language];
  const dir = language === 'ur' ? 'rtl' : 'ltr';
  const font = language === 'ur' ? STYLE.urduFont : STYLE.font;
  const body = content.blocks.map((block) => blockMjml(block, frame.copyLink)).join('\n');
  const source = `<mjml lang="${language}" dir="${dir}">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.subject)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${escapeHtml(font)}" />
      <mj-text font-size="15px" line-height="1.6" color="${STYLE.text}" align="${dir === 'rtl' ? 'right' : 'left'}" />
      <mj-section direction="${dir}" />
      <mj-column direction="${dir}" />
      <mj-button background-color="${STYLE.brand}" color="#ffffff" font-size="15px" font-weight="600" border-radius="6px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${STYLE.background}">
    <mj-section padding="24px 0 8px">
      <mj-column><mj-text font-size="20px" font-weight="700" color="${STYLE.brand}">${escapeHtml(COMPANY_NAME)}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="16px 8px">
      <mj-column>
        <mj-text>${escapeHtml(frame.hello(content.name?.trim() || null))}</mj-text>
${body}
        <mj-text>${escapeHtml(frame.signOff)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column><mj-text font-size="12px" color="${STYLE.muted}">${frame.footer.map((line) => ltr(escapeHtml(line))).join('<br />')}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', keepComments: false });
  if (errors.length > 0) throw new Error(`The email did not render: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}

function blockMjml(block: EmailBlock, copyLink: string): string {
  switch (block.kind) {
    case 'text':
      // A customer's message or staff's answer keeps its lines, as the text part does.
      return `<mj-text>${escapeHtml(block.text).replace(/\r?\n/g, '<br />')}</mj-text>`;
    case 'action': {
      const url = escapeHtml(webUrl(block.url));
      return `<mj-button href="${url}">${escapeHtml(block.label)}</mj-button>
<mj-text font-size="12px" color="${STYLE.muted}">${escapeHtml(copyLink)}<br />${ltr(url)}</mj-text>`;
    }
    case 'list': {
      const items = block.items.map((item) =>
        item.url ? `<li><a href="${escapeHtml(webUrl(item.url))}">${escapeHtml(item.text)}</a></li>` : `<li>${escapeHtml(item.text)}</li>`,
      );
      return `<mj-text><ul>${items.join('')}</ul></mj-text>`;
    }
    case 'facts': {
      const rows = block.rows.map(
        (row) =>
          `<tr><td style="padding:4px 0;color:${STYLE.muted}">${escapeHtml(row.label)}</td><td style="padding:4px 8px">${escapeHtml(row.value)}</td></tr>`,
      );
      return `<mj-table>${rows.join('')}</mj-table>`;
    }
    case 'note': {
      const link = block.url ? `<br />${ltr(`<a href="${escapeHtml(webUrl(block.url))}">${escapeHtml(block.url)}</a>`)}` : '';
      return `<mj-text font-size="12px" color="${STYLE.muted}">${escapeHtml(block.text)}${link}</mj-text>`;
    }
  }
}

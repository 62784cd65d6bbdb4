import { escapeHtml } from '../html.ts';
/** One clean layout for every email: a text body and an HTML body with the same content. */
export type TEmail = { to: string; subject: string; text: string; html: string };

/** Renders an email from a heading, paragraphs and an optional action link, in `language` (the HTML's lang; English by default). */
export function renderEmail(input: {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  language?: string;
}): TEmail {
  const footer = input.footer ?? 'Caps League — you get this email because you have an account.';
  const text = [
    input.heading,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    '--',
    footer,
    '',
  ].join('\n');
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#e5393b;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(input.action.label)}</a></p><p style="font-size:13px;color:#93a1b0">Or open this link: <a href="${escapeHtml(input.action.url)}" style="color:#93a1b0">${escapeHtml(input.action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(input.language ?? 'en')}"><body style="margin:0;background:#0b1016;font-family:Inter,Segoe UI,Arial,sans-serif;color:#e8edf2"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><div style="font-weight:800;letter-spacing:0.12em;color:#e5393b">CAPS LEAGUE</div><h1 style="font-size:22px;margin:16px 0">${escapeHtml(input.heading)}</h1>${input.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('')}${button}<hr style="border:none;border-top:1px solid #2a3644;margin:32px 0 12px"><p style="font-size:12px;color:#93a1b0">${escapeHtml(footer)}</p></div></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}

/** Delivers one email: over SMTP when SMTP_URL is set, otherwise into the outbox folder (one file per message). */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { TEmail } from './layout.ts';

export type MailTransport = { send: (mail: TEmail) => Promise<void>; close: () => void };

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transporter.close(),
  };
}

/** Writes readable files (headers, text body, HTML body) so a local user can follow the links in them. */
export function outboxTransport(dir: string, from: string, log: (line: string) => void): MailTransport {
  let counter = 0;
  // The folder is made once, not per email, and again after a failure (it may have been removed meanwhile).
  let made: Promise<unknown> | undefined;
  const forget = (err: unknown) => {
    made = undefined;
    throw err;
  };
  return {
    send: async (mail) => {
      await (made ??= fs.mkdir(dir, { recursive: true }).catch(forget));
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${String(counter++).padStart(4, '0')}-${process.pid}.eml`);
      const body = [
        `From: ${from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${new Date().toUTCString()}`,
        '',
        mail.text,
        '',
        '----- HTML -----',
        mail.html,
        '',
      ].join('\n');
      await fs.writeFile(file, body).catch(forget);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log(
        `mail to ${mail.to} "${mail.subject}" written to ${file}${links.length ? ` — link: ${links.join(' ')}` : ''}`,
      );
    },
    close: () => undefined,
  };
}

import { expect } from '@playwright/test';
import type { Backend } from '../fixtures';

interface MailSummary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/**
 * The /auth/v1/verify link in the newest mail to `email` whose subject matches, read through the mail
 * catcher's Mailpit API (waits for the mail to arrive).
 */
export async function verifyLinkInMail(backend: Backend, email: string, subject: RegExp): Promise<string> {
  let found: MailSummary | undefined;
  await expect
    .poll(async () => {
      const list = (await (await fetch(`${backend.mailUrl}/api/v1/messages`)).json()) as {
        messages: MailSummary[];
      };
      found = list.messages.find(
        (message) => message.To.some((to) => to.Address === email) && subject.test(message.Subject),
      );
      return Boolean(found);
    })
    .toBe(true);
  const message = (await (await fetch(`${backend.mailUrl}/api/v1/message/${found!.ID}`)).json()) as {
    HTML: string;
    Text: string;
  };
  const link =
    /href="([^"]*\/auth\/v1\/verify[^"]*)"/.exec(message.HTML)?.[1] ??
    /(http\S*\/auth\/v1\/verify\S*)/.exec(message.Text)?.[1];
  if (!link) throw new Error(`No verify link in the mail "${found!.Subject}"`);
  return link.replaceAll('&amp;', '&');
}

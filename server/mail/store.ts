import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** A mailbox address in Mailpit's JSON shape. */
export interface MailAddress {
  Name: string;
  Address: string;
}

/** One caught mail, with Mailpit's field names (`GET /api/v1/message/{ID}`). */
export interface Mail {
  ID: string;
  MessageID: string;
  From: MailAddress;
  To: MailAddress[];
  Subject: string;
  Created: string;
  Text: string;
  HTML: string;
}

/** Mailpit's list entry (`GET /api/v1/messages`). */
export type MailSummary = Pick<Mail, 'ID' | 'MessageID' | 'From' | 'To' | 'Subject' | 'Created'> & {
  Snippet: string;
  Read: boolean;
  Tags: string[];
  Size: number;
  Attachments: number;
};

/** Sender of every mail, as the Supabase CLI configures GoTrue's SMTP admin address. */
export const MAIL_FROM: MailAddress = { Name: 'Supabase Auth', Address: 'admin@email.com' };

/**
 * The mail catcher's mailbox: kept in memory and mirrored to a JSON file (when given) so a
 * confirmation link still works after the backend restarts.
 */
export class MailStore {
  private mails: Mail[] = [];

  /** @param file JSON file to load from and save to; omit for memory only. */
  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      try {
        this.mails = JSON.parse(readFileSync(file, 'utf8')) as Mail[];
      } catch {
        this.mails = [];
      }
    }
  }

  /** Stores a mail and returns it with its generated ID. */
  add(input: { to: string; subject: string; text: string; html: string }): Mail {
    const mail: Mail = {
      ID: randomBytes(16).toString('base64url').slice(0, 22),
      MessageID: `${randomBytes(12).toString('hex')}@ecolodge.local`,
      From: MAIL_FROM,
      To: [{ Name: '', Address: input.to }],
      Subject: input.subject,
      Created: new Date().toISOString(),
      Text: input.text,
      HTML: input.html,
    };
    this.mails.push(mail);
    this.save();
    return mail;
  }

  /** All mails, newest first (Mailpit's order). */
  list(): Mail[] {
    return [...this.mails].reverse();
  }

  /** Summaries, newest first, with a text snippet as Mailpit builds it. */
  summaries(): MailSummary[] {
    return this.list().map((mail) => ({
      ID: mail.ID,
      MessageID: mail.MessageID,
      From: mail.From,
      To: mail.To,
      Subject: mail.Subject,
      Created: mail.Created,
      Snippet: mail.Text.replace(/\s+/g, ' ').trim().slice(0, 250),
      Read: false,
      Tags: [],
      Size: Buffer.byteLength(mail.Text) + Buffer.byteLength(mail.HTML),
      Attachments: 0,
    }));
  }

  /** The mail with this ID, or undefined. */
  get(id: string): Mail | undefined {
    return this.mails.find((mail) => mail.ID === id);
  }

  /** Deletes every mail. */
  clear(): void {
    this.mails = [];
    this.save();
  }

  private save(): void {
    if (this.file) writeFileSync(this.file, JSON.stringify(this.mails));
  }
}

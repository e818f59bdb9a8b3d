import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

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

function isAddress(value: unknown): value is MailAddress {
  return typeof value === 'object' && value !== null && typeof (value as MailAddress).Address === 'string';
}

/** True for an entry with every field the catcher serves, typed as it serves them. */
function isMail(value: unknown): value is Mail {
  if (typeof value !== 'object' || value === null) return false;
  const mail = value as Record<string, unknown>;
  return (
    ['ID', 'MessageID', 'Subject', 'Created', 'Text', 'HTML'].every((key) => typeof mail[key] === 'string') &&
    isAddress(mail.From) &&
    Array.isArray(mail.To) &&
    mail.To.every(isAddress)
  );
}

/**
 * The mail catcher's mailbox: kept in memory and mirrored to a JSON file (when given) so a
 * confirmation link still works after the backend restarts. The file is replaced atomically (written to
 * a temp file, then renamed), so a full disk or a crash mid-write leaves the previous version whole;
 * the temp file of a failed write is removed, and the save is retried until it works (at the latest
 * when the backend stops), so mails caught while the disk was full survive a restart.
 * A file that cannot be read or is not a list of mails is set aside as `<file>.unreadable-<time>` and
 * reported on stderr; the catcher then starts empty instead of crashing on its first request.
 */
export class MailStore {
  private mails: Mail[] = [];
  /** Mails caught since the file last matched memory (a write failed, e.g. the disk is full). */
  private unsaved = 0;
  private retry: NodeJS.Timeout | undefined;

  /**
   * @param file JSON file to load from and save to; omit for memory only.
   * @param options.write how the file is written (tests simulate a full disk); `retryMs` how often a
   * failed save is tried again (default 5 s).
   */
  constructor(
    private readonly file?: string,
    private readonly warn: (message: string) => void = (message) => console.error(message),
    private readonly options: { write?: (path: string, text: string) => void; retryMs?: number } = {},
  ) {
    if (!file) return;
    removeStaleTemps(file);
    if (existsSync(file)) this.mails = this.load(file);
  }

  private load(file: string): Mail[] {
    let reason: string;
    try {
      const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (Array.isArray(value)) {
        const mails = value.filter(isMail);
        if (mails.length < value.length) {
          this.warn(`[mail] ${file}: skipped ${value.length - mails.length} malformed mail(s).`);
        }
        return mails;
      }
      reason = 'it does not hold a JSON list of mails';
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    const aside = `${file}.unreadable-${Date.now()}`;
    try {
      renameSync(file, aside);
      this.warn(`[mail] Could not read ${file} (${reason}); kept it as ${aside} and started with no mail.`);
    } catch {
      this.warn(`[mail] Could not read ${file} (${reason}); started with no mail.`);
    }
    return [];
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

  /**
   * Mirrors the mailbox to the file: temp file + rename (atomic on one file system). A failed write
   * is reported and the mail stays in memory; the previous file is untouched.
   */
  private save(): boolean {
    if (!this.file) return true;
    const temp = `${this.file}.${process.pid}.tmp`;
    try {
      (this.options.write ?? writeFileSync)(temp, JSON.stringify(this.mails));
      renameSync(temp, this.file);
      if (this.unsaved > 0) this.warn(`[mail] Wrote ${this.file} again: no mail was lost.`);
      this.unsaved = 0;
      clearInterval(this.retry);
      this.retry = undefined;
      return true;
    } catch (error) {
      // A full disk leaves a short or empty temp file behind: never keep it.
      rmSync(temp, { force: true });
      this.unsaved += 1;
      if (this.unsaved === 1) {
        this.warn(
          `[mail] Could not write ${this.file}: ${error instanceof Error ? error.message : String(error)}; ` +
            `mails are kept in memory and written when it works again.`,
        );
      }
      this.retry ??= setInterval(() => this.save(), this.options.retryMs ?? 5_000);
      this.retry.unref();
      return false;
    }
  }

  /**
   * Writes what a failed save left in memory (called when the backend stops).
   * @returns false, after saying how many mails are lost, when the file still cannot be written.
   */
  flush(): boolean {
    clearInterval(this.retry);
    this.retry = undefined;
    if (this.unsaved === 0) return true;
    const pending = this.unsaved;
    if (this.save()) return true;
    clearInterval(this.retry);
    this.retry = undefined;
    this.warn(`[mail] ${pending} mail(s) could not be written to ${this.file ?? ''} and are lost.`);
    return false;
  }
}

/** Removes `<file>.<pid>.tmp` left by a process that died mid-write (the data folder's lock is ours). */
function removeStaleTemps(file: string): void {
  const name = basename(file);
  try {
    for (const entry of readdirSync(dirname(file))) {
      if (entry.startsWith(`${name}.`) && entry.endsWith('.tmp'))
        rmSync(join(dirname(file), entry), { force: true });
    }
  } catch {
    // the folder is created later
  }
}

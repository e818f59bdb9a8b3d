import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailStore } from '../../../server/mail/store.ts';

const mail = (to: string) => ({
  to,
  subject: 'Confirm your signup',
  text: 'code 123456',
  html: '<p>123456</p>',
});

describe('mail store on a full disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ecolodge-mail-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('mails caught while the disk is full are not lost at restart, and no 0-byte temp file is left', () => {
    const file = join(dir, 'mail.json');
    let diskFull = false;
    const write = (path: string, text: string) => {
      if (diskFull) {
        writeFileSync(path, ''); // what ENOSPC leaves: the file, with nothing in it
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      }
      writeFileSync(path, text);
    };
    const warnings: string[] = [];
    const store = new MailStore(file, (message) => warnings.push(message), { write, retryMs: 60_000 });
    store.add(mail('before@example.org'));
    diskFull = true;
    store.add(mail('during@example.org'));
    expect(readdirSync(dir)).toEqual(['mail.json']);
    expect(warnings.join('\n')).toContain('ENOSPC');
    diskFull = false;
    expect(store.flush()).toBe(true); // what the backend's stop() does
    const restarted = new MailStore(file, () => undefined);
    expect(restarted.list().map((m) => m.To[0]?.Address)).toEqual([
      'during@example.org',
      'before@example.org',
    ]);
  });

  it('a temp file a crashed process left behind is removed at start', () => {
    const file = join(dir, 'mail.json');
    writeFileSync(join(dir, 'mail.json.4242.tmp'), '');
    new MailStore(file, () => undefined);
    expect(readdirSync(dir)).toEqual([]);
  });
});

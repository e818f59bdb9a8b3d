import { performance } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import { PasswordHasher } from '../../../server/auth/password-hash.ts';

describe('PasswordHasher (bcrypt in worker threads)', () => {
  const hasher = new PasswordHasher(1);

  afterAll(async () => {
    await hasher.close();
  });

  it('makes bcrypt hashes GoTrue can read and compares against them', async () => {
    const hash = await hasher.hash('lodge-password', 4);
    expect(hash).toMatch(/^\$2b\$04\$/);
    expect(bcrypt.compareSync('lodge-password', hash)).toBe(true);
    expect(await hasher.compare('lodge-password', hash)).toBe(true);
    expect(await hasher.compare('wrong-password', hash)).toBe(false);
  });

  it('bcrypt on the event loop: ten hashes leave the main thread mostly idle', async () => {
    const before = performance.eventLoopUtilization();
    await Promise.all(Array.from({ length: 10 }, (_, i) => hasher.hash(`password-${i}`, 8)));
    const used = performance.eventLoopUtilization(before);
    // On the main thread this is ~1 (every millisecond spent hashing); in a worker, near 0.
    expect(used.utilization).toBeLessThan(0.5);
  });

  it('hashes at the cost it was made with (passwordHashCost), and an unknown user is compared at that cost too', async () => {
    const cheap = new PasswordHasher(1, 4);
    try {
      const hash = await cheap.hash('lodge-password');
      expect(hash).toMatch(/^\$2b\$04\$/);
      expect(await cheap.compare('lodge-password', hash)).toBe(true);
      // A sign-in for an email nobody has compares against this: same cost, so same time.
      const unknown = await cheap.unknownUserHash();
      expect(unknown).toMatch(/^\$2b\$04\$/);
      expect(await cheap.unknownUserHash()).toBe(unknown);
      expect(await cheap.compare('lodge-password', unknown)).toBe(false);
    } finally {
      await cheap.close();
    }
    // GoTrue's cost by default, for new hashes and the unknown user's alike.
    expect(await hasher.unknownUserHash()).toMatch(/^\$2b\$10\$/);
  });

  it('rejects after close', async () => {
    const closing = new PasswordHasher(1);
    await closing.close();
    await expect(closing.hash('x')).rejects.toThrow('password hasher closed');
  });
});

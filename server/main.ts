/**
 * `npm run backend`: the embedded local Supabase (GoTrue + PostgREST subset over PGlite) plus the mail
 * catcher. Environment: DATA_DIR (default .data), API_PORT (54321), MAIL_PORT (54324),
 * AUTH_AUTOCONFIRM (true turns email confirmations off), JWT_EXPIRY (seconds, 3600), SITE_URL
 * (http://localhost:5173), API_HOST (127.0.0.1). Rate limits (GoTrue's names and defaults):
 * RATE_LIMIT_TOKEN_REFRESH (150 per 5 min per IP), RATE_LIMIT_VERIFY (30), RATE_LIMIT_OTP (30),
 * RATE_LIMIT_EMAIL_SENT (30 per address per hour), SMTP_MAX_FREQUENCY (60 s); AUTH_RATE_LIMITS=off
 * turns them all off. BACKEND_WATCHDOG_SECONDS (60; 0 = off): how long a statement may keep the process
 * busy before it is stopped (see watchdog.ts). SUPABASE_DIR: the folder with migrations/ and seed.sql
 * (default: the project's supabase/).
 */
import type { RateLimitSettings } from './auth/rate-limit.ts';
import { startBackend } from './index.ts';
import { type Watchdog, startWatchdog } from './watchdog.ts';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a non-negative integer, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

function rateLimitsFromEnv(): Partial<RateLimitSettings> | false {
  if (/^(off|false|0|no)$/i.test(process.env.AUTH_RATE_LIMITS ?? '')) return false;
  const limits: Partial<RateLimitSettings> = {};
  const pick = (name: string, key: keyof RateLimitSettings) => {
    if (process.env[name]) limits[key] = intFromEnv(name, 0);
  };
  pick('RATE_LIMIT_TOKEN_REFRESH', 'tokenPer5Minutes');
  pick('RATE_LIMIT_VERIFY', 'verifyPer5Minutes');
  pick('RATE_LIMIT_OTP', 'otpPer5Minutes');
  pick('RATE_LIMIT_EMAIL_SENT', 'emailsPerHour');
  pick('SMTP_MAX_FREQUENCY', 'emailMinIntervalSeconds');
  return limits;
}

async function main(): Promise<void> {
  let backend;
  try {
    backend = await startBackend({
      dataDir: process.env.DATA_DIR || '.data',
      apiPort: intFromEnv('API_PORT', 54321),
      mailPort: intFromEnv('MAIL_PORT', 54324),
      host: process.env.API_HOST || '127.0.0.1',
      autoconfirm: /^(true|1|yes)$/i.test(process.env.AUTH_AUTOCONFIRM ?? ''),
      jwtExpirySeconds: intFromEnv('JWT_EXPIRY', 3600),
      siteUrl: process.env.SITE_URL || 'http://localhost:5173',
      rateLimits: rateLimitsFromEnv(),
      ...(process.env.SUPABASE_DIR ? { supabaseDir: process.env.SUPABASE_DIR } : {}),
      log: true,
    });
  } catch (error) {
    console.error(`Backend failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const running = backend;
  const watchdogSeconds = intFromEnv('BACKEND_WATCHDOG_SECONDS', 60);
  const watchdog: Watchdog | undefined = watchdogSeconds > 0 ? startWatchdog(watchdogSeconds) : undefined;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping the backend…`);
    Promise.all([running.stop(), watchdog?.stop()]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Backend did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();

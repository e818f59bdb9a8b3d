/**
 * `npm run backend`: the embedded local Supabase (GoTrue + PostgREST subset over PGlite) plus the mail
 * catcher. Environment: DATA_DIR (default .data), API_PORT (54321), MAIL_PORT (54324),
 * AUTH_AUTOCONFIRM (true turns email confirmations off), JWT_EXPIRY (seconds, 3600), SITE_URL
 * (http://localhost:5173), API_HOST (127.0.0.1). Rate limits (GoTrue's names and defaults):
 * RATE_LIMIT_TOKEN_REFRESH (150 per 5 min per IP), RATE_LIMIT_VERIFY (30), RATE_LIMIT_OTP (30),
 * RATE_LIMIT_EMAIL_SENT (30 per address per hour), SMTP_MAX_FREQUENCY (60 s); AUTH_RATE_LIMITS=off
 * turns them all off. BACKEND_WATCHDOG_SECONDS (60; 0 = off): how long one statement may keep the
 * database busy before requests waiting on it answer 503 and the backend stops (exit code 1; see
 * db/worker-database.ts). SUPABASE_DIR: the folder with migrations/ and seed.sql
 * (default: the project's supabase/).
 */
import type { RateLimitSettings } from './auth/rate-limit.ts';
import { type Backend, startBackend } from './index.ts';

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
  let backend: Backend | undefined;
  let stopping = false;
  const shutdown = (reason: string, code: number) => {
    if (stopping || !backend) return;
    stopping = true;
    console.log(`${reason}, stopping the backend…`);
    backend.stop().then(
      () => process.exit(code),
      (error: unknown) => {
        console.error('Backend did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
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
      watchdogSeconds: intFromEnv('BACKEND_WATCHDOG_SECONDS', 60),
      // The requests that waited on the database were answered 503; let those answers go out first.
      onDatabaseHang: () => setTimeout(() => shutdown('Database watchdog', 1), 100),
    });
  } catch (error) {
    console.error(`Backend failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  process.on('SIGINT', () => shutdown('SIGINT received', 0));
  process.on('SIGTERM', () => shutdown('SIGTERM received', 0));
}

void main();

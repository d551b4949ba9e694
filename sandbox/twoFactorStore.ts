/**
 * Two-factor sign-in's rows (issue 47; tables in db/schema-two-factor.ts), for the settings' routes and the sign-in's
 * second step alike: a user's secret and its newest accepted step, the recovery codes (hashed), the remembered browsers
 * (hashed). Every write runs in the request's transaction (activity.ts).
 */
import type { Clock } from './auth';
import type { Db } from './db';
import {
  REMEMBER_DAYS,
  isCodeShape,
  newBrowserToken,
  newRecoveryCodes,
  normalRecoveryCode,
  sha256,
  stepOfCode,
} from './twoFactor';

export interface TwoFactorRow {
  secret: string;
  enabled: number;
  last_step: number;
  enabled_at: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

export type TwoFactorStore = ReturnType<typeof createTwoFactorStore>;

export function createTwoFactorStore(db: Db, now: Clock = Date.now) {
  const find = db.prepare<[number], TwoFactorRow>(
    'SELECT secret, enabled, last_step, enabled_at FROM two_factor WHERE user_id = ?',
  );
  const upsertPending = db.prepare(`INSERT INTO two_factor (user_id, secret, enabled, last_step) VALUES (?, ?, 0, 0)
    ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, enabled = 0, last_step = 0, enabled_at = NULL`);
  const enable = db.prepare('UPDATE two_factor SET enabled = 1, last_step = ?, enabled_at = ? WHERE user_id = ?');
  const useStep = db.prepare('UPDATE two_factor SET last_step = ? WHERE user_id = ?');
  const remove = db.prepare('DELETE FROM two_factor WHERE user_id = ?');
  const removeCodes = db.prepare('DELETE FROM two_factor_recovery_codes WHERE user_id = ?');
  const insertCode = db.prepare('INSERT INTO two_factor_recovery_codes (user_id, code_hash) VALUES (?, ?)');
  const unusedCode = db.prepare<[number, string], { id: number }>(
    'SELECT id FROM two_factor_recovery_codes WHERE user_id = ? AND code_hash = ? AND used_at IS NULL',
  );
  const useCode = db.prepare('UPDATE two_factor_recovery_codes SET used_at = ? WHERE id = ?');
  const codesLeft = db.prepare<[number], { left: number }>(
    'SELECT COUNT(*) AS left FROM two_factor_recovery_codes WHERE user_id = ? AND used_at IS NULL',
  );
  const rememberBrowser = db.prepare(
    'INSERT INTO two_factor_browsers (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
  );
  const rememberedBrowser = db.prepare<[string, number, string], { user_id: number }>(
    'SELECT user_id FROM two_factor_browsers WHERE token_hash = ? AND user_id = ? AND expires_at > ?',
  );
  const forgetBrowsers = db.prepare('DELETE FROM two_factor_browsers WHERE user_id = ? OR expires_at <= ?');

  const nowIso = () => new Date(now()).toISOString();

  /** Ten new recovery codes in place of the user's old ones, answered in the clear this once. */
  const makeCodes = (userId: number): string[] => {
    removeCodes.run(userId);
    const codes = newRecoveryCodes();
    for (const code of codes) insertCode.run(userId, sha256(normalRecoveryCode(code) ?? code));
    return codes;
  };

  return {
    /** The user's row, set up or on. */
    find: (userId: number) => find.get(userId),
    /** The user's row when two-factor is on. */
    enabled(userId: number): TwoFactorRow | undefined {
      const row = find.get(userId);
      return row?.enabled === 1 ? row : undefined;
    },
    codesLeft: (userId: number) => codesLeft.get(userId)?.left ?? 0,
    /** A new secret waiting for its first code (two-factor stays off). */
    setUp: (userId: number, secret: string) => void upsertPending.run(userId, secret),
    /** On, when `code` is one of the set-up's secret now (its step used): the recovery codes; else null. */
    turnOn(userId: number, row: TwoFactorRow, code: string): string[] | null {
      const step = stepOfCode(row.secret, code, now());
      if (step === null) return null;
      enable.run(step, nowIso(), userId);
      return makeCodes(userId);
    },
    /** Off: the secret, the codes and the remembered browsers go. */
    turnOff(userId: number): void {
      remove.run(userId);
      removeCodes.run(userId);
      forgetBrowsers.run(userId, nowIso());
    },
    makeCodes,
    /** Whether `code` (6 digits, or a recovery code) is a good second factor now; uses it up when it is. */
    spend(userId: number, row: TwoFactorRow, code: string): 'ok' | 'wrong' | 'used' {
      if (isCodeShape(code)) {
        const step = stepOfCode(row.secret, code, now());
        if (step === null) return 'wrong';
        if (step <= row.last_step) return 'used';
        useStep.run(step, userId);
        return 'ok';
      }
      const recovery = normalRecoveryCode(code);
      const stored = recovery ? unusedCode.get(userId, sha256(recovery)) : undefined;
      if (!stored) return 'wrong';
      useCode.run(nowIso(), stored.id);
      return 'ok';
    },
    /** A browser remembered for 30 days: the token its cookie carries (kept hashed). Forgets the expired ones. */
    rememberBrowser(userId: number): string {
      const browser = newBrowserToken();
      forgetBrowsers.run(-1, nowIso());
      rememberBrowser.run(sha256(browser), userId, new Date(now() + REMEMBER_DAYS * DAY_MS).toISOString());
      return browser;
    },
    isRemembered: (browser: string, userId: number) =>
      rememberedBrowser.get(sha256(browser), userId, nowIso()) !== undefined,
  };
}

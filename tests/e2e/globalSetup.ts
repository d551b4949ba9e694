/** Before any worker starts its server: dist/ built when it is missing or older than the sources. */
import { execFileSync } from 'node:child_process';

export default function globalSetup(): void {
  execFileSync(process.execPath, ['scripts/build-if-missing.mjs'], { stdio: 'inherit' });
}

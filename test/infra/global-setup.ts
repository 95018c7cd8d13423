import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The infrastructure tests synthesise many CDK apps, and an app given no outdir writes its cloud assembly (up to
 * 23 MB with its bundled functions) into a new folder of the system's temporary folder that nothing removes: a
 * run left 32 of them (243 MB). The workers start with a temporary folder of the run's own (they inherit TMPDIR),
 * removed when the run ends.
 */
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'maplestone-infra-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  };
}

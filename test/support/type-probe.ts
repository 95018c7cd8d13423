import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface Diagnostic {
  code: number;
  message: string;
}

/**
 * Compiles a probe file with a workspace's own tsconfig, from a temporary folder inside its src/ (so the probe's
 * imports resolve as the workspace's own files do): tests that show tsc refusing something (ADR 084, 085).
 */
export function typeProbe(workspaceDir: string, name: string) {
  const probeDir = mkdtempSync(join(workspaceDir, 'src', `.${name}-probe-`));
  let previous: ts.Program | undefined;
  return {
    diagnosticsOf(source: string): Diagnostic[] {
      const file = join(probeDir, 'probe.ts');
      writeFileSync(file, source);
      const config = ts.getParsedCommandLineOfConfigFile(
        join(workspaceDir, 'tsconfig.json'),
        {},
        {
          ...ts.sys,
          onUnRecoverableConfigFileDiagnostic: (d) => {
            throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
          },
        },
      );
      if (!config) throw new Error(`${workspaceDir}/tsconfig.json does not parse`);
      const options = {
        ...config.options,
        noEmit: true,
        composite: false,
        incremental: false,
        declaration: false,
      };
      const program = ts.createProgram({ rootNames: [file], options, oldProgram: previous });
      previous = program;
      const probe = program.getSourceFile(file);
      return [...program.getSyntacticDiagnostics(probe), ...program.getSemanticDiagnostics(probe)].map(
        (d) => ({
          code: d.code,
          message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
        }),
      );
    },
    remove(): void {
      rmSync(probeDir, { recursive: true, force: true });
    },
  };
}

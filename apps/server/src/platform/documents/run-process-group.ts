import { spawn } from 'node:child_process';

export interface ProcessGroupResult {
  /** null when the process was killed at the time limit. */
  exitCode: number | null;
  timedOut: boolean;
  /** The last few KiB of what it wrote, for the log. */
  output: string;
}

const KEPT_OUTPUT = 4096;

/**
 * Runs a program as the leader of its own process group and, at the time limit, kills the whole
 * group: LibreOffice's launcher starts the real program as a child, and a hanging document must
 * not leave that child behind. Once the program ends, whatever it left running in its group is
 * killed too.
 */
export function runProcessGroup(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<ProcessGroupResult> {
  return new Promise((resolve) => {
    let output = '';
    let timedOut = false;
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    };
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const killGroup = () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group has ended already.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs);
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ exitCode: null, timedOut: false, output: error.message });
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      killGroup();
      resolve({ exitCode: timedOut ? null : exitCode, timedOut, output });
    });
  });
}

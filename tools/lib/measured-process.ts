import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface MeasuredRun {
  exitCode: number | null;
  /** Wall-clock seconds from spawn to exit. */
  seconds: number;
  /**
   * Largest total resident memory of the process and all its descendants,
   * sampled every `sampleMs` (multiprocessing workers count, shared pages count
   * once per process).
   */
  peakTreeRssMb: number;
  stdout: string;
  stderr: string;
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return children;
  }
  for (const task of tasks) {
    try {
      const text = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) children.push(...text.split(/\s+/).map(Number));
    } catch {
      // The task ended between listing and reading.
    }
  }
  return children;
}

function residentKb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function treeResidentKb(root: number): number {
  let total = 0;
  const pending = [root];
  const seen = new Set<number>();
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += residentKb(pid);
    pending.push(...childrenOf(pid));
  }
  return total;
}

/** Whether process-tree memory can be sampled here (Linux /proc with the children files). */
export const canSampleProcessTrees = fs.existsSync(
  `/proc/${process.pid}/task/${process.pid}/children`,
);

/** Runs a command to completion, timing it and sampling its process tree's memory. */
export function runMeasured(
  command: string,
  args: string[],
  options: { cwd?: string; sampleMs?: number } = {},
): Promise<MeasuredRun> {
  const sampleMs = options.sampleMs ?? 50;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    let peakKb = 0;
    const sample = () => {
      if (child.pid !== undefined) peakKb = Math.max(peakKb, treeResidentKb(child.pid));
    };
    const timer = setInterval(sample, sampleMs);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (exitCode) => {
      clearInterval(timer);
      resolve({
        exitCode,
        seconds: (performance.now() - started) / 1000,
        peakTreeRssMb: peakKb / 1024,
        stdout,
        stderr,
      });
    });
  });
}

// The bench's mail relay (bench/smtp-sink.cjs) started in its own process, so the relay's CPU is
// not counted as the API's (docs/adr/0041).
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface SmtpSink {
  url: string;
  /** Stops the sink; resolves with the number of mails it took. */
  stop(): Promise<number>;
}

/** bench/smtp-sink.cjs in its own process, once it listens. */
export function startSmtpSink(): Promise<SmtpSink> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'smtp-sink.cjs')]);
    let out = '';
    let listening = false;
    child.stderr.pipe(process.stderr);
    child.on('error', reject);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /port (\d+)/.exec(out)?.[1];
      if (port && !listening) {
        listening = true;
        resolve({
          url: `smtp://127.0.0.1:${port}`,
          stop: () =>
            new Promise((done) => {
              child.once('close', () => done(Number(/mails (\d+)/.exec(out)?.[1] ?? 0)));
              child.kill('SIGTERM');
            }),
        });
      }
    });
  });
}

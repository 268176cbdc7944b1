/**
 * nginx with deploy/nginx/pero.conf inside a minimal top-level configuration of the test's own:
 * in the foreground, one process, every path (pid, logs, request bodies) in a temporary
 * directory, so it runs as root or not and touches nothing of a system nginx.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectPath } from '../../src/server/lib/paths.ts';
import { tailOf } from '../support/log-tail.ts';
import { Daemon } from './daemon.ts';
import { renderDeployFile } from './deploy-files.ts';
import { engine } from './engines.ts';

export interface NginxUpstreams {
  webPorts: number[];
  realtimePorts: number[];
}

const serverLines = (ports: number[]) => ports.map((port) => `server 127.0.0.1:${port};`).join('\n    ');

export class Nginx {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'pero-cluster-nginx-'));
  private readonly daemon: Daemon;

  constructor(
    readonly port: number,
    { webPorts, realtimePorts }: NginxUpstreams,
  ) {
    const site = renderDeployFile('nginx/pero.conf', {
      LISTEN: `127.0.0.1:${port}`,
      WEB_SERVERS: serverLines(webPorts),
      REALTIME_SERVERS: serverLines(realtimePorts),
      ROOT: projectPath('dist/client'),
    });
    writeFileSync(path.join(this.dir, 'pero.conf'), site);
    const temp = (name: string) => path.join(this.dir, name);
    writeFileSync(
      temp('nginx.conf'),
      `daemon off;
master_process off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${temp('access.log')};
    client_body_temp_path ${temp('client-body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${temp('pero.conf')};
}
`,
    );
    // -e: the error log from the first line on, before the configuration names it.
    this.daemon = new Daemon('nginx', engine('nginx'), ['-p', this.dir, '-c', temp('nginx.conf'), '-e', temp('error.log')], { logFile: temp('output.log') });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  start() {
    return this.daemon.start(this.port);
  }

  stop() {
    return this.daemon.stop();
  }

  /** nginx writes its complaints to its error log, not to its output. */
  logTail(lines = 20): string {
    return tailOf(path.join(this.dir, 'error.log'), lines);
  }

  destroy() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

// nginx (Debian's nginx-light) as the reference for serving fixed bytes: the same files, with the
// same headers, from as many worker processes as the app has.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * @typedef {{ path: string, file: string, headers: [string, string][] }} NginxPage
 * `file` is served for `path`; a `file`.gz beside it is sent to clients that accept gzip.
 */

/**
 * Starts nginx in the foreground on `port`, serving `pages` from `root`.
 * @param {{ root: string, port: number, workers: number, pages: NginxPage[] }} options
 */
export async function startNginx({ root, port, workers, pages }) {
  const dir = path.join(root, ".nginx");
  mkdirSync(dir, { recursive: true });
  chmodSync(root, 0o755);
  const quote = (/** @type {string} */ value) => `"${value.replace(/["\\]/g, "\\$&")}"`;
  const locations = pages.map(
    (page) =>
      `    location = ${page.path} {\n` +
      page.headers.map(([name, value]) => `      add_header ${name} ${quote(value)} always;\n`).join("") +
      `      try_files /${page.file} =404;\n    }\n`,
  );
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    `daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; }
  default_type text/html;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
${locations.join("")}  }
}
`,
  );
  const child = spawn("nginx", ["-c", config], { stdio: ["ignore", "ignore", "inherit"] });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${pages[0]?.path ?? "/"}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGQUIT");
      await once(child, "exit");
    },
  };
}

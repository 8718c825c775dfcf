// A small HTTP load generator for `npm run bench` (server/bench/bench.ts), run as its own process
// so it does not share the server's event loop: keep-alive connections, each sending its next
// request when the previous answer arrived, for a fixed time. Prints one JSON line.
// Usage: node load.cjs '{"url":"http://127.0.0.1:port/path","method":"GET","headers":{},
//                         "body":"...","connections":20,"seconds":5}'
// or, for writes that must differ, a JSON file of requests sent once each:
//        node load.cjs '{"url":...,"method":"POST","connections":20,"listFile":"/tmp/x.json"}'
//        (listFile holds [{ "headers": {...}, "body": "..." }, ...])
const http = require('node:http');
const { readFileSync } = require('node:fs');

const spec = JSON.parse(process.argv[2]);
const url = new URL(spec.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
const body = spec.body === undefined ? undefined : Buffer.from(spec.body);
const list = spec.listFile ? JSON.parse(readFileSync(spec.listFile, 'utf8')) : undefined;
const headersFor = (extra, payload) => ({
  ...(extra || {}),
  ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
});
const headers = headersFor(spec.headers, body);
let next = 0;

let done = 0;
let failed = 0;
let bytes = 0;
const statuses = {};
const started = process.hrtime.bigint();
const endAt = Date.now() + (spec.seconds || 0) * 1000;

function one(item) {
  const payload = item ? Buffer.from(item.body) : body;
  const sent = item ? headersFor(item.headers, payload) : headers;
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: spec.method,
        headers: sent,
        agent,
      },
      (res) => {
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1;
          done += 1;
          resolve();
        });
      },
    );
    req.on('error', () => {
      failed += 1;
      resolve();
    });
    if (payload) req.write(payload);
    req.end();
  });
}

async function connection() {
  if (list) {
    while (next < list.length) await one(list[next++]);
    return;
  }
  while (Date.now() < endAt) await one();
}

Promise.all(Array.from({ length: spec.connections }, connection)).then(() => {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  process.stdout.write(
    `${JSON.stringify({ requests: done, failed, statuses, rps: done / seconds, bytes, seconds })}\n`,
  );
});

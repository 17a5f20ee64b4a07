import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliMiddleware, writeBrotliFiles } from '../../src/build/brotliPlugin';

/** A build folder with a large script, a small one, a font and a nested stylesheet. */
function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'irodori-brotli-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'export const colors = ["#3a7bd5", "#ff6b4a"];\n'.repeat(200));
  writeFileSync(join(dir, 'assets', 'tiny.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets', 'font.woff2'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'assets', 'app.css'), 'body { color: red; }\n'.repeat(100));
  return dir;
}

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer; next: boolean };

/** Runs the middleware for one request; resolves when it answers or passes the request on. */
function request(root: string, url: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const sent: Record<string, unknown> = {};
    const response = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    }) as unknown as ServerResponse & Writable;
    response.statusCode = 200;
    response.setHeader = ((name: string, value: unknown) => ((sent[name.toLowerCase()] = value), response)) as ServerResponse['setHeader'];
    const finish = () => resolve({ status: response.statusCode, headers: sent, body: Buffer.concat(chunks), next: false });
    const end = Writable.prototype.end;
    response.end = ((...args: unknown[]) => {
      (end as (...a: unknown[]) => void).apply(response, args);
      response.once('finish', finish);
      return response;
    }) as ServerResponse['end'];
    brotliMiddleware(root, { 'X-Test': 'yes' })({ method, url, headers } as IncomingMessage, response, () =>
      resolve({ status: 0, headers: sent, body: Buffer.alloc(0), next: true }),
    );
  });
}

describe('brotli copies', () => {
  it('are written for compressible files worth compressing, never for fonts or tiny files', () => {
    const dir = site();
    expect(writeBrotliFiles(dir)).toBe(2);
    expect(existsSync(join(dir, 'assets', 'app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'app.css.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'font.woff2.br'))).toBe(false);
    const original = readFileSync(join(dir, 'assets', 'app.js'));
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).equals(original)).toBe(true);
  });

  it('are served to browsers that accept brotli, with the site headers and the file type', async () => {
    const dir = site();
    writeBrotliFiles(dir);
    const answer = await request(dir, '/assets/app.js?v=1', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.next).toBe(false);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['x-test']).toBe('yes');
    expect(brotliDecompressSync(answer.body).equals(readFileSync(join(dir, 'assets', 'app.js')))).toBe(true);
  });

  it('answers a matching ETag with 304 and HEAD without a body', async () => {
    const dir = site();
    writeBrotliFiles(dir);
    const first = await request(dir, '/assets/app.css', { 'accept-encoding': 'br' });
    const again = await request(dir, '/assets/app.css', { 'accept-encoding': 'br', 'if-none-match': String(first.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await request(dir, '/assets/app.css', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.body.length);
  });

  it('passes on requests it should not answer', async () => {
    const dir = site();
    writeBrotliFiles(dir);
    expect((await request(dir, '/assets/app.js', { 'accept-encoding': 'gzip' })).next).toBe(true);
    expect((await request(dir, '/assets/tiny.js', { 'accept-encoding': 'br' })).next).toBe(true);
    expect((await request(dir, '/assets/app.js', { 'accept-encoding': 'br' }, 'POST')).next).toBe(true);
    expect((await request(dir, '/colors/3a7bd5', { 'accept-encoding': 'br' })).next).toBe(true);
    expect((await request(dir, '/%2e%2e/%2e%2e/etc/passwd.js', { 'accept-encoding': 'br' })).next).toBe(true);
    expect((await request(dir, '/assets/%E0%A4%A.js', { 'accept-encoding': 'br' })).next).toBe(true);
  });
});

// Precompresses the built app once, at build time: each script, style sheet, SVG and JSON file of
// dist/ over 1 KB gets a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside it. The
// server answers with the copy the browser accepts (brotli first) instead of compressing every
// response again (server/src/web.rs).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

let raw = 0;
let brotli = 0;
for (const path of files(root)) {
  const data = readFileSync(path);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  raw += data.length;
  brotli += br.length;
}
console.log(`precompressed ${(raw / 1024).toFixed(0)} KB of assets: ${(brotli / 1024).toFixed(0)} KB as brotli`);

// Splits the browser test files into shards that take about the same time: each file weighs the seconds it took in
// a full run (e2e/durations.json; a file not measured yet weighs the median), and the files go, longest first, to the
// shard with the least time so far. Playwright's own --shard splits by number of tests, and a few slow screenshot
// files then make one shard end minutes after the other.
//   node e2e/plan-shards.mjs I N          prints the files of shard I of N (1-based), one per line
//   node e2e/plan-shards.mjs --record LOG  writes e2e/durations.json from the list reporter's output of a full run
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);
const table = path.join(dir, 'durations.json');

/** Seconds per spec file from lines such as "  ✓  12 e2e/study.spec.ts:96:5 › … (21.3s)" (also "(1.2m)", "(850ms)"). */
export function durationsOf(log) {
  const seconds = {};
  for (const line of log.split('\n')) {
    const m = line.match(/[✓✘-]\s+\d+\s+(?:\[[^\]]+\]\s+›\s+)?(?:e2e\/)?([\w.-]+\.spec\.ts):\d+:\d+ .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/);
    if (!m) continue;
    const value = Number(m[2]) * { ms: 0.001, s: 1, m: 60 }[m[3]];
    seconds[m[1]] = Math.round(((seconds[m[1]] ?? 0) + value) * 10) / 10;
  }
  return seconds;
}

/** The files of each of `n` shards, balanced by `seconds` (a file missing from it weighs the median). */
export function plan(files, seconds, n) {
  const known = files.map((f) => seconds[f]).filter((s) => s !== undefined).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 60;
  const weight = (f) => seconds[f] ?? median;
  const shards = Array.from({ length: n }, () => ({ total: 0, files: [] }));
  for (const f of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((best, s) => (s.total < best.total ? s : best));
    lightest.total += weight(f);
    lightest.files.push(f);
  }
  return shards;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [first, second] = process.argv.slice(2);
  if (first === '--record') {
    writeFileSync(table, `${JSON.stringify(durationsOf(readFileSync(second, 'utf8')), null, 2)}\n`);
  } else {
    const [i, n] = [Number(first), Number(second)];
    const files = readdirSync(dir).filter((f) => f.endsWith('.spec.ts')).sort();
    const seconds = existsSync(table) ? JSON.parse(readFileSync(table, 'utf8')) : {};
    for (const f of plan(files, seconds, n)[i - 1].files) console.log(`e2e/${f}`);
  }
}

// make bench's Lighthouse table: the learner pages of issue 32 measured with Lighthouse's default
// mobile profile (simulated slow 4G, a 4× slower CPU, a phone's screen) in Debian's Chromium,
// against a server holding the demo data (`skillcert seed --demo`). Prints one line per page and
// writes the figures as JSON (argv[3]).
//   node bench/lighthouse.mjs http://127.0.0.1:18091 out.json
// Environment: LIGHTHOUSE_DIR (where the lighthouse package is installed), SKILLCERT_BIN and
// SKILLCERT_DATA_DIR (the `enrol` command puts a new learner in a course with a video lesson);
// LIGHTHOUSE_PAGES='login|exam' measures only the pages whose names match; LIGHTHOUSE_KEEP=dir
// keeps each page's full Lighthouse report there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [base, out] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const { chromium } = require(join(process.cwd(), 'web/node_modules/playwright-core'));
const { default: lighthouse } = await import(join(process.env.LIGHTHOUSE_DIR, 'node_modules/lighthouse/core/index.js'));

const PASSWORD = 'Bench2026light';
const PORT = 9333;

async function api(method, path, tok, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(tok ? { Authorization: `Bearer ${tok}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

// A new learner (as a learner starts): enrolled by the CLI in a course with a video lesson, with
// an open exam started; the guest's session for the catalogue.
const n = String(Date.now()).slice(-8);
const learner = { username: `light${n}`, phone: `137${n}`, email: `light${n}@example.com`, password: PASSWORD };
await api('POST', '/api/v0/user/register', undefined, { ...learner, inviteCode: null });
const admin = (await api('POST', '/api/v0/user/login', undefined, { username: 'admin', password: 'Skill2026demo' })).token;
let lesson;
const { courses } = await api('GET', '/api/v0/course?size=100', admin);
for (const c of courses.filter((x) => !x.publicCourse)) {
  const { sections } = await api('GET', `/api/v0/course/${c.id}/section`, admin);
  const section = sections.find((s) => s.items.some((i) => i.type === 'VIDEO'));
  if (!section) continue;
  lesson = { course: c, sectionId: section.id, itemId: section.items.find((i) => i.type === 'VIDEO').id };
  break;
}
if (!lesson) throw new Error('the demo data holds no video lesson');
execFileSync(process.env.SKILLCERT_BIN, ['enrol', '--username', learner.username, '--course-id', String(lesson.course.id), '--status', '4'], {
  stdio: 'pipe',
});
const session = await api('POST', '/api/v0/user/login', undefined, { username: learner.username, password: PASSWORD });
const { exams } = await api('GET', '/api/v0/exam?size=100', session.token);
const exam = exams.find((e) => e.canTake && e.status === 'started');
if (!exam) throw new Error('the demo data holds no exam the learner can take');
await api('POST', `/api/v0/exam/${exam.id}/start`, session.token, {});
const other = courses.find((c) => !c.publicCourse && c.id !== lesson.course.id);
const guest = await api('POST', '/api/v0/user/guest', undefined, {});

const pages = [
  { name: 'login', path: '/login', as: null },
  { name: 'classroom (guest)', path: '/classroom', as: guest },
  { name: 'studenthome', path: '/studenthome', as: session },
  { name: 'video lesson', path: `/learningcontent?courseId=${lesson.course.id}&sectionId=${lesson.sectionId}&itemId=${lesson.itemId}`, as: session },
  { name: 'examcenter', path: '/examcenter', as: session },
  { name: 'exam paper', path: `/exam-paper/${exam.id}`, as: session },
  { name: 'applicationmaterials', path: `/applicationmaterials?courseId=${other.id}`, as: session },
];

const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [`--remote-debugging-port=${PORT}`, '--no-sandbox'],
});
const page = browser.pages()[0] ?? (await browser.newPage());
const cdp = await browser.newCDPSession(page);
const rows = [];
try {
  for (const p of pages.filter((x) => new RegExp(process.env.LIGHTHOUSE_PAGES ?? '').test(x.name))) {
    // The session as the app keeps it (src/lib/session.ts), in the profile Lighthouse's tab shares.
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate((s) => {
      localStorage.clear();
      if (!s) return;
      localStorage.setItem('token', s.token);
      localStorage.setItem('userInfo', JSON.stringify(s.user));
      localStorage.setItem('userRole', s.roles[0]);
      localStorage.setItem('userRoles', JSON.stringify(s.roles));
    }, p.as);
    // A first visit: nothing of the app in the browser's cache (Lighthouse keeps it with the storage).
    await cdp.send('Network.clearBrowserCache');
    const { lhr } = await lighthouse(`${base}${p.path}`, {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    // A metric Lighthouse could not compute (its audit errored) is null, printed as "-", with the reason.
    const audit = (id) => lhr.audits[id].numericValue ?? null;
    const errors = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .filter((id) => lhr.audits[id].numericValue === undefined)
      .map((id) => `${id}: ${lhr.audits[id].errorMessage ?? 'not computed'}`);
    if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const row = {
      name: p.name,
      path: p.path.split('?')[0],
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      requests: lhr.audits['network-requests'].details?.items?.length ?? null,
      // Lighthouse's reading of this machine's speed (higher is faster): compare runs only at similar values.
      benchmarkIndex: lhr.environment.benchmarkIndex,
      errors,
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && ['accessibility', 'best-practices'].some((c) => lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)))
        .map((a) => a.id),
    };
    rows.push(row);
    if (process.env.LIGHTHOUSE_KEEP) writeFileSync(`${process.env.LIGHTHOUSE_KEEP}/${p.name.replace(/\W+/g, '-')}.json`, JSON.stringify(lhr));
    const fixed = (v, scale, digits) => (v === null ? '-' : (v / scale).toFixed(digits)).padStart(8);
    console.log(
      `${row.name.padEnd(24)}${String(row.performance).padStart(6)}${String(row.accessibility).padStart(6)}${String(row.bestPractices).padStart(6)}` +
        `${fixed(row.fcpMs, 1000, 2)}${fixed(row.lcpMs, 1000, 2)}${fixed(row.tbtMs, 1, 0)}${fixed(row.cls, 1, 3)}` +
        `${String(Math.round(row.benchmarkIndex)).padStart(7)}${row.failing.length ? '  ' + row.failing.join(' ') : ''}`,
    );
    for (const e of errors) console.log(`  ${e}`);
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
writeFileSync(out, JSON.stringify(rows, null, 2));

#!/usr/bin/env python3
"""The deployment kit run for real (called by deploy.sh, which prepares PostgreSQL, moto, the
certificate and the environment): two instances of the binary started with the environment of
deploy/skillcert.env, Debian's nginx with deploy/nginx/skillcert.conf in front of them, and a
learner's and an administrator's journey through https://. Each check prints one line; the first
that fails stops the run with its reason (exit 1). Standard library only.

Environment: SKILLCERT_BIN, DEPLOY_DIR (a private work directory holding cert.pem and key.pem);
the instances' settings (SKILLCERT_*, AWS_*) are inherited."""

import http.client
import json
import os
import re
import signal
import socket
import ssl
import struct
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
import zlib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "../../.."))
BIN = os.environ["SKILLCERT_BIN"]
WORK = os.environ["DEPLOY_DIR"]
PASSWORD = "Skill2026demo"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fail(why):
    print(f"FAIL  {why}", flush=True)
    raise SystemExit(1)


def check(ok, what):
    if not ok:
        fail(what)
    print(f"ok    {what}", flush=True)


# ---------------------------------------------------------------- processes

class Instance:
    def __init__(self, name):
        self.name = name
        self.port = free_port()
        self.log = open(os.path.join(WORK, f"{name}.log"), "ab")
        self.proc = None

    @property
    def upstream(self):
        return f"127.0.0.1:{self.port}"

    def start(self):
        env = dict(os.environ, SKILLCERT_BIND=self.upstream)
        self.proc = subprocess.Popen([BIN, "serve"], env=env, stdout=self.log, stderr=self.log)
        wait_for(lambda: plain_get(self.port, "/healthz") == 200, f"{self.name} answers /healthz")

    def stop(self):
        """SIGTERM, as systemd stops the unit; returns the exit status."""
        if self.proc is None:
            return None
        self.proc.send_signal(signal.SIGTERM)
        try:
            status = self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            status = "killed after 30 s"
        self.proc = None
        return status


def plain_get(port, path):
    try:
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
        c.request("GET", path)
        return c.getresponse().status
    except OSError:
        return None


def wait_for(cond, what, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if cond():
            return
        time.sleep(0.1)
    fail(f"{what} within {seconds} s")


def nginx_site(http_port, https_port, upstreams):
    """deploy/nginx/skillcert.conf with the test's ports and certificate: each replaced line must
    be found once, so a change to the site's shape shows here."""
    site = open(os.path.join(ROOT, "deploy/nginx/skillcert.conf")).read()
    edits = [
        ("    server 127.0.0.1:8081 max_fails", f"    server {upstreams[0]} max_fails"),
        ("    server 127.0.0.1:8082 max_fails", f"    server {upstreams[1]} max_fails"),
        ("    listen 80;\n", f"    listen 127.0.0.1:{http_port};\n"),
        ("    listen [::]:80;\n", ""),
        ("    listen 443 ssl http2;\n", f"    listen 127.0.0.1:{https_port} ssl http2;\n"),
        ("    listen [::]:443 ssl http2;\n", ""),
        ("/etc/letsencrypt/live/skillcert.example.com/fullchain.pem", f"{WORK}/cert.pem"),
        ("/etc/letsencrypt/live/skillcert.example.com/privkey.pem", f"{WORK}/key.pem"),
        ("root /var/www/html;", f"root {WORK}/acme;"),
    ]
    for old, new in edits:
        if site.count(old) != 1:
            fail(f"deploy/nginx/skillcert.conf has `{old.strip()}` once")
        site = site.replace(old, new)
    return site


def start_nginx(http_port, https_port, upstreams):
    conf = os.path.join(WORK, "nginx")
    os.makedirs(conf, exist_ok=True)
    with open(os.path.join(conf, "site.conf"), "w") as f:
        f.write(nginx_site(http_port, https_port, upstreams))
    user = "user root;\n" if os.geteuid() == 0 else ""
    with open(os.path.join(conf, "nginx.conf"), "w") as f:
        f.write(f"""{user}worker_processes 1;
pid {conf}/nginx.pid;
error_log {conf}/error.log;
daemon off;
events {{ worker_connections 256; }}
http {{
    include /etc/nginx/mime.types;
    log_format upstream '$request_method $request_uri $status $upstream_addr';
    access_log {conf}/access.log upstream;
    client_body_temp_path {conf}/body;
    proxy_temp_path {conf}/proxy;
    fastcgi_temp_path {conf}/fastcgi;
    uwsgi_temp_path {conf}/uwsgi;
    scgi_temp_path {conf}/scgi;
    include {conf}/site.conf;
}}
""")
    test = subprocess.run(["nginx", "-t", "-p", conf, "-c", f"{conf}/nginx.conf"], capture_output=True, text=True)
    check(test.returncode == 0, f"nginx -t accepts the site ({test.stderr.strip().splitlines()[-1] if test.stderr else ''})")
    proc = subprocess.Popen(["nginx", "-p", conf, "-c", f"{conf}/nginx.conf"],
                            stdout=subprocess.DEVNULL, stderr=open(f"{conf}/stderr.log", "ab"))
    return proc, f"{conf}/access.log"


# ---------------------------------------------------------------- HTTPS client

class Client:
    def __init__(self, https_port):
        self.base = f"https://127.0.0.1:{https_port}"
        self.tls = ssl.create_default_context(cafile=os.path.join(WORK, "cert.pem"))

    def request(self, method, path, token=None, body=None, headers=None, raw=False):
        headers = dict(headers or {})
        data = None
        if isinstance(body, bytes):
            data = body
        elif body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if token:
            headers["Authorization"] = f"Bearer {token}"
        req = urllib.request.Request(self.base + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, context=self.tls, timeout=30) as res:
                status, head, payload = res.status, res.headers, res.read()
        except urllib.error.HTTPError as e:
            status, head, payload = e.code, e.headers, e.read()
        if raw:
            return status, head, payload
        if head.get("Content-Encoding") == "gzip":
            payload = zlib.decompress(payload, 16 + zlib.MAX_WBITS)
        answer = json.loads(payload) if payload else None
        if status >= 400:
            fail(f"{method} {path} answered {status}: {payload[:300]!r}")
        return answer.get("data", answer) if isinstance(answer, dict) else answer

    def login(self, username):
        return self.request("POST", "/api/v0/user/login", body={"username": username, "password": PASSWORD})["token"]


def png(width=64, height=48):
    """A real PNG (a photo of an ID card would be JPEG; the material policy takes both)."""
    raw = b"".join(b"\x00" + b"".join(bytes((x * 4 % 256, y * 5 % 256, 160)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def multipart(fields, file_name, file_type, file_bytes):
    boundary = uuid.uuid4().hex
    out = b""
    for name, value in fields.items():
        out += f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
    out += (f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{file_name}"\r\n'
            f"Content-Type: {file_type}\r\n\r\n").encode() + file_bytes + f"\r\n--{boundary}--\r\n".encode()
    return out, f"multipart/form-data; boundary={boundary}"


def served_by(access_log, probe):
    """The upstream that answered the request made with `?probe=<probe>` (nginx's access log:
    method, URI, status, upstream)."""
    for _ in range(20):
        for line in open(access_log):
            if f"probe={probe} " in line:
                return line.split()[-1]
        time.sleep(0.05)
    fail(f"nginx logged the request probe={probe}")


# ---------------------------------------------------------------- the journey

def journey(api, access_log, http_port, https_port, instances):
    # HTTP is redirected to HTTPS, the address kept.
    c = http.client.HTTPConnection("127.0.0.1", http_port, timeout=5)
    c.request("GET", "/classroom?from=deploy", headers={"Host": "skillcert.test"})
    r = c.getresponse()
    check(r.status == 301 and r.getheader("Location") == "https://skillcert.test/classroom?from=deploy",
          f"http:// answers 301 to https:// with the same path ({r.status} {r.getheader('Location')})")

    version = subprocess.run(["curl", "-s", "-o", "/dev/null", "-w", "%{http_version}", "--http2",
                              "--cacert", f"{WORK}/cert.pem", f"{api.base}/healthz"], capture_output=True, text=True).stdout
    check(version == "2", f"HTTPS speaks HTTP/2 (curl saw HTTP/{version})")

    status, head, page = api.request("GET", "/", raw=True)
    check(status == 200 and b'id="root"' in page, "the web app's page comes through nginx")
    check(head.get("Strict-Transport-Security", "").startswith("max-age=31536000"), "HSTS is sent")
    check("default-src" in head.get("Content-Security-Policy", ""), "the server's own security headers pass through")
    asset = re.search(rb'src="(/assets/index-[^"]+\.js)"', page).group(1).decode()
    status, head, _ = api.request("GET", asset, headers={"Accept-Encoding": "br, gzip"}, raw=True)
    check(status == 200 and head.get("Content-Encoding") == "br" and "immutable" in head.get("Cache-Control", "")
          and "max-age=31536000" in head.get("Cache-Control", ""),
          f"a hashed asset: brotli, a year immutable ({head.get('Content-Encoding')}; {head.get('Cache-Control')})")

    student = api.login("student")
    admin = api.login("admin")
    check(bool(student and admin), "the learner and the administrator log in over https://")

    # A document photo, uploaded through nginx (streamed), read back by both instances from S3.
    photo = png()
    body, ctype = multipart({"source": "material"}, "id-front.png", "image/png", photo)
    status, _, answer = api.request("POST", "/api/v0/file/upload", token=student, body=body,
                                    headers={"Content-Type": ctype}, raw=True)
    check(status == 200, f"the learner uploads a document photo ({status} {answer[:200]!r})")
    url = json.loads(answer)["data"]["url"]
    seen = set()
    for i in range(4):
        status, _, got = api.request("GET", f"{url}?probe=file{i}", token=student, raw=True)
        if status != 200 or len(got) == 0:
            fail(f"reading the upload back answered {status}")
        seen.add(served_by(access_log, f"file{i}"))
    check(len(seen) == 2, f"the upload is read back through both instances ({sorted(seen)})")
    sha = url.rsplit("/", 1)[-1]
    bucket = urllib.request.urlopen(f"{os.environ['AWS_ENDPOINT_URL']}/skillcert-deploy?list-type=2", timeout=5).read()
    check(sha.encode() in bucket, "the upload is kept in the S3 bucket")

    # Study: a lesson of a course the learner may study; the progress read back.
    courses = api.request("GET", "/api/v0/course?size=100", token=student)["courses"]
    studying = [c for c in courses if c.get("status") == 4]
    check(bool(studying), f"the learner has courses to study ({len(studying)})")
    course = studying[0]
    sections = api.request("GET", f"/api/v0/course/{course['id']}/section", token=student)["sections"]
    lesson = next(i for s in sections for i in s["items"] if i["type"] == "TEXT")
    where = f"/api/v0/course/{course['id']}/section/{lesson['sectionId']}/item/{lesson['id']}/progress"
    api.request("GET", where, token=student)
    api.request("PUT", where, token=student, body={"progress": 100})
    seen = set()
    for i in range(4):
        got = api.request("GET", f"{where}?probe=study{i}", token=student)
        if not got["progress"] > 0:
            fail(f"the progress read back is {got}")
        seen.add(served_by(access_log, f"study{i}"))
    check(len(seen) == 2, f"the learner studies a lesson of {course['name']}; both instances read the progress")

    # An exam: started, submitted, graded.
    exams = api.request("GET", "/api/v0/exam?size=100", token=student)["exams"]
    exam = next((e for e in exams if e["canTake"] and e["status"] == "started"), None)
    check(exam is not None, "the learner has an exam to take")
    api.request("POST", f"/api/v0/exam/{exam['id']}/start", token=student, body={})
    record = api.request("POST", f"/api/v0/exam/{exam['id']}/submit", token=student, body={"answers": {}})
    check(record.get("examId") == exam["id"] and record.get("id"),
          f"the learner submits {exam['title']} (record {record.get('id')}, score {record.get('score')})")

    # The administrator renames the course through one instance; the other shows the new name.
    new_name = f"{course['name'][:40]}·{uuid.uuid4().hex[:6]}"
    fields = ("category", "cover", "description", "fee", "publicCourse", "teacherId", "type")
    body = {k: course[k] for k in fields} | {"name": new_name}
    api.request("PUT", f"/api/v0/admin/course/{course['id']}?probe=rename", token=admin, body=body)
    writer = served_by(access_log, "rename")
    deadline, n, other_saw = time.time() + 5, 0, None
    while time.time() < deadline and other_saw is None:
        n += 1
        got = api.request("GET", f"/api/v0/course/{course['id']}?probe=read{n}", token=student)
        if served_by(access_log, f"read{n}") != writer and got["name"] == new_name:
            other_saw = n
        time.sleep(0.1)
    check(other_saw is not None, f"the administrator's change (through {writer}) is seen through the other instance")

    # Metrics: hidden by the site, read from each instance with the token; the logins made
    # through nginx are counted by the instances that answered them.
    status, _, _ = api.request("GET", "/metrics", raw=True)
    check(status == 404, f"nginx hides /metrics ({status})")
    logins = 0
    for inst in instances:
        c = http.client.HTTPConnection("127.0.0.1", inst.port, timeout=5)
        c.request("GET", "/metrics", headers={"Authorization": f"Bearer {os.environ['SKILLCERT_METRICS_TOKEN']}"})
        r = c.getresponse()
        body = r.read().decode()
        if r.status != 200:
            fail(f"{inst.name} /metrics with the token answered {r.status}")
        found = re.search(r'^skillcert_logins_total\{kind="password",outcome="ok"\} (\d+)', body, re.M)
        logins += int(found.group(1)) if found else 0
    check(logins >= 2, f"each instance's /metrics counts the logins it answered ({logins} in all)")

    # An upgrade, one instance at a time: the first stops gracefully, nginx sends everything to the
    # second (also a login, a POST), the first comes back and serves again.
    status = instances[0].stop()
    check(status == 0, f"{instances[0].name} stops on SIGTERM with status 0 ({status})")
    for i in range(6):
        api.request("GET", f"/api/v0/course/{course['id']}?probe=down{i}", token=student)
    api.login("student")
    check(True, "with one instance stopped every request still succeeds through nginx")
    instances[0].start()
    deadline, back = time.time() + 20, False
    i = 0
    while time.time() < deadline and not back:
        i += 1
        api.request("GET", f"/api/v0/course/{course['id']}?probe=up{i}", token=student)
        back = served_by(access_log, f"up{i}") == instances[0].upstream
        time.sleep(0.2)
    check(back, f"{instances[0].name}, started again, serves through nginx")


def main():
    instances = [Instance("instance-1"), Instance("instance-2")]
    nginx = None
    try:
        for inst in instances:
            inst.start()
        http_port, https_port = free_port(), free_port()
        nginx, access_log = start_nginx(http_port, https_port, [i.upstream for i in instances])
        api = Client(https_port)
        wait_for(lambda: subprocess.run(["curl", "-sf", "--cacert", f"{WORK}/cert.pem", f"{api.base}/healthz"],
                                        capture_output=True).returncode == 0, "nginx answers over https://")
        journey(api, access_log, http_port, https_port, instances)
        for inst in instances:
            status = inst.stop()
            check(status == 0, f"{inst.name} stops on SIGTERM with status 0")
        logs = "".join(open(os.path.join(WORK, f"{i.name}.log"), errors="replace").read() for i in instances)
        check("panicked" not in logs, "no instance panicked")
    finally:
        for inst in instances:
            inst.stop()
        if nginx:
            nginx.terminate()
            nginx.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())

//! The server as a whole: health check, envelope on unknown calls, OpenAPI, dev-only outbox.

use crate::common;

use crate::common::{spawn_app, spawn_app_with};

#[tokio::test]
async fn health_check_and_unknown_api_paths() {
    let app = spawn_app().await;
    let health = app.health_check().await;
    assert_eq!(health.status, 200);
    assert_eq!(health.body["status"], "ok");
    app.get("/api/v0/no-such-thing", None)
        .await
        .fails(404, "接口不存在");
}

#[tokio::test]
async fn the_outbox_exists_only_in_dev_mode() {
    let app = spawn_app_with(|settings| settings.dev = false).await;
    app.sms_outbox("13900000001").await.fails(404, "接口不存在");
}

/// The binary with these environment variables and arguments, stopped after `wait` if still
/// running; answers (still running, exit success, everything it wrote).
fn run_binary(
    env: &[(&str, &str)],
    args: &[&str],
    wait: std::time::Duration,
) -> (bool, bool, String) {
    use std::io::Read;
    let dir = std::env::temp_dir().join(common::unique_name());
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_skillcert"))
        .env_remove("SKILLCERT_DEV")
        .env_remove("SKILLCERT_TRUST_PROXY")
        .env_remove("SKILLCERT_DATABASE_URL")
        .env("SKILLCERT_DATA_KEY", common::TEST_DATA_KEY)
        .envs(env.iter().copied())
        .arg("--data-dir")
        .arg(&dir)
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("start the binary");
    let deadline = std::time::Instant::now() + wait;
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if std::time::Instant::now() > deadline {
            child.kill().unwrap();
            child.wait().unwrap();
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    (status.is_none(), status.is_some_and(|s| s.success()), out)
}

#[test]
fn switches_read_1_0_yes_no_and_development_mode_is_loud_and_loopback_only() {
    let long = std::time::Duration::from_secs(20);
    // SKILLCERT_DEV=1 is on: refused on a public address, before anything is served.
    let (running, success, out) = run_binary(
        &[("SKILLCERT_DEV", "1")],
        &["--bind", "0.0.0.0:0", "serve"],
        long,
    );
    assert!(!running && !success, "{out}");
    assert!(
        out.contains("--dev (SKILLCERT_DEV) exposes every SMS code"),
        "{out}"
    );
    // …and served with a warning on loopback.
    let (running, _, out) = run_binary(
        &[("SKILLCERT_DEV", "yes"), ("SKILLCERT_TRUST_PROXY", "1")],
        &["--bind", "127.0.0.1:0", "serve"],
        std::time::Duration::from_secs(5),
    );
    assert!(running, "{out}");
    assert!(
        out.contains("WARNING: skillcert runs in DEVELOPMENT MODE"),
        "{out}"
    );
    // Off by 0 / no: a public address is fine and no warning is printed.
    let (running, _, out) = run_binary(
        &[("SKILLCERT_DEV", "0"), ("SKILLCERT_TRUST_PROXY", "no")],
        &["--bind", "0.0.0.0:0", "serve"],
        std::time::Duration::from_secs(5),
    );
    assert!(running, "{out}");
    assert!(!out.contains("DEVELOPMENT MODE"), "{out}");
    // A word that is not a switch is refused by name.
    let (_, success, out) = run_binary(&[("SKILLCERT_DEV", "maybe")], &["openapi"], long);
    assert!(!success && out.contains("maybe"), "{out}");
}

//! Command line and `SKILLCERT_*` environment configuration (one table of every option).

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::builder::BoolishValueParser;
use clap::{Args, Parser, Subcommand};

use crate::storage::StorageLocation;

#[derive(Debug, Parser)]
#[command(
    name = "skillcert",
    version,
    about = "Vocational training and skill-certification platform"
)]
pub struct Cli {
    #[command(flatten)]
    pub settings: Settings,
    /// Write logs as JSON lines instead of human-readable text.
    #[arg(long, env = "SKILLCERT_LOG_JSON", global = true, value_parser = BoolishValueParser::new())]
    pub log_json: bool,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Clone, Args)]
pub struct Settings {
    /// Address and port to listen on.
    #[arg(
        long,
        env = "SKILLCERT_BIND",
        default_value = "127.0.0.1:8080",
        global = true
    )]
    pub bind: SocketAddr,
    /// Database URL: `sqlite://path` or `postgres://…`. Default: SQLite file in the data directory.
    #[arg(long, env = "SKILLCERT_DATABASE_URL", global = true)]
    pub database_url: Option<String>,
    /// Directory for the SQLite database and uploaded files.
    #[arg(
        long,
        env = "SKILLCERT_DATA_DIR",
        default_value = "./data",
        global = true
    )]
    pub data_dir: PathBuf,
    /// Development mode: exposes every SMS code at /api/v0/dev/sms/outbox, with no login. Only on
    /// a loopback address: `serve` refuses to start with it on any other.
    #[arg(long, env = "SKILLCERT_DEV", global = true, value_parser = BoolishValueParser::new())]
    pub dev: bool,
    /// Serve the web app from this directory instead of the copy built into the binary.
    #[arg(long, env = "SKILLCERT_WEB_DIR", global = true)]
    pub web_dir: Option<PathBuf>,
    /// Take the client address from X-Forwarded-For: its last hop, the one the trusted proxy in
    /// front of the server added (an earlier hop is whatever the client sent).
    #[arg(long, env = "SKILLCERT_TRUST_PROXY", global = true, value_parser = BoolishValueParser::new())]
    pub trust_proxy: bool,
    /// Where uploaded files are kept: `local` (`<data-dir>/files`) or `s3://bucket[/prefix]`, an
    /// S3-compatible store reached with the usual `AWS_*` variables (credentials, `AWS_REGION`,
    /// `AWS_ENDPOINT_URL` for a store other than AWS).
    #[arg(
        long,
        env = "SKILLCERT_STORAGE",
        default_value = "local",
        global = true
    )]
    pub storage: StorageLocation,
    /// A bearer token that may read `/metrics` (Prometheus), at least 16 characters. Without it
    /// and without `--metrics-allow`, `/metrics` answers 404 to everyone.
    #[arg(long, env = "SKILLCERT_METRICS_TOKEN", global = true, hide_env_values = true, value_parser = metrics_token)]
    pub metrics_token: Option<String>,
    /// Client addresses that may read `/metrics` without the token, comma-separated (behind a
    /// proxy with `--trust-proxy`, the address the proxy forwards).
    #[arg(
        long,
        env = "SKILLCERT_METRICS_ALLOW",
        global = true,
        value_delimiter = ','
    )]
    pub metrics_allow: Vec<std::net::IpAddr>,
    /// The key ID numbers are sealed with in the database (32 random bytes in base64: `openssl
    /// rand -base64 32`). Required to serve or seed; kept outside the data directory and its
    /// backups — without it the numbers cannot be read ("Personal information" in the README).
    #[arg(long, env = "SKILLCERT_DATA_KEY", global = true, hide_env_values = true, value_parser = data_key)]
    pub data_key: Option<String>,
}

fn data_key(text: &str) -> Result<String, String> {
    crate::db::sealed::parse_key(text).map_err(|e| e.to_string())?;
    Ok(text.trim().to_owned())
}

fn metrics_token(token: &str) -> Result<String, String> {
    if token.chars().count() < 16 {
        return Err("the metrics token must have at least 16 characters".into());
    }
    Ok(token.to_owned())
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the API and the web app (the default).
    Serve,
    /// Run the database migrations and exit.
    Migrate,
    /// Fill the database with data.
    Seed {
        /// Demo accounts (one per role), courses, exams and messages; does nothing when the
        /// demo accounts already exist.
        #[arg(long)]
        demo: bool,
        /// The large data set of `make bench` (20 000 learners, 200 courses, 200 000 exam
        /// records, 50 000 messages) on an empty database; writes session tokens of 2 000
        /// learners to <data-dir>/bench-tokens.txt.
        #[arg(long)]
        bench: bool,
    },
    /// Set a learner's enrolment status in a course (1 pending review, 2 awaiting payment,
    /// 3 rejected, 4 may study).
    Enrol {
        #[arg(long)]
        username: String,
        #[arg(long)]
        course_id: i64,
        #[arg(long, value_parser = clap::value_parser!(i16).range(1..=4))]
        status: i16,
    },
    /// Print the OpenAPI document of the API (JSON) and exit; needs no database.
    Openapi,
    /// Copy the database and the uploaded files into DIR while the server keeps serving.
    ///
    /// A SQLite database is copied with `VACUUM INTO`, a PostgreSQL one with `pg_dump` (it must
    /// be on the PATH) of the snapshot in which the manifest is counted. DIR/backup.json, written
    /// last, says what the copy holds.
    Backup {
        /// A new or empty directory.
        #[arg(value_name = "DIR")]
        dir: PathBuf,
    },
    /// Put a backup made by `skillcert backup` back into a data directory without a database.
    ///
    /// The database must not exist yet (a PostgreSQL database must be empty, and `pg_restore`
    /// on the PATH); the copy is checked against its manifest, and the next start migrates it if
    /// needed.
    Restore {
        /// The directory `skillcert backup` wrote.
        #[arg(value_name = "DIR")]
        dir: PathBuf,
    },
    /// Create an administrator account.
    CreateAdmin {
        #[arg(long)]
        username: String,
        #[arg(long, env = "SKILLCERT_ADMIN_PASSWORD")]
        password: String,
        #[arg(long)]
        phone: String,
        #[arg(long)]
        email: String,
    },
}

impl Settings {
    /// Why these settings must not serve, if they must not: development mode exposes every SMS
    /// code without a login, so it is for a loopback address only.
    pub fn refusal_to_serve(&self) -> Option<String> {
        (self.dev && !self.bind.ip().is_loopback()).then(|| {
            format!(
                "--dev (SKILLCERT_DEV) exposes every SMS code without a login and is refused on {}: \
                 bind to 127.0.0.1 or ::1, or leave development mode off",
                self.bind
            )
        })
    }

    /// The database URL in effect: the configured one, or the SQLite file under the data directory.
    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) => url.clone(),
            None => format!(
                "sqlite://{}?mode=rwc",
                self.data_dir.join("skillcert.db").display()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("skillcert").chain(args.iter().copied()))
    }

    #[test]
    fn development_mode_serves_on_loopback_only() {
        let on = |bind: &str| parse(&["--dev", "--bind", bind]).unwrap().settings;
        assert_eq!(on("127.0.0.1:8080").refusal_to_serve(), None);
        assert_eq!(on("[::1]:8080").refusal_to_serve(), None);
        assert!(
            on("0.0.0.0:8080")
                .refusal_to_serve()
                .unwrap()
                .contains("--dev")
        );
        assert!(on("192.168.1.5:80").refusal_to_serve().is_some());
        let off = parse(&["--bind", "0.0.0.0:8080"]).unwrap().settings;
        assert_eq!(off.refusal_to_serve(), None);
    }

    #[test]
    fn storage_is_the_data_directory_unless_an_s3_bucket_is_named() {
        let storage = |args: &[&str]| parse(args).map(|cli| cli.settings.storage);
        assert_eq!(storage(&[]).unwrap(), StorageLocation::Local);
        assert_eq!(
            storage(&["--storage", "local"]).unwrap(),
            StorageLocation::Local
        );
        let s3 = |bucket: &str, prefix: &str| StorageLocation::S3 {
            bucket: bucket.into(),
            prefix: prefix.into(),
        };
        for (value, expected, shown) in [
            (
                "s3://skillcert-files",
                s3("skillcert-files", ""),
                "s3://skillcert-files",
            ),
            (
                "s3://skillcert-files/",
                s3("skillcert-files", ""),
                "s3://skillcert-files",
            ),
            (
                "s3://files.example.cn/prod/uploads/",
                s3("files.example.cn", "prod/uploads"),
                "s3://files.example.cn/prod/uploads",
            ),
        ] {
            let parsed = storage(&["--storage", value]).unwrap();
            assert_eq!(parsed, expected, "{value}");
            assert_eq!(parsed.to_string(), shown);
        }
        for (value, reason) in [
            (
                "./files",
                "use `local` (the data directory) or `s3://bucket[/prefix]`",
            ),
            ("S3://bucket", "use `local`"),
            ("gs://bucket", "use `local`"),
            ("s3://", "is not an S3 bucket name"),
            ("s3://ab", "is not an S3 bucket name"),
            ("s3://My_Bucket", "is not an S3 bucket name"),
            ("s3://-bucket", "is not an S3 bucket name"),
            ("s3://a..b", "is not an S3 bucket name"),
            ("s3://bucket/a//b", "is not a key prefix"),
            ("s3://bucket/a/../b", "is not a key prefix"),
        ] {
            let err = storage(&["--storage", value]).expect_err(value).to_string();
            assert!(err.contains("--storage"), "{value}: {err}");
            assert!(err.contains(reason), "{value}: {err}");
        }
    }
}

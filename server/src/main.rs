//! Entry point of the `skillcert` binary: parse the command line and hand over to the library.

use clap::Parser;

/// mimalloc hands freed memory back to the system; with glibc's allocator every thread arena kept
/// the 19 MiB Argon2 blocks it had once used, and a burst of logins left the server at ~460 MB.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = skillcert::config::Cli::parse();
    skillcert::startup::init_tracing(cli.log_json);
    skillcert::startup::run_cli(cli).await
}

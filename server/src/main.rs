//! Entry point of the `skillcert` binary: parse the command line and hand over to the library.

use clap::Parser;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = skillcert::config::Cli::parse();
    skillcert::startup::init_tracing(cli.log_json);
    skillcert::startup::run_cli(cli).await
}

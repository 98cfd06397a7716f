//! Building the application, serving it until shutdown, and the command-line entry points.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::http::{HeaderName, Request};
use axum::routing::get;
use tokio::net::TcpListener;
use tower_http::compression::CompressionLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::trace::TraceLayer;

use crate::config::{Cli, Command, Settings};
use crate::service::AppState;
use crate::sms::{LogSender, Outbox};
use crate::{api, auth, db, headers, seed, web};

pub fn init_tracing(json: bool) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| "info,sqlx=warn,sea_orm=warn,tower_http=info".into());
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    let _ = if json {
        builder.json().try_init()
    } else {
        builder.try_init()
    };
}

/// Everything the binary writes (database, stored files, backups, their directories) is readable
/// by its own user only: they hold ID numbers, password hashes and ID-card images.
fn private_files() {
    // SAFETY: umask only sets the process's file-creation mask; it cannot fail.
    unsafe {
        libc::umask(0o077);
    }
}

/// Connects, migrates and prepares the state shared by every request.
pub async fn build_state(settings: Settings) -> anyhow::Result<AppState> {
    // Before the caches are made: they take their counters from the recorder.
    crate::metrics::install();
    let key = settings.data_key.as_deref().ok_or_else(|| {
        anyhow::anyhow!(
            "the data key is required: --data-key or SKILLCERT_DATA_KEY (make one with \
             `openssl rand -base64 32`; see \"Personal information\" in the README)"
        )
    })?;
    db::sealed::install(&db::sealed::parse_key(key)?)?;
    crate::storage::make_private_dir(&settings.data_dir)?;
    let storage = crate::storage::open(&settings.storage, &settings.data_dir).await?;
    let conn = db::connect(&settings.database_url()).await?;
    db::migrate(&conn).await?;
    if !db::sealed::key_opens(&conn).await? {
        anyhow::bail!(
            "the data key does not open the ID numbers this database holds: start with the key \
             they were sealed with (SKILLCERT_DATA_KEY)"
        );
    }
    let sealed = db::sealed::seal_existing(&conn).await?;
    if sealed > 0 {
        tracing::info!(sealed, "ID numbers stored before sealing are sealed now");
    }
    // The server's one clock: every row is stamped with its time (tests move it).
    let clock = crate::clock::Clock::default();
    db::users::ensure_builtin_roles(&conn, clock.now_ms()).await?;
    let dummy_hash: Arc<str> = auth::password::hash(hex::encode(rand::random::<[u8; 16]>()))
        .await?
        .into();
    let guest = db::users::ensure_guest_user(&conn, &dummy_hash, clock.now_ms()).await?;
    let outbox = settings.dev.then(Outbox::default);
    let state = AppState {
        writer: crate::service::writer::Writer::start(conn.clone()),
        db: conn,
        sms: Arc::new(LogSender {
            outbox: outbox.clone(),
        }),
        faces: Arc::new(crate::face::NoMatcher),
        outbox,
        storage,
        dummy_hash,
        guest_user_id: guest.id,
        caches: Default::default(),
        clock,
        settings: Arc::new(settings),
    };
    // What the other instances change reaches this one's caches (PostgreSQL only).
    state.caches.listen(&state.db).await?;
    Ok(state)
}

/// The whole HTTP application: API, health check and the web app.
pub fn app(state: AppState) -> Router {
    let request_id = HeaderName::from_static("x-request-id");
    let routes = Router::new()
        .nest("/api/v0", api::v0::router(&state))
        .merge(api::v0::file::public_router())
        .route(
            "/healthz",
            get(|| async { axum::Json(serde_json::json!({ "status": "ok" })) }),
        )
        .route("/metrics", get(crate::metrics::scrape))
        .fallback(web::serve)
        .layer(axum::middleware::from_fn(crate::metrics::track))
        .with_state(state);
    headers::secure(routes)
        .layer(CompressionLayer::new())
        .layer(PropagateRequestIdLayer::new(request_id.clone()))
        .layer(TraceLayer::new_for_http().make_span_with(|req: &Request<_>| {
            let id = req.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or("");
            tracing::info_span!("http", method = %req.method(), path = %req.uri().path(), request_id = %id)
        }))
        .layer(SetRequestIdLayer::new(request_id, MakeRequestUuid))
}

/// Serves on `listener` until `shutdown` resolves, then finishes the requests in flight.
pub async fn serve(
    listener: TcpListener,
    state: AppState,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let (db, clock) = (state.db.clone(), state.clock.clone());
    let storage = state.storage.clone();
    let sweeper = state.clone();
    let purge = tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(600));
        loop {
            tick.tick().await;
            if let Err(err) = crate::service::study::sweep(&sweeper).await {
                tracing::warn!(error = %err, "settle silent study sessions");
            }
            if let Err(err) = crate::service::camera::purge(&sweeper).await {
                tracing::warn!(error = %err, "delete camera snapshots past their retention");
            }
            if let Err(err) = crate::service::enrolment::purge_id_images(&sweeper).await {
                tracing::warn!(error = %err, "delete ID-card images past their retention");
            }
            if let Err(err) = crate::service::audit::purge(&sweeper).await {
                tracing::warn!(error = %err, "delete audit log entries past their retention");
            }
            if let Err(err) = db::sessions::purge_expired(&db, clock.now_ms()).await {
                tracing::warn!(error = %err, "purge expired sessions");
            }
            match storage.purge_deleted().await {
                Ok(0) => {}
                Ok(purged) => tracing::info!(purged, "purged the bytes of deleted files"),
                Err(err) => tracing::warn!(error = %err, "purge the bytes of deleted files"),
            }
        }
    });
    // Attempts whose time is up are finalised though their browsers never come back.
    let exams = state.clone();
    let overdue = tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(30));
        loop {
            tick.tick().await;
            if let Err(err) = crate::service::exam_session::sweep(&exams).await {
                tracing::warn!(error = %err, "finalise overdue exam attempts");
            }
        }
    });
    // The accounts the administrator searches, the queue's tally and the distributors' dashboards are read once
    // now, not by their first viewer; after that an expired copy is served while one request (the
    // dashboards: a background task) reloads it (`cache::Reloading`).
    let warm = state.clone();
    tokio::spawn(async move {
        let started = std::time::Instant::now();
        let loaded = warm.caches.accounts.get(&warm.db).await;
        if let Err(err) = loaded {
            tracing::warn!(error = %err, "load the user directory");
        }
        if let Err(err) = warm.caches.queue_tally.get(&warm.db).await {
            tracing::warn!(error = %err, "load the reviewers' queue tally");
        }
        if let Err(err) = crate::service::distributors::load_dashboards(&warm).await {
            tracing::warn!(error = %err, "load the distributor dashboards");
        }
        tracing::info!(
            ms = started.elapsed().as_millis() as u64,
            "the user directory, the queue tally and the distributor dashboards are read"
        );
    });
    // The recorder keeps each latency sample until upkeep folds it into the histogram's buckets:
    // done every few seconds, so memory stays flat however many requests come between scrapes.
    let upkeep = tokio::spawn(async {
        let mut tick = tokio::time::interval(Duration::from_secs(5));
        loop {
            tick.tick().await;
            crate::metrics::install().run_upkeep();
        }
    });
    let service = app(state).into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, service)
        .with_graceful_shutdown(shutdown)
        .await?;
    purge.abort();
    overdue.abort();
    upkeep.abort();
    Ok(())
}

/// Resolves on Ctrl-C or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
    tracing::info!("shutting down");
}

pub async fn run_cli(cli: Cli) -> anyhow::Result<()> {
    private_files();
    let settings = cli.settings;
    match cli.command.unwrap_or(Command::Serve) {
        Command::Openapi => {
            println!("{}", crate::api::v0::openapi_json());
            Ok(())
        }
        Command::Backup { dir } => {
            let manifest = crate::backup::backup(&settings, &dir).await?;
            println!("backed up into {}: {}", dir.display(), manifest.summary());
            Ok(())
        }
        Command::Restore { dir } => {
            let manifest = crate::backup::restore(&settings, &dir).await?;
            println!("restored from {}: {}", dir.display(), manifest.summary());
            Ok(())
        }
        Command::Serve => {
            if let Some(refusal) = settings.refusal_to_serve() {
                anyhow::bail!(refusal);
            }
            if settings.dev {
                tracing::warn!(
                    "DEVELOPMENT MODE (--dev): every SMS code is readable without a login at \
                     /api/v0/dev/sms/outbox. Never use it where real people sign in."
                );
                eprintln!(
                    "\n*** WARNING: skillcert runs in DEVELOPMENT MODE (--dev): every SMS code is readable without a login. ***\n"
                );
            }
            let bind = settings.bind;
            let state = build_state(settings).await?;
            let listener = TcpListener::bind(bind).await?;
            tracing::info!(address = %listener.local_addr()?, dev = state.settings.dev, "listening");
            serve(listener, state, shutdown_signal()).await
        }
        Command::Migrate => {
            build_state(settings).await?;
            tracing::info!("migrations applied");
            Ok(())
        }
        Command::Seed { demo, bench } => {
            let state = build_state(settings).await?;
            if demo {
                seed::demo(&state).await?;
            }
            if bench {
                crate::bench_seed::run(&state).await?;
            }
            Ok(())
        }
        Command::Enrol {
            username,
            course_id,
            status,
        } => {
            let state = build_state(settings).await?;
            let user = db::users::find_by_login(&state.db, &username)
                .await?
                .ok_or_else(|| anyhow::anyhow!("no account {username}"))?;
            db::courses::find(&state.db, course_id)
                .await?
                .ok_or_else(|| anyhow::anyhow!("no course {course_id}"))?;
            crate::service::enrolment::set_status(&state, user.id, course_id, status).await?;
            println!("{username}: course {course_id} status {status}");
            Ok(())
        }
        Command::CreateAdmin {
            username,
            password,
            phone,
            email,
        } => {
            let state = build_state(settings).await?;
            let user = crate::service::accounts::create_account(
                &state, &username, &password, &phone, &email, "admin",
            )
            .await?;
            println!("created administrator {} (id {})", user.username, user.id);
            Ok(())
        }
    }
}

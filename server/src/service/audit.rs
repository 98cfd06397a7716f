//! The audit log (操作日志) as administrators read it: one list of every change people made,
//! filtered by person, kind and day, exported as .xlsx, and kept for the period the settings
//! name (`auditRetentionDays`, at least the six months 网络安全法 asks for). The entries are
//! written by the workflows themselves, each in its change's transaction (`Work::audit`, the
//! trail writers of `db`); reads of personal data that change nothing are recorded here
//! ([`read_personal`]).

use crate::auth::Session;
use crate::db::{self, audit::Filter};
use crate::documents::sheet::{self, Cell};
use crate::domain::audit::{self, Actor, Entry, Kind, Object};
use crate::domain::calendar;
use crate::domain::page::Page;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::AppState;
use crate::service::settings;
use crate::service::work::Work;

/// The log's filters as a reader sends them: a person (part of their name, or their account id),
/// a kind, and the first and last day (YYYY-MM-DD, China time, both included).
#[derive(Debug, Default, serde::Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AuditQuery {
    /// Part of the acting person's name (or username), at most 64 characters.
    pub actor: Option<String>,
    /// The acting person's account id.
    pub actor_id: Option<i64>,
    /// login, loginFailed, account, access, enrolment, grading, certificate, study, setting,
    /// content, deletion or export.
    pub kind: Option<String>,
    /// The first day (YYYY-MM-DD).
    pub from: Option<String>,
    /// The last day (YYYY-MM-DD).
    pub to: Option<String>,
}

impl TryFrom<&AuditQuery> for Filter {
    type Error = AppError;

    fn try_from(q: &AuditQuery) -> AppResult<Self> {
        let day = |text: &Option<String>, field: &'static str| -> AppResult<Option<i64>> {
            match text.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
                None => Ok(None),
                Some(t) => calendar::day_of_date(t)
                    .map(Some)
                    .ok_or_else(|| AppError::field(field, refusals::AUDIT_DATE_INVALID)),
            }
        };
        let (first, last) = (day(&q.from, "from")?, day(&q.to, "to")?);
        if let (Some(first), Some(last)) = (first, last)
            && first > last
        {
            return Err(AppError::field("to", refusals::AUDIT_DATES_REVERSED));
        }
        let kind = match q.kind.as_deref().filter(|k| !k.is_empty()) {
            None => None,
            Some(code) => Some(
                Kind::parse(code)
                    .ok_or_else(|| AppError::field("kind", refusals::AUDIT_KIND_INVALID))?,
            ),
        };
        let actor_name = q
            .actor
            .as_deref()
            .map(str::trim)
            .filter(|a| !a.is_empty())
            .map(|a| a.chars().take(64).collect());
        Ok(Filter {
            actor_id: q.actor_id,
            actor_name,
            kind,
            since: first.map(calendar::start_of_day),
            until: last.map(|d| calendar::start_of_day(d + 1)),
        })
    }
}

/// A page of the log, newest first, and how many entries match.
pub async fn list(
    state: &AppState,
    q: &AuditQuery,
    page: Page,
) -> AppResult<(Vec<db::audit::Row>, u64)> {
    let filter = Filter::try_from(q)?;
    Ok(db::audit::page(&state.db, &filter, page).await?)
}

const COLUMNS: [(&str, f64); 11] = [
    ("时间", 18.0),
    ("操作人", 16.0),
    ("IP 地址", 16.0),
    ("类别", 12.0),
    ("操作", 18.0),
    ("对象类型", 10.0),
    ("对象", 30.0),
    ("原值", 30.0),
    ("新值", 30.0),
    ("原因", 24.0),
    ("对象编号", 10.0),
];

/// The entries matching (the newest [`audit::EXPORT_MAX`]) as a workbook; the export itself is
/// recorded. Answers the file name and the bytes.
pub async fn export(
    state: &AppState,
    session: &Session,
    q: &AuditQuery,
) -> AppResult<(String, Vec<u8>)> {
    let filter = Filter::try_from(q)?;
    // A workbook of the longest export takes some tens of MB while it is made: two at a time.
    static EXPORTING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);
    let _turn = EXPORTING.acquire().await.map_err(anyhow::Error::from)?;
    let rows = db::audit::newest(&state.db, &filter, audit::EXPORT_MAX).await?;
    let count = rows.len();
    let cells: Vec<Vec<Cell>> = rows
        .into_iter()
        .map(|r| {
            let kind = Kind::parse(&r.kind).map_or(r.kind.clone(), |k| k.label().to_string());
            let object =
                Object::parse(&r.object_type).map_or(r.object_type.clone(), |o| o.label().into());
            vec![
                Cell::from(calendar::datetime_of_ms(r.at)),
                Cell::from(r.actor_name.unwrap_or_else(|| "系统".into())),
                Cell::from(r.address.unwrap_or_default()),
                Cell::from(kind),
                Cell::from(r.action),
                Cell::from(object),
                Cell::from(r.object_label),
                Cell::from(r.from_value.unwrap_or_default()),
                Cell::from(r.to_value.unwrap_or_default()),
                Cell::from(r.reason.unwrap_or_default()),
                Cell::from(r.object_id.map(|id| id.to_string()).unwrap_or_default()),
            ]
        })
        .collect();
    let bytes = tokio::task::spawn_blocking(move || sheet::build("操作日志", &COLUMNS, cells))
        .await
        .map_err(anyhow::Error::from)??;
    let label = format!("操作日志 {count} 条");
    let entry = Entry::new(Kind::Export, "导出操作日志", Object::Setting, None).label(label);
    read_personal(state, session, entry).await?;
    let day = calendar::date_of_ms(state.clock.now_ms());
    Ok((format!("操作日志-{day}.xlsx"), bytes))
}

/// Records a read of personal data that changes nothing (an export, a download, a private file
/// opened by staff) as its own unit of work.
pub async fn read_personal(state: &AppState, session: &Session, entry: Entry) -> AppResult<()> {
    record(state, session.actor(), entry).await
}

/// Records one entry by `actor` in a unit of work of its own.
pub async fn record(state: &AppState, actor: Actor, entry: Entry) -> AppResult<()> {
    let work = Work::by(state, actor).await?;
    work.audit(entry).await?;
    work.commit().await
}

/// The most entries one purge deletes (the next round takes the rest).
const PURGE_MAX: u64 = 10_000;

/// Deletes the entries older than the retention period (run every 10 minutes with the other
/// purges). Answers how many went.
pub async fn purge(state: &AppState) -> AppResult<u64> {
    let days = settings::audit_retention_days(state).await?;
    let before = state.clock.now_ms() - days * 86_400_000;
    let deleted = db::audit::purge(&state.db, before, PURGE_MAX).await?;
    if deleted > 0 {
        tracing::info!(
            deleted,
            days,
            "audit log entries past their retention deleted"
        );
    }
    Ok(deleted)
}

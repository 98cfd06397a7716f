//! Staff views of learning: each enrolled learner's progress in a course (the table, one
//! learner's lessons, the .xlsx export), messages to a course's learners, and the course
//! center's figures. A teacher sees their own courses; content:all sees every course.

use std::collections::HashMap;

use serde::Deserialize;

use crate::auth::Session;
use crate::catalogue::CourseEntry;
use crate::db::courses::{Course, Item, Progress, Section};
use crate::db::progress::{CourseFigures, CourseLearners, ProgressRow};
pub use crate::db::progress::{ProgressFilter, RecordResult};
use crate::db::{self};
use crate::documents::progress_sheet::{self, SheetRow};
use crate::domain::audit::{Entry, Kind, Object};
use crate::domain::calendar::{date_of_ms, datetime_of_ms};
use crate::domain::course::percent;
use crate::domain::page::Page;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::{Row, TablePage};
use crate::service::work::Work;
use crate::service::{lessons, limits, messaging};

/// The most rows one export holds.
pub const EXPORT_MAX: u64 = 20_000;

/// The courses the caller may follow, by name, with their numbers of learners.
pub async fn courses(state: &AppState, session: &Session) -> AppResult<Vec<CourseLearners>> {
    Ok(db::progress::courses(&state.db, session.authoring().author()).await?)
}

/// A course the caller may follow, or 404 / 403.
async fn own_course(state: &AppState, session: &Session, id: i64) -> AppResult<Course> {
    let course = lessons::load(state, id).await?.course.clone();
    if !session.authoring().covers(course.teacher_id) {
        return Err(AppError::Forbidden(refusals::PROGRESS_NOT_OWN.into()));
    }
    Ok(course)
}

/// The filter with the caller's scope; a course outside it is refused.
async fn scoped(
    state: &AppState,
    session: &Session,
    mut filter: ProgressFilter,
) -> AppResult<ProgressFilter> {
    if let Some(id) = filter.course_id {
        own_course(state, session, id).await?;
    }
    if filter.status.is_some_and(|s| !(1..=4).contains(&s)) {
        return Err(AppError::field("status", refusals::ENROL_STATUS_INVALID));
    }
    filter.teacher_id = session.authoring().author();
    Ok(filter)
}

async fn with_records(state: &AppState, rows: Vec<ProgressRow>) -> AppResult<Vec<Row>> {
    let ids: Vec<i64> = rows.iter().filter_map(|r| r.record_id).collect();
    let mut records = db::progress::record_results(&state.db, &ids).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let record = r.record_id.and_then(|id| records.remove(&id));
            (r, record)
        })
        .collect())
}

/// A page of the progress table (newest enrolments first) and how many rows match; from memory
/// while no learner of this instance studied, enrolled or took an exam since (see `caches`).
pub async fn table(
    state: &AppState,
    session: &Session,
    filter: ProgressFilter,
    page: Page,
) -> AppResult<TablePage> {
    limits::phone_lookup(state, session.user_id, filter.text.as_deref()).await?;
    let filter = scoped(state, session, filter).await?;
    let found = state
        .caches
        .progress_pages
        .get((filter.clone(), page), || async {
            let (rows, total) = db::progress::table(&state.db, &filter, Some(page), 0).await?;
            Ok::<_, AppError>((with_records(state, rows).await?, total))
        })
        .await?;
    Ok(found.as_ref().clone())
}

/// A section's lessons with the learner's progress on each.
pub type SectionLessons = (Section, Vec<(Item, Option<Progress>)>);

/// One learner's progress in a course, lesson by lesson, and their exam records.
pub struct LearnerProgress {
    pub course: Course,
    pub row: Row,
    pub sections: Vec<SectionLessons>,
    pub records: Vec<RecordResult>,
}

pub async fn learner(
    state: &AppState,
    session: &Session,
    course_id: i64,
    user_id: i64,
) -> AppResult<LearnerProgress> {
    let db = &state.db;
    let course = own_course(state, session, course_id).await?;
    let filter = ProgressFilter {
        course_id: Some(course_id),
        user_ids: Some(vec![user_id]),
        ..Default::default()
    };
    let (rows, _) = db::progress::table(db, &filter, None, 1).await?;
    let row = with_records(state, rows)
        .await?
        .pop()
        .ok_or_else(|| AppError::NotFound(refusals::PROGRESS_LEARNER_NOT_FOUND.into()))?;
    let mut progress = db::courses::progress_of_course(db, user_id, course_id).await?;
    let mut items: HashMap<i64, Vec<Item>> = HashMap::new();
    for item in db::courses::items_of_course(db, course_id).await? {
        items.entry(item.section_id).or_default().push(item);
    }
    let sections = db::courses::sections(db, course_id)
        .await?
        .into_iter()
        .map(|s| {
            let mut list = items.remove(&s.id).unwrap_or_default();
            list.sort_by_key(|i| (i.position, i.id));
            let list = list
                .into_iter()
                .map(|i| {
                    let p = progress.remove(&i.id);
                    (i, p)
                })
                .collect();
            (s, list)
        })
        .collect();
    let records = db::progress::course_records(db, user_id, course_id).await?;
    Ok(LearnerProgress {
        course,
        row,
        sections,
        records,
    })
}

/// The filtered table (at most `EXPORT_MAX` rows) as an .xlsx workbook, and its file name.
pub async fn export(
    state: &AppState,
    session: &Session,
    filter: ProgressFilter,
) -> AppResult<(Vec<u8>, String)> {
    limits::phone_lookup(state, session.user_id, filter.text.as_deref()).await?;
    let filter = scoped(state, session, filter).await?;
    let (rows, _) = db::progress::table(&state.db, &filter, None, EXPORT_MAX).await?;
    let rows = with_records(state, rows).await?;
    let sheet: Vec<SheetRow> = rows.iter().map(sheet_row).collect();
    let bytes = progress_sheet::build(sheet).map_err(AppError::Internal)?;
    let name = format!(
        "学习进度-{}.xlsx",
        date_of_ms(state.clock.now_ms()).replace('-', "")
    );
    let entry = Entry::new(
        Kind::Export,
        "导出学习进度",
        Object::Course,
        filter.course_id,
    )
    .label(format!("{} 名学员", rows.len()));
    super::audit::read_personal(state, session, entry).await?;
    Ok((bytes, name))
}

fn sheet_row((r, record): &Row) -> SheetRow {
    let (exam_score, exam_passed) = match record {
        None => (String::new(), String::new()),
        Some(rec) => match (rec.score, rec.passed()) {
            (Some(score), Some(passed)) => (
                format!("{score} / {}", rec.total_score),
                if passed { "是" } else { "否" }.to_string(),
            ),
            _ => ("待批阅".to_string(), String::new()),
        },
    };
    SheetRow {
        username: r.username.clone(),
        name: r.name.clone().unwrap_or_default(),
        course: r.course_name.clone(),
        status: crate::domain::enrolment::Status::from_code(r.status)
            .map_or("", crate::domain::enrolment::Status::label)
            .to_string(),
        items_done: r.items_done,
        items_total: r.items_total,
        percent: percent(r.items_done, r.items_total),
        minutes_studied: (r.seconds_studied.unwrap_or(0.0) / 60.0).round() as i64,
        last_studied: r.last_studied_at.map(datetime_of_ms).unwrap_or_default(),
        exam_score,
        exam_passed,
    }
}

/// A message to some or all learners of a course.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseMessageBody {
    pub course_id: Option<i64>,
    /// The learners to tell; left out or null: every learner of the course.
    pub user_ids: Option<Vec<i64>>,
    /// 1–50 characters.
    pub title: Option<String>,
    /// 1–2000 characters, plain text.
    pub content: Option<String>,
}

pub const MESSAGE_TITLE_MAX: usize = 50;
pub const MESSAGE_CONTENT_MAX: usize = 2000;

/// A course message as checked.
pub struct CourseMessage {
    pub course_id: i64,
    /// None: every learner of the course.
    pub user_ids: Option<Vec<i64>>,
    pub title: String,
    pub content: String,
}

impl TryFrom<CourseMessageBody> for CourseMessage {
    type Error = AppError;

    fn try_from(body: CourseMessageBody) -> AppResult<Self> {
        let text = |v: Option<String>| v.map(|s| s.trim().to_string()).unwrap_or_default();
        let (title, content) = (text(body.title), text(body.content));
        let mut errors = FieldErrors::new();
        if title.is_empty() || title.chars().count() > MESSAGE_TITLE_MAX {
            errors.add("title", refusals::COURSE_MESSAGE_TITLE);
        }
        if content.is_empty() || content.chars().count() > MESSAGE_CONTENT_MAX {
            errors.add("content", refusals::COURSE_MESSAGE_CONTENT);
        }
        if body.course_id.is_none() {
            errors.add("courseId", refusals::COURSE_NOT_FOUND);
        }
        if body
            .user_ids
            .as_ref()
            .is_some_and(|ids| ids.len() > EXPORT_MAX as usize)
        {
            errors.add("userIds", refusals::COURSE_MESSAGE_NOT_LEARNER);
        }
        errors.finish(|| {
            Some(Self {
                course_id: body.course_id?,
                user_ids: body.user_ids,
                title,
                content,
            })
        })
    }
}

/// Sends a course message to the chosen learners of the caller's course (all of them when none
/// are named); answers how many were told.
pub async fn message(
    state: &AppState,
    session: &Session,
    body: CourseMessageBody,
) -> AppResult<usize> {
    let CourseMessage {
        course_id,
        user_ids,
        title,
        content,
    } = body.try_into()?;
    let course = own_course(state, session, course_id).await?;
    let filter = ProgressFilter {
        course_id: Some(course_id),
        user_ids: user_ids.clone(),
        ..Default::default()
    };
    let (rows, _) = db::progress::table(&state.db, &filter, None, EXPORT_MAX).await?;
    let learners: Vec<i64> = rows.iter().map(|r| r.user_id).collect();
    if let Some(asked) = &user_ids
        && (asked.is_empty() || asked.iter().any(|id| !learners.contains(id)))
    {
        return Err(AppError::field(
            "userIds",
            refusals::COURSE_MESSAGE_NOT_LEARNER,
        ));
    }
    if learners.is_empty() {
        return Err(AppError::field(
            "userIds",
            refusals::COURSE_MESSAGE_NO_LEARNERS,
        ));
    }
    let content = format!("{content}\n\n——「{}」课程", course.name);
    let mut work = Work::by(state, session.actor()).await?;
    messaging::notify(&mut work, &learners, "course", &title, &content).await?;
    let entry = Entry::new(
        Kind::Content,
        "发送课程消息",
        Object::Course,
        Some(course_id),
    )
    .label(format!("{} · {title}", course.name))
    .change(None::<&str>, Some(format!("{} 名学员", learners.len())));
    work.audit(entry).await?;
    work.commit().await?;
    tracing::info!(
        course_id,
        by = session.user_id,
        learners = learners.len(),
        "course message sent"
    );
    Ok(learners.len())
}

/// A course with its figures for the course center.
pub struct CourseStats {
    pub entry: CourseEntry,
    pub figures: CourseFigures,
}

impl CourseStats {
    pub fn learners(&self) -> i64 {
        self.figures.by_status.iter().sum()
    }

    /// Enrolled learners who finished every lesson, in percent of the enrolled.
    pub fn completion_rate(&self) -> i64 {
        percent(self.figures.completed, self.figures.by_status[3])
    }

    /// The enrolled learners' average completion.
    pub fn average_progress(&self) -> i64 {
        match self.figures.by_status[3] {
            0 => 0,
            n => self.figures.percent_sum / n,
        }
    }

    /// The average published rating, one decimal.
    pub fn rating(&self) -> Option<f64> {
        let (count, sum) = self.entry.ratings;
        (count > 0).then(|| (sum as f64 / count as f64 * 10.0).round() / 10.0)
    }
}

/// How the course center sorts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum CourseSort {
    Name,
    Fee,
    Learners,
    CompletionRate,
    Rating,
    Revenue,
    #[default]
    CreatedAt,
}

/// The course center: the caller's courses (every course with content:all) matching the text,
/// sorted, one page, how many match, and the totals over all that match (courses, learners,
/// revenue in fen).
pub async fn course_center(
    state: &AppState,
    session: &Session,
    text: Option<String>,
    sort: CourseSort,
    descending: bool,
    page: Page,
) -> AppResult<(Vec<CourseStats>, u64, (u64, i64, i64))> {
    let catalogue = state.caches.catalogue.get(&state.db).await?;
    let mut figures = db::progress::course_figures(&state.db).await?;
    let text = text
        .map(|t| t.trim().to_lowercase())
        .filter(|t| !t.is_empty());
    let scope = session.authoring();
    let mut all: Vec<CourseStats> = catalogue
        .all_courses()
        .filter(|e| scope.covers(e.course.teacher_id))
        .filter(|e| {
            text.as_ref().is_none_or(|t| {
                e.course.name.to_lowercase().contains(t)
                    || e.teacher_name
                        .as_deref()
                        .is_some_and(|n| n.to_lowercase().contains(t))
            })
        })
        .map(|e| CourseStats {
            figures: figures.remove(&e.course.id).unwrap_or_default(),
            entry: e.clone(),
        })
        .collect();
    let key = |c: &CourseStats| -> (i64, f64) {
        match sort {
            CourseSort::Name | CourseSort::CreatedAt => (c.entry.course.created_at, 0.0),
            CourseSort::Fee => (c.entry.course.fee, 0.0),
            CourseSort::Learners => (c.learners(), 0.0),
            CourseSort::CompletionRate => (c.completion_rate(), c.average_progress() as f64),
            CourseSort::Rating => (0, c.rating().unwrap_or(-1.0)),
            CourseSort::Revenue => (c.figures.revenue, 0.0),
        }
    };
    all.sort_by(|a, b| {
        let order = if sort == CourseSort::Name {
            a.entry.course.name.cmp(&b.entry.course.name)
        } else {
            let (ka, kb) = (key(a), key(b));
            ka.0.cmp(&kb.0).then(ka.1.total_cmp(&kb.1))
        };
        let order = order.then(a.entry.course.id.cmp(&b.entry.course.id));
        if descending { order.reverse() } else { order }
    });
    let totals = (
        all.len() as u64,
        all.iter().map(CourseStats::learners).sum(),
        all.iter().map(|c| c.figures.revenue).sum(),
    );
    let (rows, total) = page.of(all.into_iter());
    Ok((rows, total, totals))
}

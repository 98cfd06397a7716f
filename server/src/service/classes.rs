//! Classes (开班): staff open a class of a course (name, dates, teacher, place, capacity), put
//! learners in it — from the course's applications, by search, or by a bulk import — and read
//! it as one list with each learner's enrolment status, hours, exam result and certificate. A
//! learner is in at most one class of a course (several classes of different courses).
//!
//! Who: class:manage opens, changes and fills every class; the class's teacher reads their own
//! classes. Full ID numbers and phones only for those who read them elsewhere (user:manage,
//! material:review); everyone else reads them masked. Every change is in the class's trail.

use std::collections::HashMap;

use serde::Deserialize;

use crate::auth::Session;
use crate::db;
use crate::db::classes::{Class, ClassFields, ClassFilter, ClassRow, EventRow, MemberRow};
use crate::domain::audit::{Entry, Kind, Object};
use crate::domain::enrolment::{ApplicationForm, Status};
use crate::domain::identity::{self, masked_id_card, masked_phone};
use crate::domain::page::Page;
use crate::domain::roles::perm;
use crate::domain::rules;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::refusals::{self, Message};
use crate::service::AppState;
use crate::service::work::Work;

pub const NAME_MAX: usize = 50;
pub const PLACE_MAX: usize = 100;
pub const CAPACITY_MAX: i32 = 1000;
/// Learners added in one request.
pub const ADD_MAX: usize = 1000;

/// How a learner came into a class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ClassSource {
    /// From the course's applications.
    Application,
    /// Found by a search.
    Search,
    /// A bulk import.
    Import,
}

impl ClassSource {
    pub fn name(self) -> &'static str {
        match self {
            Self::Application => "application",
            Self::Search => "search",
            Self::Import => "import",
        }
    }
}

/// A class as staff write it (`courseId` only when it is opened).
#[derive(Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassBody {
    pub course_id: Option<i64>,
    /// 1–50 characters.
    pub name: Option<String>,
    /// YYYY-MM-DD.
    pub starts_on: Option<String>,
    /// YYYY-MM-DD, not before `startsOn`.
    pub ends_on: Option<String>,
    /// A staff account that holds course:manage; none leaves the class without a teacher.
    pub teacher_id: Option<i64>,
    /// 1–100 characters.
    pub place: Option<String>,
    /// 1–1000 learners.
    pub capacity: Option<i32>,
}

impl ClassBody {
    fn parse(self, course_id: i64) -> AppResult<ClassFields> {
        let mut errors = FieldErrors::new();
        let text = |value: &Option<String>, missing, max| match rules::present(value) {
            None => Err(Message::from(missing)),
            Some(v) => rules::at_most(v, max).map(|()| v.to_string()),
        };
        let date = |value: &Option<String>| match rules::present(value) {
            Some(v) if identity::is_date(v) => Ok(v.to_string()),
            _ => Err(refusals::CLASS_DATE_INVALID),
        };
        let name = errors.check(
            "name",
            text(&self.name, refusals::CLASS_NAME_REQUIRED, NAME_MAX),
        );
        let starts_on = errors.check("startsOn", date(&self.starts_on));
        let ends_on = errors.check(
            "endsOn",
            date(&self.ends_on).and_then(|end| match &starts_on {
                Some(start) if end < *start => Err(refusals::CLASS_DATES_ORDER),
                _ => Ok(end),
            }),
        );
        let place = errors.check(
            "place",
            text(&self.place, refusals::CLASS_PLACE_REQUIRED, PLACE_MAX),
        );
        let capacity = errors.check(
            "capacity",
            match self.capacity {
                Some(n) if (1..=CAPACITY_MAX).contains(&n) => Ok(n),
                _ => Err(refusals::CLASS_CAPACITY_INVALID),
            },
        );
        errors.finish(|| {
            Some(ClassFields {
                course_id,
                name: name?,
                starts_on: starts_on?,
                ends_on: ends_on?,
                teacher_id: self.teacher_id,
                place: place?,
                capacity: capacity?,
            })
        })
    }
}

fn not_found() -> AppError {
    AppError::NotFound(refusals::CLASS_NOT_FOUND.into())
}

/// Does the caller read full ID numbers and phones (as on the account and review pages)?
pub fn reads_identity(session: &Session) -> bool {
    session.can(perm::USER_MANAGE) || session.can(perm::MATERIAL_REVIEW)
}

/// A class the caller may read: any with class:manage, else one they teach.
pub async fn readable(state: &AppState, session: &Session, id: i64) -> AppResult<Class> {
    let class = db::classes::find(&state.db, id)
        .await?
        .ok_or_else(not_found)?;
    if session.can(perm::CLASS_MANAGE) || class.teacher_id == Some(session.user_id) {
        Ok(class)
    } else {
        Err(AppError::Forbidden(refusals::CLASS_NOT_OWN.into()))
    }
}

/// A page of classes: every class with class:manage, else the caller's own.
pub async fn list(
    state: &AppState,
    session: &Session,
    mut filter: ClassFilter,
    page: Page,
) -> AppResult<(Vec<ClassRow>, u64)> {
    if !session.can(perm::CLASS_MANAGE) {
        filter.teacher_id = Some(session.user_id);
    }
    Ok(db::classes::page(&state.db, &filter, page).await?)
}

/// What a class can be opened for and who can lead it: every course, every teacher (id, name).
pub struct Choices {
    pub courses: Vec<(i64, String)>,
    pub teachers: Vec<(i64, String)>,
}

pub async fn choices(state: &AppState) -> AppResult<Choices> {
    let mut courses: Vec<(i64, String)> = db::courses::all(&state.db)
        .await?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect();
    courses.sort_by_key(|c| std::cmp::Reverse(c.0));
    let teachers = db::users::with_role(&state.db, crate::domain::roles::TEACHER)
        .await?
        .into_iter()
        .map(|u| (u.id, u.name.unwrap_or(u.username)))
        .collect();
    Ok(Choices { courses, teachers })
}

/// The teacher named for a class must be a staff account that teaches (course:manage).
async fn check_teacher(state: &AppState, teacher: Option<i64>) -> AppResult<()> {
    let Some(id) = teacher else { return Ok(()) };
    let held = db::users::permissions_of(&state.db, id).await?;
    if held.iter().any(|p| p == perm::COURSE_MANAGE) {
        Ok(())
    } else {
        Err(AppError::field(
            "teacherId",
            refusals::CLASS_TEACHER_INVALID,
        ))
    }
}

fn class_row(row: Option<ClassRow>) -> AppResult<ClassRow> {
    row.ok_or_else(not_found)
}

/// Opens a class of a course.
pub async fn create(state: &AppState, session: &Session, body: ClassBody) -> AppResult<ClassRow> {
    let course_id = body
        .course_id
        .ok_or_else(|| AppError::field("courseId", refusals::CLASS_COURSE_REQUIRED))?;
    let fields = body.parse(course_id)?;
    db::courses::find(&state.db, course_id)
        .await?
        .ok_or_else(|| AppError::field("courseId", refusals::CLASS_COURSE_REQUIRED))?;
    check_teacher(state, fields.teacher_id).await?;
    let work = Work::by(state, session.actor()).await?;
    let detail = summary(&fields);
    let class = db::classes::insert(&work.tx, fields, session.user_id, work.now).await?;
    db::classes::event(
        &work.tx,
        class.id,
        &work.actor,
        "create",
        None,
        Some(detail),
        work.now,
    )
    .await?;
    work.commit().await?;
    tracing::info!(class_id = class.id, by = session.user_id, "class opened");
    class_row(db::classes::row(&state.db, class.id).await?)
}

/// What the trail says of a class's fields.
fn summary(f: &ClassFields) -> String {
    format!(
        "{}，{} 至 {}，{}，{} 人",
        f.name, f.starts_on, f.ends_on, f.place, f.capacity
    )
}

/// Changes a class (its course stays); the capacity cannot go below its learners.
pub async fn update(
    state: &AppState,
    session: &Session,
    id: i64,
    body: ClassBody,
) -> AppResult<ClassRow> {
    let found = db::classes::find(&state.db, id)
        .await?
        .ok_or_else(not_found)?;
    let fields = body.parse(found.course_id)?;
    check_teacher(state, fields.teacher_id).await?;
    let work = Work::by(state, session.actor()).await?;
    let class = db::classes::lock(&work.tx, id)
        .await?
        .ok_or_else(not_found)?;
    let members = db::classes::member_count(&work.tx, id).await?;
    if i64::from(fields.capacity) < members {
        return Err(AppError::field(
            "capacity",
            refusals::CLASS_CAPACITY_BELOW_MEMBERS.with("count", members),
        ));
    }
    let before = summary(&ClassFields {
        course_id: class.course_id,
        name: class.name,
        starts_on: class.starts_on,
        ends_on: class.ends_on,
        teacher_id: class.teacher_id,
        place: class.place,
        capacity: class.capacity,
    });
    let after = summary(&fields);
    db::classes::update(&work.tx, id, fields, work.now).await?;
    db::classes::event(
        &work.tx,
        id,
        &work.actor,
        "update",
        None,
        Some(format!("{before} → {after}")),
        work.now,
    )
    .await?;
    work.commit().await?;
    class_row(db::classes::row(&state.db, id).await?)
}

/// Deletes a class that holds no learner (its learners' records stay theirs).
pub async fn delete(state: &AppState, session: &Session, id: i64) -> AppResult<()> {
    let work = Work::by(state, session.actor()).await?;
    let class = db::classes::lock(&work.tx, id)
        .await?
        .ok_or_else(not_found)?;
    if db::classes::member_count(&work.tx, id).await? > 0 {
        return Err(AppError::Conflict {
            field: "id",
            message: refusals::CLASS_NOT_EMPTY.into(),
        });
    }
    db::classes::delete(&work.tx, id).await?;
    let entry = Entry::new(Kind::Deletion, "删除班级", Object::Class, Some(id));
    work.audit(entry.label(&class.name)).await?;
    work.commit().await?;
    tracing::info!(class_id = id, by = session.user_id, "class deleted");
    Ok(())
}

/// Where a learner stands in a course: hours credited (学时), the exam result, passed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Standing {
    /// 学时 credited by the study ledger.
    pub periods: i64,
    /// The best result of the course's exams (by each exam's grading method).
    pub score: Option<i32>,
    /// A result at its exam's pass mark.
    pub passed: bool,
}

/// The standings of these learners in a course (a few queries whatever their number), and the
/// course's required 学时.
pub async fn standings(
    state: &AppState,
    course_id: i64,
    users: &[i64],
) -> AppResult<(HashMap<i64, Standing>, i64)> {
    let credited = db::study::credited_of_users(&state.db, course_id, users).await?;
    let period = super::settings::study_period_minutes(state).await?.max(1);
    let mut out: HashMap<i64, Standing> = users
        .iter()
        .map(|&u| {
            let ms = credited.get(&u).copied().unwrap_or(0);
            (
                u,
                Standing {
                    periods: ms / 60_000 / period,
                    ..Standing::default()
                },
            )
        })
        .collect();
    for exam in db::exams::of_course(&state.db, course_id).await? {
        let attempts = db::exams::attempts_of_users(&state.db, exam.id, users).await?;
        let mut by_user: HashMap<i64, Vec<db::exams::RecordSummary>> = HashMap::new();
        for a in attempts {
            by_user.entry(a.user_id).or_default().push(a);
        }
        for (user, records) in by_user {
            let Some(score) = exam.grading().result(&db::exams::scored(&records)) else {
                continue;
            };
            let passed = score >= exam.pass();
            if let Some(s) = out.get_mut(&user)
                && s.score
                    .is_none_or(|best| (passed, score) > (s.passed, best))
            {
                s.score = Some(score);
                s.passed = passed;
            }
        }
    }
    let required = i64::from(
        super::study::rules_of(state, course_id)
            .await?
            .required_periods,
    );
    Ok((out, required))
}

/// A learner of a class as the list and the roster show them.
#[derive(Clone, Debug)]
pub struct Member {
    pub user_id: i64,
    pub username: String,
    pub name: String,
    pub gender: String,
    /// Full or masked after the caller's permissions.
    pub id_card: String,
    pub phone: String,
    pub education: String,
    pub work_unit: String,
    pub source: String,
    pub added_at: i64,
    pub status: Option<Status>,
    pub application_id: Option<i64>,
    pub standing: Standing,
    /// Passed: the exam's pass mark, or recorded by staff on the application.
    pub passed: bool,
    pub certificate_number: Option<String>,
}

/// A value of the account, else of the application form.
pub(crate) fn either(account: Option<String>, form: &str) -> String {
    account
        .filter(|v| !v.trim().is_empty())
        .unwrap_or_else(|| form.trim().to_string())
}

fn member(row: MemberRow, standing: Standing, full: bool) -> Member {
    let form: ApplicationForm = row
        .form
        .as_deref()
        .and_then(|f| serde_json::from_str(f).ok())
        .unwrap_or_default();
    let id_card = either(row.id_card.map(|card| card.0), &form.id_number);
    let phone = either(row.phone, &form.phone);
    let passed = standing.passed || row.exam_completed == Some(true);
    Member {
        user_id: row.user_id,
        name: either(row.name, &form.name),
        username: row.username,
        gender: either(row.gender, &form.gender),
        id_card: if full || id_card.is_empty() {
            id_card
        } else {
            masked_id_card(&id_card)
        },
        phone: if full || phone.is_empty() {
            phone
        } else {
            masked_phone(&phone)
        },
        education: either(row.education, &form.education),
        work_unit: either(row.work_unit, ""),
        source: row.source,
        added_at: row.added_at,
        status: row.status.and_then(Status::from_code),
        application_id: row.application_id,
        standing,
        passed,
        certificate_number: row
            .certificate_number
            .filter(|_| row.certificate_issued == Some(true)),
    }
}

/// A class with its learners.
pub struct ClassDetail {
    pub class: ClassRow,
    pub members: Vec<Member>,
    /// The course's required 学时.
    pub required_periods: i64,
    /// The ID numbers and phones are shown in full.
    pub full_identity: bool,
}

/// A class and its learners, each with status, hours, result and certificate.
pub async fn detail(state: &AppState, session: &Session, id: i64) -> AppResult<ClassDetail> {
    let class = readable(state, session, id).await?;
    let row = class_row(db::classes::row(&state.db, id).await?)?;
    let rows = db::classes::members(&state.db, id).await?;
    let users: Vec<i64> = rows.iter().map(|r| r.user_id).collect();
    let (mut standings, required_periods) = standings(state, class.course_id, &users).await?;
    let full = reads_identity(session);
    let members = rows
        .into_iter()
        .map(|r| {
            let standing = standings.remove(&r.user_id).unwrap_or_default();
            member(r, standing, full)
        })
        .collect();
    Ok(ClassDetail {
        class: row,
        members,
        required_periods,
        full_identity: full,
    })
}

/// A class's trail, newest first.
pub async fn events(state: &AppState, session: &Session, id: i64) -> AppResult<Vec<EventRow>> {
    readable(state, session, id).await?;
    Ok(db::classes::events(&state.db, id).await?)
}

/// A learner who could join a class.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub user_id: i64,
    pub username: String,
    pub name: String,
    /// Masked.
    pub phone: String,
    pub status: Option<Status>,
    /// The class of the course they are in already.
    pub placed_in: Option<String>,
}

/// Learners who could join a class: the course's applicants (enrolled first) when `q` is
/// empty, else the learners whose name, username or phone contains it (at most 50).
pub async fn candidates(
    state: &AppState,
    session: &Session,
    id: i64,
    q: Option<&str>,
) -> AppResult<Vec<Candidate>> {
    let class = readable(state, session, id).await?;
    let q = q.map(str::trim).filter(|q| !q.is_empty());
    if !reads_identity(session) {
        super::limits::phone_lookup(state, session.user_id, q).await?;
    }
    let rows = db::classes::candidates(&state.db, class.course_id, q, 50).await?;
    let users: Vec<i64> = rows.iter().map(|r| r.user_id).collect();
    let placed: HashMap<i64, String> = db::classes::placed(&state.db, class.course_id, &users)
        .await?
        .into_iter()
        .collect();
    Ok(rows
        .into_iter()
        .map(|r| Candidate {
            placed_in: placed.get(&r.user_id).cloned(),
            user_id: r.user_id,
            name: r.name.unwrap_or_default(),
            phone: r.phone.as_deref().map(masked_phone).unwrap_or_default(),
            username: r.username,
            status: r.status.and_then(Status::from_code),
        })
        .collect())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassMembersBody {
    /// The learners to add (1–1000).
    pub user_ids: Option<Vec<i64>>,
    pub source: Option<ClassSource>,
}

/// Puts learners in a class within `work`: each must be a learner account, none in another class
/// of the course (409 naming them), and the class must have the seats. Answers how many joined.
pub async fn add_in(
    work: &mut Work<'_>,
    class_id: i64,
    users: &[i64],
    source: ClassSource,
    by: i64,
) -> AppResult<usize> {
    let class = db::classes::lock(&work.tx, class_id)
        .await?
        .ok_or_else(not_found)?;
    let mut users = users.to_vec();
    users.sort_unstable();
    users.dedup();
    let in_this = db::classes::members_among(&work.tx, class.id, &users).await?;
    users.retain(|u| !in_this.contains(u));
    let conflicts = db::classes::placed(&work.tx, class.course_id, &users).await?;
    if !conflicts.is_empty() {
        let ids: Vec<i64> = conflicts.iter().map(|(u, _)| *u).collect();
        let names = db::users::display_names(&work.tx, &ids).await?;
        let listed: Vec<String> = conflicts
            .iter()
            .take(5)
            .map(|(u, class)| format!("{}（{class}）", names.get(u).cloned().unwrap_or_default()))
            .collect();
        return Err(AppError::Conflict {
            field: "userIds",
            message: refusals::CLASS_LEARNER_PLACED.with("learners", listed.join("、")),
        });
    }
    let learners = db::users::learner_ids(&work.tx, &users).await?;
    if learners.len() != users.len() {
        return Err(AppError::field("userIds", refusals::CLASS_LEARNER_INVALID));
    }
    let count = db::classes::member_count(&work.tx, class.id).await?;
    if count + users.len() as i64 > i64::from(class.capacity) {
        return Err(AppError::Conflict {
            field: "userIds",
            message: refusals::CLASS_FULL
                .with("capacity", class.capacity)
                .with("free", (i64::from(class.capacity) - count).max(0)),
        });
    }
    db::classes::add(&work.tx, &class, &users, source.name(), by, work.now).await?;
    if !users.is_empty() {
        db::classes::event(
            &work.tx,
            class.id,
            &work.actor,
            "add",
            None,
            Some(format!("{}：{} 人", source_label(source), users.len())),
            work.now,
        )
        .await?;
    }
    Ok(users.len())
}

fn source_label(source: ClassSource) -> &'static str {
    match source {
        ClassSource::Application => "从报名中添加",
        ClassSource::Search => "搜索添加",
        ClassSource::Import => "批量导入",
    }
}

/// Puts learners in a class (class:manage). Answers how many joined (those in it already are
/// skipped).
pub async fn add_members(
    state: &AppState,
    session: &Session,
    id: i64,
    body: ClassMembersBody,
) -> AppResult<usize> {
    let users = body.user_ids.unwrap_or_default();
    if users.is_empty() || users.len() > ADD_MAX {
        return Err(AppError::field("userIds", refusals::CLASS_MEMBERS_COUNT));
    }
    let mut work = Work::by(state, session.actor()).await?;
    let added = add_in(
        &mut work,
        id,
        &users,
        body.source.unwrap_or(ClassSource::Search),
        session.user_id,
    )
    .await?;
    work.commit().await?;
    tracing::info!(
        class_id = id,
        added,
        by = session.user_id,
        "learners added to a class"
    );
    Ok(added)
}

/// Takes a learner out of a class (their records stay).
pub async fn remove_member(
    state: &AppState,
    session: &Session,
    id: i64,
    user_id: i64,
) -> AppResult<()> {
    let work = Work::by(state, session.actor()).await?;
    db::classes::lock(&work.tx, id)
        .await?
        .ok_or_else(not_found)?;
    if !db::classes::remove(&work.tx, id, user_id).await? {
        return Err(AppError::NotFound(refusals::CLASS_MEMBER_NOT_FOUND.into()));
    }
    db::classes::event(
        &work.tx,
        id,
        &work.actor,
        "remove",
        Some(user_id),
        None,
        work.now,
    )
    .await?;
    work.commit().await?;
    Ok(())
}

/// The roster's columns (花名册) as training authorities ask for them.
pub const ROSTER_COLUMNS: [(&str, f64); 11] = [
    ("序号", 6.0),
    ("姓名", 10.0),
    ("性别", 6.0),
    ("身份证号", 22.0),
    ("手机号", 14.0),
    ("学历", 8.0),
    ("工作单位", 28.0),
    ("学时", 8.0),
    ("考试成绩", 10.0),
    ("是否合格", 10.0),
    ("证书编号", 22.0),
];

/// 合格 / 不合格, or blank while there is no result.
pub fn pass_label(m: &Member) -> &'static str {
    match (m.passed, m.standing.score) {
        (true, _) => "合格",
        (false, Some(_)) => "不合格",
        (false, None) => "",
    }
}

/// The roster's rows, one per learner in the class's order.
pub fn roster_rows(members: &[Member]) -> Vec<Vec<crate::documents::sheet::Cell>> {
    use crate::documents::sheet::Cell;
    members
        .iter()
        .enumerate()
        .map(|(i, m)| {
            vec![
                Cell::from(i as i64 + 1),
                m.name.as_str().into(),
                m.gender.as_str().into(),
                m.id_card.as_str().into(),
                m.phone.as_str().into(),
                m.education.as_str().into(),
                m.work_unit.as_str().into(),
                Cell::from(m.standing.periods),
                match m.standing.score {
                    Some(s) => Cell::from(i64::from(s)),
                    None => "".into(),
                },
                pass_label(m).into(),
                m.certificate_number.as_deref().unwrap_or("").into(),
            ]
        })
        .collect()
}

/// The class's roster as a workbook (花名册-班级名.xlsx); ID numbers and phones in full only for
/// those who read them elsewhere. The download is recorded in the class's trail.
pub async fn roster(state: &AppState, session: &Session, id: i64) -> AppResult<(String, Vec<u8>)> {
    let detail = detail(state, session, id).await?;
    let rows = roster_rows(&detail.members);
    let bytes = tokio::task::spawn_blocking(move || {
        crate::documents::sheet::build("花名册", &ROSTER_COLUMNS, rows)
    })
    .await
    .map_err(anyhow::Error::from)??;
    exported(state, session, id, "花名册", detail.full_identity).await?;
    Ok((format!("花名册-{}.xlsx", detail.class.name), bytes))
}

/// Records a download of a class's personal data in its trail.
pub(crate) async fn exported(
    state: &AppState,
    session: &Session,
    id: i64,
    what: &str,
    full: bool,
) -> AppResult<()> {
    let detail = if full {
        format!("{what}（含完整身份证号）")
    } else {
        format!("{what}（身份证号已隐藏）")
    };
    let work = Work::by(state, session.actor()).await?;
    db::classes::event(
        &work.tx,
        id,
        &work.actor,
        "export",
        None,
        Some(detail),
        work.now,
    )
    .await?;
    work.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn learner(name: &str, score: Option<i32>, passed: bool, certificate: Option<&str>) -> Member {
        Member {
            user_id: 1,
            username: "u1".into(),
            name: name.into(),
            gender: "女".into(),
            id_card: "1101**********4514".into(),
            phone: "138****1111".into(),
            education: "高中".into(),
            work_unit: "某建筑公司".into(),
            source: "import".into(),
            added_at: 0,
            status: Some(Status::Enrolled),
            application_id: Some(3),
            standing: Standing {
                periods: 48,
                score,
                passed,
            },
            passed,
            certificate_number: certificate.map(str::to_string),
        }
    }

    fn text(cell: &crate::documents::sheet::Cell) -> String {
        match cell {
            crate::documents::sheet::Cell::Text(t) => t.clone(),
            crate::documents::sheet::Cell::Number(n) => n.to_string(),
        }
    }

    #[test]
    fn the_roster_has_the_authorities_columns_in_their_order() {
        let titles: Vec<&str> = ROSTER_COLUMNS.iter().map(|(t, _)| *t).collect();
        assert_eq!(
            titles,
            [
                "序号",
                "姓名",
                "性别",
                "身份证号",
                "手机号",
                "学历",
                "工作单位",
                "学时",
                "考试成绩",
                "是否合格",
                "证书编号"
            ]
        );
        let rows = roster_rows(&[
            learner("张三", Some(86), true, Some("ZS-2026-001")),
            learner("李四", Some(40), false, None),
            learner("王五", None, false, None),
        ]);
        let first: Vec<String> = rows[0].iter().map(text).collect();
        assert_eq!(
            first,
            [
                "1",
                "张三",
                "女",
                "1101**********4514",
                "138****1111",
                "高中",
                "某建筑公司",
                "48",
                "86",
                "合格",
                "ZS-2026-001"
            ]
        );
        assert_eq!(text(&rows[1][9]), "不合格");
        assert_eq!(
            (text(&rows[2][8]), text(&rows[2][9])),
            (String::new(), String::new())
        );
        assert_eq!(text(&rows[2][0]), "3");
    }
}

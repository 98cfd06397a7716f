//! Learners imported in bulk (user:manage): the .xlsx template; an upload read into a preview
//! where every row is checked by the account rules (`domain::learner_import`) and against the
//! accounts that exist; then a commit of all rows or none — the accounts (student, each with a
//! random initial password to change at the first login), optionally their enrolment in a course
//! at a chosen status and their places in a class (class:manage), and the record of the import.
//! The initial passwords are sent by SMS through the configured sender after the commit, or
//! answered once for a printable sheet; they are kept nowhere.

use serde::{Deserialize, Serialize};

use crate::auth::{Session, password};
use crate::db;
use crate::db::classes::{Class, ImportRow, NewImport};
use crate::db::files::FileRecord;
use crate::db::users::NewLearner;
use crate::documents::question_files::ReadError;
use crate::documents::sheet;
use crate::domain::calendar::date_of_ms;
use crate::domain::enrolment::{ApplicationForm, Status};
use crate::domain::learner_import::{self as rows, COLUMNS, IMPORT_MAX, Learner, Row, RowErrors};
use crate::domain::page::Page;
use crate::domain::roles::perm;
use crate::domain::upload;
use crate::error::{AppError, AppResult};
use crate::refusals::{self, Message};
use crate::service::AppState;
use crate::service::caches::Change;
use crate::service::classes::{self, ClassSource};
use crate::service::limits::LEARNER_IMPORT;
use crate::service::work::Work;
use crate::sms::{INITIAL_PASSWORD, SentMessage};

/// The template: the columns, an example row and how to fill it in.
pub fn template() -> AppResult<Vec<u8>> {
    let widths = [12.0, 16.0, 22.0, 8.0, 10.0, 30.0, 26.0];
    let columns: Vec<(&str, f64)> = COLUMNS.iter().copied().zip(widths).collect();
    Ok(sheet::template(
        rows::SHEET,
        &columns,
        &[
            "张三",
            "13800001111",
            "110101199003074514",
            "男",
            "高中",
            "某某建筑工程有限公司",
            "",
        ],
        &[
            "每行一名学员，第一行为表头，请勿改动列名；示例行导入前请删除。",
            "姓名、手机号、身份证号必填；性别、学历、工作单位、邮箱选填。",
            "手机号：11 位大陆手机号；登录名为手机号，每个手机号只能有一个账号。",
            "身份证号：18 位（末位可为 X）或 15 位；校验位和出生日期会被核对。本表各列已设为文本格式，请勿改为数字格式，否则长号码会丢失末几位。",
            "性别：男 或 女，不填时按身份证号判定；与身份证号不符的行会被指出。",
            "学历：小学、初中、高中、中专、大专、本科、研究生 之一。",
            "上传后先预览：每行的错误都会列出；有任何一行错误时不会导入任何学员。",
            "每名新学员获得一个随机初始密码（短信发送或打印），首次登录须修改。",
            "一次最多 5000 名学员。",
        ],
    )?)
}

/// Where the imported learners go.
#[derive(Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LearnerImportBody {
    /// A file the caller uploaded with source `learner-import` (.xlsx).
    pub file_id: Option<i64>,
    /// Put every learner in this class (class:manage); its course is the course.
    pub class_id: Option<i64>,
    /// Enrol every learner in this course (class:manage).
    pub course_id: Option<i64>,
    /// The enrolment's status: 2 approved (awaiting payment) or 4 enrolled (default).
    pub status: Option<i16>,
    /// How the initial passwords reach the learners: `sms` (sent to each phone) or `sheet`
    /// (answered once, for printing). Required to commit.
    pub delivery: Option<PasswordDelivery>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum PasswordDelivery {
    Sms,
    Sheet,
}

impl PasswordDelivery {
    fn name(self) -> &'static str {
        match self {
            Self::Sms => "sms",
            Self::Sheet => "sheet",
        }
    }
}

/// The class and course of an import, checked.
struct Target {
    class: Option<Class>,
    course: Option<(i64, String)>,
    status: Status,
}

async fn target(
    state: &AppState,
    session: &Session,
    body: &LearnerImportBody,
) -> AppResult<Target> {
    if body.class_id.is_none() && body.course_id.is_none() {
        return Ok(Target {
            class: None,
            course: None,
            status: Status::Enrolled,
        });
    }
    if !session.can(perm::CLASS_MANAGE) {
        return Err(AppError::Forbidden(
            refusals::IMPORT_TARGET_FORBIDDEN.into(),
        ));
    }
    let class = match body.class_id {
        Some(id) => Some(
            db::classes::find(&state.db, id)
                .await?
                .ok_or_else(|| AppError::field("classId", refusals::CLASS_NOT_FOUND))?,
        ),
        None => None,
    };
    let course_id = match (&class, body.course_id) {
        (Some(c), Some(course)) if c.course_id != course => {
            return Err(AppError::field(
                "courseId",
                refusals::IMPORT_CLASS_COURSE_MISMATCH,
            ));
        }
        (Some(c), _) => c.course_id,
        (None, Some(course)) => course,
        (None, None) => unreachable!("one of them is given"),
    };
    let course = db::courses::find(&state.db, course_id)
        .await?
        .ok_or_else(|| AppError::field("courseId", refusals::CLASS_COURSE_REQUIRED))?;
    let status = match body.status {
        None | Some(4) => Status::Enrolled,
        Some(2) => Status::Approved,
        Some(_) => return Err(AppError::field("status", refusals::IMPORT_STATUS_INVALID)),
    };
    // Enrolling directly stands for the desks' decisions: the caller must hold the one it skips
    // (no delegation of what one does not hold).
    let decides = match status {
        Status::Enrolled => perm::PAYMENT_REVIEW,
        _ => perm::MATERIAL_REVIEW,
    };
    if !session.can(decides) {
        return Err(AppError::Forbidden(
            refusals::IMPORT_STATUS_FORBIDDEN.into(),
        ));
    }
    Ok(Target {
        class,
        course: Some((course.id, course.name)),
        status,
    })
}

/// Reads the uploaded template into rows (off the async threads).
async fn read_file(
    state: &AppState,
    session: &Session,
    file_id: Option<i64>,
) -> AppResult<(FileRecord, Vec<Row>)> {
    let Some(file_id) = file_id else {
        return Err(AppError::field("fileId", refusals::FILE_MISSING));
    };
    let record = super::files::readable(state, file_id, session).await?;
    if record.source != upload::LEARNER_IMPORT || record.owner_id != Some(session.user_id) {
        return Err(AppError::field("fileId", refusals::IMPORT_FILE_SOURCE));
    }
    let bytes = state
        .storage
        .read_all(&record.sha256)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::FILE_NOT_FOUND.into()))?;
    let read = tokio::task::spawn_blocking(move || -> Result<Option<Vec<Row>>, ReadError> {
        let mut all = sheet::read(&bytes, rows::SHEET)?
            .into_iter()
            .skip_while(|(_, cells)| cells.iter().all(|c| c.trim().is_empty()));
        let Some(columns) = all
            .next()
            .and_then(|(_, header)| rows::header_columns(&header))
        else {
            return Ok(None);
        };
        Ok(Some(
            all.filter_map(|(at, cells)| rows::read_row(&columns, &cells, at))
                .take(IMPORT_MAX + 1)
                .collect(),
        ))
    })
    .await
    .map_err(anyhow::Error::from)?;
    let found = match read {
        Err(ReadError::Unreadable) => {
            return Err(AppError::field("fileId", refusals::IMPORT_FILE_INVALID));
        }
        Ok(None) => return Err(AppError::field("fileId", refusals::IMPORT_NO_HEADER)),
        Ok(Some(found)) => found,
    };
    if found.is_empty() {
        return Err(AppError::field("fileId", refusals::IMPORT_EMPTY));
    }
    if found.len() > IMPORT_MAX {
        return Err(AppError::field(
            "fileId",
            refusals::IMPORT_TOO_MANY.with("max", IMPORT_MAX),
        ));
    }
    Ok((record, found))
}

/// A row as the preview shows it.
pub struct RowReport {
    pub at: usize,
    pub name: String,
    pub phone: String,
    pub id_card: String,
    pub gender: String,
    pub errors: RowErrors,
}

/// Every row checked: by the rules, against the rows above it and against existing accounts.
async fn check_all(
    state: &AppState,
    found: Vec<Row>,
) -> AppResult<Vec<(Row, Result<Learner, RowErrors>)>> {
    let today = date_of_ms(state.clock.now_ms());
    let mut checked: Vec<(Row, Result<Learner, RowErrors>)> = found
        .into_iter()
        .map(|row| {
            let result = rows::check(&row, &today);
            (row, result)
        })
        .collect();
    let all_rows: Vec<Row> = checked.iter().map(|(r, _)| r.clone()).collect();
    for (i, field, message) in rows::duplicates(&all_rows) {
        add_error(&mut checked[i].1, field, message);
    }
    let values = |f: fn(&Row) -> String| -> Vec<String> {
        all_rows.iter().map(f).filter(|v| !v.is_empty()).collect()
    };
    let phones = values(|r| r.phone.clone());
    let usernames: Vec<String> = phones.iter().map(|p| format!("u{p}")).collect();
    let taken = db::users::taken(
        &state.db,
        &phones,
        &values(|r| r.id_card.clone()),
        &values(|r| r.email.to_lowercase()),
        &usernames,
    )
    .await?;
    for (row, result) in &mut checked {
        if taken.phones.contains(&row.phone) || taken.usernames.contains(&format!("u{}", row.phone))
        {
            add_error(result, "phone", refusals::IMPORT_PHONE_TAKEN.into());
        }
        if taken.id_cards.contains(&row.id_card) {
            add_error(result, "idCard", refusals::IMPORT_ID_CARD_TAKEN.into());
        }
        if !row.email.is_empty() && taken.emails.contains(&row.email.to_lowercase()) {
            add_error(result, "email", refusals::IMPORT_EMAIL_TAKEN.into());
        }
    }
    Ok(checked)
}

/// Adds an error to a row (the first error of a field stays).
fn add_error(result: &mut Result<Learner, RowErrors>, field: &'static str, message: Message) {
    match result {
        Ok(_) => *result = Err(vec![(field, message)]),
        Err(errors) if !errors.iter().any(|(f, _)| *f == field) => errors.push((field, message)),
        Err(_) => {}
    }
}

/// What an import would do, or did.
pub struct Preview {
    pub rows: Vec<RowReport>,
    pub errors: usize,
    pub class_name: Option<String>,
    pub course_name: Option<String>,
    pub status: Option<Status>,
    /// Seats left in the class.
    pub seats_left: Option<i64>,
}

/// Reads an upload and checks every row without writing anything.
pub async fn preview(
    state: &AppState,
    session: &Session,
    body: LearnerImportBody,
) -> AppResult<Preview> {
    LEARNER_IMPORT
        .take(state, &session.user_id.to_string())
        .await?;
    let target = target(state, session, &body).await?;
    let (_, found) = read_file(state, session, body.file_id).await?;
    let checked = check_all(state, found).await?;
    let seats_left = match &target.class {
        Some(c) => Some(i64::from(c.capacity) - db::classes::member_count(&state.db, c.id).await?),
        None => None,
    };
    let errors = checked.iter().filter(|(_, r)| r.is_err()).count();
    Ok(Preview {
        errors,
        rows: checked
            .into_iter()
            .map(|(row, result)| RowReport {
                at: row.at,
                name: row.name,
                phone: row.phone,
                id_card: row.id_card,
                gender: match &result {
                    Ok(l) => l.gender.clone(),
                    Err(_) => row.gender,
                },
                errors: result.err().unwrap_or_default(),
            })
            .collect(),
        class_name: target.class.map(|c| c.name),
        status: target.course.as_ref().map(|_| target.status),
        course_name: target.course.map(|(_, name)| name),
        seats_left,
    })
}

/// A new account as the import answers it.
pub struct Created {
    pub at: usize,
    pub user_id: i64,
    pub name: String,
    pub username: String,
    pub phone: String,
    /// The initial password: only when it is to be printed (answered this once).
    pub password: Option<String>,
}

pub struct Committed {
    pub import: ImportRow,
    pub accounts: Vec<Created>,
}

/// Imports every row or none: the accounts, their enrolment and class, the record. With
/// `delivery: sms` the initial passwords are sent after the commit.
pub async fn commit(
    state: &AppState,
    session: &Session,
    body: LearnerImportBody,
) -> AppResult<Committed> {
    LEARNER_IMPORT
        .take(state, &session.user_id.to_string())
        .await?;
    let delivery = body
        .delivery
        .ok_or_else(|| AppError::field("delivery", refusals::IMPORT_DELIVERY_INVALID))?;
    let target = target(state, session, &body).await?;
    let (file, found) = read_file(state, session, body.file_id).await?;
    let row_count = found.len();
    let checked = check_all(state, found).await?;
    let errors = checked.iter().filter(|(_, r)| r.is_err()).count();
    if errors > 0 {
        return Err(AppError::field(
            "fileId",
            refusals::IMPORT_HAS_ERRORS.with("count", errors),
        ));
    }
    let learners: Vec<Learner> = checked.into_iter().filter_map(|(_, r)| r.ok()).collect();
    let passwords: Vec<String> = learners
        .iter()
        .map(|_| rows::initial_password(|n| rand::random_range(0..n)))
        .collect();
    // Hashing takes a few seconds for thousands of accounts: before the transaction.
    let hashes = password::hash_initial(passwords.clone()).await?;
    let mut work = Work::by(state, session.actor()).await?;
    let new: Vec<NewLearner> = learners
        .iter()
        .zip(hashes)
        .map(|(l, password_hash)| NewLearner {
            username: rows::username_for(&l.phone),
            learner: l.clone(),
            password_hash,
        })
        .collect();
    let ids = db::users::insert_learners(&work.tx, new, work.now)
        .await
        .map_err(|err| AppError::unique_field(err, &super::accounts::ACCOUNT_UNIQUE))?;
    work.changed(Change::AccountCreated { user: None });
    if let Some((course_id, _)) = &target.course {
        let forms: Vec<(i64, String)> = ids
            .iter()
            .zip(&learners)
            .map(|(id, l)| (*id, form_of(l)))
            .collect();
        let reason = format!("批量导入（{}）", file.name);
        db::applications::import_many(
            &work.tx,
            *course_id,
            &forms,
            target.status == Status::Enrolled,
            session.user_id,
            &reason,
            work.now,
        )
        .await?;
        for id in &ids {
            work.changed(Change::Enrolment { learner: *id });
        }
    }
    if let Some(class) = &target.class {
        classes::add_in(
            &mut work,
            class.id,
            &ids,
            ClassSource::Import,
            session.user_id,
        )
        .await?;
    }
    let record = db::classes::record_import(
        &work.tx,
        &work.actor,
        NewImport {
            file_id: file.id,
            file_name: file.name.clone(),
            row_count: row_count as i32,
            created_count: ids.len() as i32,
            class_id: target.class.as_ref().map(|c| c.id),
            course_id: target.course.as_ref().map(|(id, _)| *id),
            status: target.course.as_ref().map(|_| target.status.code()),
            delivery: delivery.name(),
        },
        work.now,
    )
    .await?;
    work.commit().await?;
    tracing::info!(
        import_id = record.id,
        accounts = ids.len(),
        by = session.user_id,
        "learners imported"
    );
    if delivery == PasswordDelivery::Sms {
        // Sent after the answer, one after the other, so a slow gateway holds no request; a send
        // that fails is logged (the account stands: an administrator can reset its password).
        let sms = state.sms.clone();
        let clock = state.clock.clone();
        let messages: Vec<(String, String)> = learners
            .iter()
            .zip(&passwords)
            .map(|(l, p)| (l.phone.as_str().to_string(), p.clone()))
            .collect();
        tokio::spawn(async move {
            for (phone, password) in messages {
                let message = SentMessage {
                    phone,
                    purpose: INITIAL_PASSWORD.into(),
                    code: password,
                    sent_at: clock.now_ms(),
                };
                if let Err(err) = sms.send(message).await {
                    tracing::warn!(error = %err, "initial password not sent");
                }
            }
        });
    }
    let import = db::classes::import_row(&state.db, record.id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::IMPORT_NOT_FOUND.into()))?;
    Ok(Committed {
        import,
        accounts: learners
            .into_iter()
            .zip(ids)
            .zip(passwords)
            .map(|((l, user_id), password)| Created {
                at: l.at,
                user_id,
                username: rows::username_for(&l.phone),
                name: l.name,
                phone: l.phone.into_string(),
                password: (delivery == PasswordDelivery::Sheet).then_some(password),
            })
            .collect(),
    })
}

/// The application form of an imported learner: what the row gives.
fn form_of(l: &Learner) -> String {
    let form = ApplicationForm {
        name: l.name.clone(),
        gender: l.gender.clone(),
        birth: l.birth_date.clone(),
        id_type: "居民身份证".into(),
        id_number: l.id_card.as_str().to_string(),
        phone: l.phone.as_str().to_string(),
        education: l.education.clone().unwrap_or_default(),
        ..ApplicationForm::default()
    };
    serde_json::to_string(&form).unwrap_or_else(|_| "{}".into())
}

/// The imports, newest first.
pub async fn list(state: &AppState, page: Page) -> AppResult<(Vec<ImportRow>, u64)> {
    Ok(db::classes::imports(&state.db, page).await?)
}

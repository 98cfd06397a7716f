//! Uploaded files: their records (the bytes are in `Storage`).

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseBackend, EntityTrait, FromQueryResult,
    PaginatorTrait, QueryFilter, QuerySelect, Set, TransactionSession, TransactionTrait, Value,
};

use super::entity::{file, user};
use super::{DbResult, statement};
use crate::domain::page::Page;

pub use file::Model as FileRecord;

pub struct NewFile<'a> {
    pub sha256: &'a str,
    pub name: &'a str,
    pub size: i64,
    pub mime: &'a str,
    pub source: &'a str,
    pub public: bool,
    pub owner_id: i64,
    pub duration_ms: Option<i64>,
}

pub async fn insert(db: &impl ConnectionTrait, new: NewFile<'_>, now: i64) -> DbResult<FileRecord> {
    Ok(file::ActiveModel {
        sha256: Set(new.sha256.into()),
        name: Set(new.name.into()),
        size: Set(new.size),
        mime: Set(new.mime.into()),
        source: Set(new.source.into()),
        public: Set(new.public),
        owner_id: Set(Some(new.owner_id)),
        duration_ms: Set(new.duration_ms),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

/// How many bytes of private files an account owns (every record counts, as uploaded).
pub async fn private_bytes_of(db: &impl ConnectionTrait, owner_id: i64) -> DbResult<i64> {
    super::count(
        db,
        "SELECT CAST(COALESCE(SUM(size), 0) AS BIGINT) AS n FROM files WHERE owner_id = $1 AND public = $2",
        vec![owner_id.into(), false.into()],
    )
    .await
}

/// Records an upload of a private file unless its owner's private files would then take more
/// than `quota` bytes (`Ok(Err(bytes already used))`). One write transaction that holds the
/// owner's row (PostgreSQL; SQLite's write lock holds everything), so a burst of uploads cannot
/// all pass the check together.
pub async fn insert_within<C: ConnectionTrait + TransactionTrait>(
    db: &C,
    new: NewFile<'_>,
    quota: i64,
    now: i64,
) -> DbResult<Result<FileRecord, i64>> {
    let txn = super::begin_write(db).await?;
    if txn.get_database_backend() == DatabaseBackend::Postgres {
        user::Entity::find_by_id(new.owner_id)
            .lock_exclusive()
            .one(&txn)
            .await?;
    }
    let used = private_bytes_of(&txn, new.owner_id).await?;
    if used + new.size > quota {
        return Ok(Err(used));
    }
    let record = insert(&txn, new, now).await?;
    txn.commit().await?;
    Ok(Ok(record))
}

pub async fn find(db: &impl ConnectionTrait, id: i64) -> DbResult<Option<FileRecord>> {
    Ok(file::Entity::find_by_id(id).one(db).await?)
}

/// The records of some ids (those that exist), in one reading.
pub async fn find_many(db: &impl ConnectionTrait, ids: Vec<i64>) -> DbResult<Vec<FileRecord>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(file::Entity::find()
        .filter(file::Column::Id.is_in(ids))
        .all(db)
        .await?)
}

/// Every record of the same bytes (several users may upload the same file).
pub async fn by_sha(db: &impl ConnectionTrait, sha256: &str) -> DbResult<Vec<FileRecord>> {
    Ok(file::Entity::find()
        .filter(file::Column::Sha256.eq(sha256))
        .all(db)
        .await?)
}

pub async fn count_by_sha(db: &impl ConnectionTrait, sha256: &str) -> DbResult<u64> {
    Ok(file::Entity::find()
        .filter(file::Column::Sha256.eq(sha256))
        .count(db)
        .await?)
}

pub async fn delete(db: &impl ConnectionTrait, id: i64) -> DbResult<()> {
    file::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

/// Private files of a user (deleted with the account).
pub async fn private_of(db: &impl ConnectionTrait, owner_id: i64) -> DbResult<Vec<FileRecord>> {
    Ok(file::Entity::find()
        .filter(file::Column::OwnerId.eq(owner_id))
        .filter(file::Column::Public.eq(false))
        .all(db)
        .await?)
}

/// The file center's filter: a source, a text in the name or the uploader's username or name,
/// and whether private files may be listed.
pub struct FileFilter {
    pub source: Option<String>,
    pub text: Option<String>,
    pub private: bool,
}

/// A file as the file center lists it, with who uploaded it.
#[derive(FromQueryResult)]
pub struct ListedFile {
    pub id: i64,
    pub sha256: String,
    pub name: String,
    pub size: i64,
    pub mime: String,
    pub source: String,
    pub public: bool,
    pub owner_id: Option<i64>,
    pub duration_ms: Option<i64>,
    pub created_at: i64,
    pub uploader: Option<String>,
}

impl ListedFile {
    /// The file's own record (without the uploader).
    pub fn record(&self) -> FileRecord {
        FileRecord {
            id: self.id,
            sha256: self.sha256.clone(),
            name: self.name.clone(),
            size: self.size,
            mime: self.mime.clone(),
            source: self.source.clone(),
            public: self.public,
            owner_id: self.owner_id,
            duration_ms: self.duration_ms,
            created_at: self.created_at,
        }
    }
}

/// A page of files matching the filter, newest first, and how many match.
pub async fn search(
    db: &impl ConnectionTrait,
    f: &FileFilter,
    page: Page,
) -> DbResult<(Vec<ListedFile>, u64)> {
    let mut clauses = vec!["1 = 1".to_string()];
    let mut values: Vec<Value> = Vec::new();
    if !f.private {
        values.push(true.into());
        clauses.push(format!("f.public = ${}", values.len()));
    }
    if let Some(source) = f.source.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        values.push(source.into());
        clauses.push(format!("f.source = ${}", values.len()));
    }
    if let Some(text) = f.text.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        values.push(super::contains_pattern(text).into());
        let n = values.len();
        clauses.push(format!(
            "(LOWER(f.name) LIKE ${n} ESCAPE '\\' OR LOWER(u.username) LIKE ${n} ESCAPE '\\' \
             OR LOWER(u.name) LIKE ${n} ESCAPE '\\')"
        ));
    }
    let from = format!(
        "FROM files f LEFT JOIN users u ON u.id = f.owner_id WHERE {}",
        clauses.join(" AND ")
    );
    let total = db
        .query_one_raw(statement(
            db,
            &format!("SELECT COUNT(*) AS n {from}"),
            values.clone(),
        ))
        .await?
        .map(|row| row.try_get::<i64>("", "n"))
        .transpose()?
        .unwrap_or(0);
    values.push((page.size() as i64).into());
    values.push((page.offset() as i64).into());
    let n = values.len();
    let rows = ListedFile::find_by_statement(statement(
        db,
        &format!(
            "SELECT f.*, COALESCE(u.name, u.username) AS uploader {from} \
             ORDER BY f.id DESC LIMIT ${} OFFSET ${n}",
            n - 1
        ),
        values,
    ))
    .all(db)
    .await?;
    Ok((rows, total as u64))
}

/// Storage in use: files (records) and bytes per source, and the bytes actually stored (each
/// distinct content once).
pub struct Storage {
    pub by_source: Vec<(String, i64, i64)>,
    pub stored_bytes: i64,
}

pub async fn storage(db: &impl ConnectionTrait) -> DbResult<Storage> {
    let rows = db
        .query_all_raw(statement(
            db,
            "SELECT source, COUNT(*) AS n, CAST(COALESCE(SUM(size), 0) AS BIGINT) AS bytes FROM files \
             GROUP BY source ORDER BY source",
            vec![],
        ))
        .await?;
    let mut by_source = Vec::with_capacity(rows.len());
    for row in rows {
        by_source.push((
            row.try_get::<String>("", "source")?,
            row.try_get::<i64>("", "n")?,
            row.try_get::<i64>("", "bytes")?,
        ));
    }
    let stored_bytes = db
        .query_one_raw(statement(
            db,
            "SELECT CAST(COALESCE(SUM(size), 0) AS BIGINT) AS bytes FROM \
             (SELECT sha256, MAX(size) AS size FROM files GROUP BY sha256) s",
            vec![],
        ))
        .await?
        .map(|row| row.try_get::<i64>("", "bytes"))
        .transpose()?
        .unwrap_or(0);
    Ok(Storage {
        by_source,
        stored_bytes,
    })
}

/// Where a file is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UseKind {
    /// A course's cover image.
    Cover,
    /// A lesson's content (its media or an image in its text).
    CourseItem,
    /// A question's text or options.
    Question,
    /// A document or the photo of an enrolment application.
    Document,
    /// The proof of an application's payment.
    PaymentProof,
    /// An administrator setting (the payment QR codes).
    Setting,
    /// A camera still of a study session (evidence until its retention ends).
    Snapshot,
    /// A camera still of an exam attempt (evidence until its retention ends).
    ExamSnapshot,
}

/// One use of a file (of its bytes, `/files/{sha256}`, or of its record's id).
#[derive(Clone, Debug)]
pub struct FileUse {
    pub file_id: i64,
    pub kind: UseKind,
    /// The course (cover, lesson, application) or the question, lesson or application id.
    pub course_id: Option<i64>,
    pub target_id: Option<String>,
    pub label: String,
}

/// Every use of the given files: covers, lessons, questions, settings and applications that
/// name their bytes, applications that name their ids. One query per kind, whatever the count.
pub async fn uses(db: &impl ConnectionTrait, files: &[FileRecord]) -> DbResult<Vec<FileUse>> {
    let mut found = Vec::new();
    if files.is_empty() {
        return Ok(found);
    }
    let mentions = |column: &str, values: &mut Vec<Value>| -> String {
        let any: Vec<String> = files
            .iter()
            .map(|f| {
                values.push(format!("%{}%", f.sha256).into());
                format!("{column} LIKE ${}", values.len())
            })
            .collect();
        format!("({})", any.join(" OR "))
    };
    let by_content = |text: &str,
                      kind: UseKind,
                      course: Option<i64>,
                      target: String,
                      label: &str,
                      found: &mut Vec<FileUse>| {
        for f in files.iter().filter(|f| text.contains(&f.sha256)) {
            found.push(FileUse {
                file_id: f.id,
                kind,
                course_id: course,
                target_id: Some(target.clone()),
                label: label.to_string(),
            });
        }
    };

    let mut values = Vec::new();
    let sql = format!(
        "SELECT id, name, cover FROM courses WHERE {}",
        mentions("cover", &mut values)
    );
    for row in db.query_all_raw(statement(db, &sql, values)).await? {
        let id: i64 = row.try_get("", "id")?;
        let name: String = row.try_get("", "name")?;
        let cover: String = row.try_get("", "cover")?;
        by_content(
            &cover,
            UseKind::Cover,
            Some(id),
            id.to_string(),
            &name,
            &mut found,
        );
    }

    let mut values = Vec::new();
    let sql = format!(
        "SELECT i.id, i.course_id, i.title, i.content, c.name AS course FROM items i \
         JOIN courses c ON c.id = i.course_id WHERE {}",
        mentions("i.content", &mut values)
    );
    for row in db.query_all_raw(statement(db, &sql, values)).await? {
        let id: i64 = row.try_get("", "id")?;
        let course: i64 = row.try_get("", "course_id")?;
        let label = format!(
            "{} · {}",
            row.try_get::<String>("", "course")?,
            row.try_get::<String>("", "title")?
        );
        let content: String = row.try_get("", "content")?;
        by_content(
            &content,
            UseKind::CourseItem,
            Some(course),
            id.to_string(),
            &label,
            &mut found,
        );
    }

    let mut values = Vec::new();
    let sql = format!(
        "SELECT id, content, options FROM questions WHERE {} OR {}",
        mentions("content", &mut values),
        mentions("options", &mut values)
    );
    for row in db.query_all_raw(statement(db, &sql, values)).await? {
        let id: i64 = row.try_get("", "id")?;
        let text = format!(
            "{}{}",
            row.try_get::<String>("", "content")?,
            row.try_get::<String>("", "options")?
        );
        let label: String = row
            .try_get::<String>("", "content")?
            .chars()
            .take(30)
            .collect();
        by_content(
            &text,
            UseKind::Question,
            None,
            id.to_string(),
            &label,
            &mut found,
        );
    }

    let mut values = Vec::new();
    let sql = format!(
        "SELECT \"key\", \"value\" FROM settings WHERE {}",
        mentions("\"value\"", &mut values)
    );
    for row in db.query_all_raw(statement(db, &sql, values)).await? {
        let key: String = row.try_get("", "key")?;
        let value: String = row.try_get("", "value")?;
        by_content(
            &value,
            UseKind::Setting,
            None,
            key.clone(),
            &key,
            &mut found,
        );
    }

    // Applications: the photo in the form names the bytes; documents and the payment proof ids.
    let mut values = Vec::new();
    let mut any = vec![mentions("a.form", &mut values)];
    for f in files {
        values.push(f.id.into());
        any.push(format!("a.payment_proof_id = ${}", values.len()));
        for end in [',', '}'] {
            values.push(format!("%:{}{end}%", f.id).into());
            any.push(format!("a.documents LIKE ${}", values.len()));
        }
    }
    let sql = format!(
        "SELECT a.id, a.course_id, a.form, a.documents, a.payment_proof_id, c.name AS course, \
         COALESCE(u.name, u.username) AS learner FROM applications a \
         JOIN courses c ON c.id = a.course_id JOIN users u ON u.id = a.user_id WHERE {}",
        any.join(" OR ")
    );
    for row in db.query_all_raw(statement(db, &sql, values)).await? {
        let id: i64 = row.try_get("", "id")?;
        let course: i64 = row.try_get("", "course_id")?;
        let label = format!(
            "{} · {}",
            row.try_get::<String>("", "learner")?,
            row.try_get::<String>("", "course")?
        );
        let form: String = row.try_get("", "form")?;
        by_content(
            &form,
            UseKind::Document,
            Some(course),
            id.to_string(),
            &label,
            &mut found,
        );
        let documents: std::collections::BTreeMap<String, i64> =
            serde_json::from_str(&row.try_get::<String>("", "documents")?).unwrap_or_default();
        let proof: Option<i64> = row.try_get("", "payment_proof_id")?;
        for f in files {
            let used = |kind| FileUse {
                file_id: f.id,
                kind,
                course_id: Some(course),
                target_id: Some(id.to_string()),
                label: label.clone(),
            };
            if documents.values().any(|d| *d == f.id) {
                found.push(used(UseKind::Document));
            }
            if proof == Some(f.id) {
                found.push(used(UseKind::PaymentProof));
            }
        }
    }

    // Camera stills of study sessions.
    let mut values = Vec::new();
    let ids: Vec<String> = files
        .iter()
        .map(|f| {
            values.push(f.id.into());
            format!("${}", values.len())
        })
        .collect();
    let sql = format!(
        "SELECT p.file_id, s.id, s.course_id, c.name AS course, \
         COALESCE(u.name, u.username) AS learner FROM study_snapshots p \
         JOIN study_sessions s ON s.id = p.session_id JOIN courses c ON c.id = s.course_id \
         JOIN users u ON u.id = s.user_id WHERE p.file_id IN ({})",
        ids.join(", ")
    );
    for row in db
        .query_all_raw(statement(db, &sql, values.clone()))
        .await?
    {
        let session: i64 = row.try_get("", "id")?;
        found.push(FileUse {
            file_id: row.try_get("", "file_id")?,
            kind: UseKind::Snapshot,
            course_id: Some(row.try_get("", "course_id")?),
            target_id: Some(session.to_string()),
            label: format!(
                "{} · {}",
                row.try_get::<String>("", "learner")?,
                row.try_get::<String>("", "course")?
            ),
        });
    }

    // Camera stills of exam attempts.
    let sql = format!(
        "SELECT p.file_id, r.exam_id, e.title AS exam, e.course_id, \
         COALESCE(u.name, u.username) AS learner FROM exam_snapshots p \
         JOIN exam_records r ON r.id = p.record_id JOIN exams e ON e.id = r.exam_id \
         JOIN users u ON u.id = r.user_id WHERE p.file_id IN ({})",
        ids.join(", ")
    );
    for row in db.query_all_raw(statement(db, &sql, values)).await? {
        let exam: i64 = row.try_get("", "exam_id")?;
        found.push(FileUse {
            file_id: row.try_get("", "file_id")?,
            kind: UseKind::ExamSnapshot,
            course_id: row.try_get("", "course_id")?,
            target_id: Some(exam.to_string()),
            label: format!(
                "{} · {}",
                row.try_get::<String>("", "learner")?,
                row.try_get::<String>("", "exam")?
            ),
        });
    }
    Ok(found)
}

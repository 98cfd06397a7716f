//! Training archives (培训档案): for a learner of a class, one PDF of what the platform holds about
//! their training in the class's course — identity (with the application's photo), the application
//! and its trail, the documents filed, the hours with the study sessions, the exams with their
//! attempts and scores, the certificates. A class's archives come as one .zip, streamed: one
//! learner's PDF is made at a time, so memory stays bounded whatever the class's size.
//!
//! Who: those who may read the class (`classes::readable`); ID numbers, phones, the date of birth
//! and the photo only for user:manage and material:review (the others read the number and phone
//! masked, the year of birth, no photo). Each download is recorded in the class's trail.

use crate::auth::Session;
use crate::db;
use crate::db::classes::Class;
use crate::documents::archive::{ArchiveSheet, Section, archive_pdf};
use crate::documents::zip_stream::{safe, zip_stream};
use crate::domain::calendar::datetime_of_ms;
use crate::domain::enrolment::{ApplicationForm, Status, action_label, documents_for};
use crate::domain::identity::{masked_id_card, masked_phone};
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::classes::{self, either, readable, reads_identity};
use crate::service::{AppState, settings};
use std::collections::HashMap;

/// The most sessions and attempts one archive lists (the newest).
const ROWS_MAX: u64 = 500;

fn time(ms: Option<i64>) -> String {
    ms.map(datetime_of_ms).unwrap_or_default()
}

fn minutes(ms: i64) -> String {
    let m = ms / 60_000;
    if m >= 60 {
        format!("{} 小时 {} 分", m / 60, m % 60)
    } else {
        format!("{m} 分")
    }
}

/// What one learner's archive says.
async fn sheet(
    state: &AppState,
    class: &Class,
    user_id: i64,
    full: bool,
    by: &str,
) -> AppResult<ArchiveSheet> {
    let user = db::users::find(&state.db, user_id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::CLASS_MEMBER_NOT_FOUND.into()))?;
    let course = db::courses::find(&state.db, class.course_id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::CLASS_NOT_FOUND.into()))?;
    let application = db::applications::find(&state.db, user_id, class.course_id).await?;
    let form: ApplicationForm = application
        .as_ref()
        .and_then(|a| serde_json::from_str(&a.form).ok())
        .unwrap_or_default();
    let pick = |account: &Option<String>, form: &str| either(account.clone(), form);
    let id_card = pick(&user.id_card.clone().map(|card| card.0), &form.id_number);
    let phone = pick(&user.phone, &form.phone);
    let name = pick(&user.name, &form.name);
    let identity = vec![
        ("姓名".to_string(), name.clone()),
        ("性别".into(), pick(&user.gender, &form.gender)),
        (
            "身份证号".into(),
            if full || id_card.is_empty() {
                id_card
            } else {
                masked_id_card(&id_card)
            },
        ),
        // With the masked number a full date of birth would give the hidden digits away.
        ("出生日期".into(), {
            let birth = pick(&user.birth_date, &form.birth);
            if full {
                birth
            } else {
                birth.chars().take(4).collect()
            }
        }),
        (
            "手机号".into(),
            if full || phone.is_empty() {
                phone
            } else {
                masked_phone(&phone)
            },
        ),
        ("学历".into(), pick(&user.education, &form.education)),
        (
            "工作单位".into(),
            user.work_unit.clone().unwrap_or_default(),
        ),
        ("账号".into(), user.username.clone()),
    ];
    let mut sections = vec![Section::Fields("基本信息".into(), identity)];
    let mut photo = None;
    let status = db::applications::status(&state.db, user_id, class.course_id).await?;
    match &application {
        Some(a) => {
            // The photo only for those who read the learner's documents anyway.
            if full {
                photo = super::certificates::photo_of(state, a, &form).await?;
            }
            let status = status
                .and_then(Status::from_code)
                .map(Status::label)
                .unwrap_or("未提交");
            sections.push(Section::Fields(
                "报名信息".into(),
                vec![
                    ("报名状态".into(), status.into()),
                    (
                        "报名编号".into(),
                        a.enrolment_number.clone().unwrap_or_default(),
                    ),
                    ("申报职业".into(), form.job.clone()),
                    ("申报等级".into(), form.level.clone()),
                    ("提交时间".into(), time(a.submitted_at)),
                    ("缴费确认".into(), time(a.paid_at)),
                ],
            ));
            let events = db::applications::events(&state.db, a.id).await?;
            let actors: Vec<i64> = events.iter().filter_map(|e| e.actor_id).collect();
            let names = db::users::display_names(&state.db, &actors).await?;
            let label = |code: Option<i16>| {
                code.and_then(Status::from_code)
                    .map(Status::label)
                    .unwrap_or("—")
                    .to_string()
            };
            sections.push(Section::Table {
                heading: "报名审核记录".into(),
                columns: vec![
                    ("时间".into(), 2.2),
                    ("操作".into(), 2.2),
                    ("操作人".into(), 1.6),
                    ("状态".into(), 2.4),
                    ("说明".into(), 3.6),
                ],
                rows: events
                    .iter()
                    .map(|e| {
                        vec![
                            datetime_of_ms(e.at),
                            action_label(&e.action).to_string(),
                            e.actor_id
                                .and_then(|id| names.get(&id).cloned())
                                .unwrap_or_else(|| "系统".into()),
                            format!("{} › {}", label(e.from_status), label(e.to_status)),
                            e.reason.clone().unwrap_or_default(),
                        ]
                    })
                    .collect(),
                empty: "无记录".into(),
            });
            let slots: std::collections::BTreeMap<String, i64> =
                serde_json::from_str(&a.documents).unwrap_or_default();
            let mut documents = Vec::new();
            for slot in documents_for(course.r#type) {
                let file = match slots.get(slot.name) {
                    Some(&id) => db::files::find(&state.db, id).await?,
                    None => None,
                };
                documents.push(vec![
                    slot.label.to_string(),
                    file.as_ref()
                        .map(|f| f.name.clone())
                        .unwrap_or_else(|| "未提交".into()),
                    time(file.as_ref().map(|f| f.created_at)),
                ]);
            }
            sections.push(Section::Table {
                heading: "报名材料".into(),
                columns: vec![
                    ("材料".into(), 3.0),
                    ("文件".into(), 5.0),
                    ("上传时间".into(), 2.4),
                ],
                rows: documents,
                empty: "无材料".into(),
            });
        }
        None => sections.push(Section::Fields(
            "报名信息".into(),
            vec![("报名状态".into(), "未报名".into())],
        )),
    }
    // Hours: what the ledger credited, and the sessions.
    let (mut standings, required) = classes::standings(state, class.course_id, &[user_id]).await?;
    let standing = standings.remove(&user_id).unwrap_or_default();
    let filter = db::study_report::ReportFilter {
        course_id: class.course_id,
        from: None,
        to: None,
        text: None,
    };
    let sessions = db::study_report::sessions(&state.db, &filter, user_id, ROWS_MAX).await?;
    let credited: i64 = sessions.iter().map(|s| s.credited_ms).sum();
    sections.push(Section::Fields(
        "学时".into(),
        vec![
            ("要求学时".into(), format!("{required} 学时")),
            ("已认定学时".into(), format!("{} 学时", standing.periods)),
            ("学习次数".into(), sessions.len().to_string()),
            ("有效学习时长".into(), minutes(credited)),
        ],
    ));
    sections.push(Section::Table {
        heading: "学习记录".into(),
        columns: vec![
            ("开始".into(), 2.4),
            ("结束".into(), 2.4),
            ("认定时长".into(), 1.8),
            ("不计时长".into(), 1.8),
            ("专注确认".into(), 1.6),
            ("抓拍".into(), 1.4),
        ],
        rows: sessions
            .iter()
            .map(|s| {
                vec![
                    datetime_of_ms(s.started_at),
                    datetime_of_ms(s.ended_at.unwrap_or(s.last_beat_at)),
                    minutes(s.credited_ms),
                    minutes(s.discarded_ms),
                    format!("{} 通过 / {} 未答", s.checks_passed, s.checks_missed),
                    format!("{} / {}", s.snapshots_taken, s.snapshots_requested),
                ]
            })
            .collect(),
        empty: "暂无学习记录".into(),
    });
    // Exams: every attempt with its score.
    let mut attempts = Vec::new();
    for exam in db::exams::of_course(&state.db, class.course_id).await? {
        for a in db::exams::attempts(&state.db, exam.id, user_id).await? {
            let result = match (a.submitted_at, a.score, a.voided) {
                (_, _, true) => "已判为无效".to_string(),
                (None, _, _) => "作答中".into(),
                (Some(_), Some(score), _) if a.reviewed => {
                    let pass = if score >= exam.pass() {
                        "合格"
                    } else {
                        "不合格"
                    };
                    format!("{score} 分（{pass}）")
                }
                (Some(_), _, _) => "待批阅".into(),
            };
            attempts.push(vec![
                exam.title.clone(),
                format!("第 {} 次", a.attempt),
                datetime_of_ms(a.started_at),
                time(a.submitted_at),
                result,
            ]);
        }
    }
    attempts.truncate(ROWS_MAX as usize);
    sections.push(Section::Table {
        heading: "考试记录".into(),
        columns: vec![
            ("考试".into(), 3.4),
            ("次数".into(), 1.2),
            ("开始".into(), 2.2),
            ("交卷".into(), 2.2),
            ("成绩".into(), 2.0),
        ],
        rows: attempts,
        empty: "暂无考试记录".into(),
    });
    // Certificates, current and past.
    let certificates = match &application {
        Some(a) => db::certificates::of_application(&state.db, a.id).await?,
        None => Vec::new(),
    };
    sections.push(Section::Table {
        heading: "证书".into(),
        columns: vec![
            ("证书编号".into(), 2.6),
            ("等级".into(), 1.6),
            ("发证日期".into(), 1.8),
            ("发证机构".into(), 3.0),
            ("状态".into(), 2.4),
        ],
        rows: certificates
            .iter()
            .map(|c| {
                vec![
                    c.number.clone(),
                    c.level.clone(),
                    c.issue_date.clone(),
                    c.authority.clone(),
                    match c.revoked_at {
                        Some(at) => format!("已作废（{}）", datetime_of_ms(at)),
                        None => format!("有效（核验 {} 次）", c.verifications),
                    },
                ]
            })
            .collect(),
        empty: "尚未发放证书".into(),
    });
    let organisation = settings::certificate_organisation(state).await?;
    Ok(ArchiveSheet {
        title: "培训档案".into(),
        subtitle: format!("{organisation} · {} · {}", course.name, class.name),
        footnote: format!(
            "生成时间 {} · 导出人 {by} · {}",
            datetime_of_ms(state.clock.now_ms()),
            if full {
                "含完整身份证号，请妥善保管"
            } else {
                "身份证号、手机号已部分隐藏"
            }
        ),
        photo,
        sections,
    })
}

/// Drawing PDFs takes memory and a core: two at once, off the request threads.
static RENDERING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);

async fn render(sheet: ArchiveSheet) -> AppResult<Vec<u8>> {
    let _turn = RENDERING.acquire().await.map_err(anyhow::Error::from)?;
    Ok(tokio::task::spawn_blocking(move || archive_pdf(&sheet))
        .await
        .map_err(anyhow::Error::from)??)
}

async fn caller_name(state: &AppState, session: &Session) -> AppResult<String> {
    Ok(db::users::display_names(&state.db, &[session.user_id])
        .await?
        .remove(&session.user_id)
        .unwrap_or_default())
}

/// One learner's archive of a class's course as a PDF.
pub async fn one(
    state: &AppState,
    session: &Session,
    class_id: i64,
    user_id: i64,
) -> AppResult<(String, Vec<u8>)> {
    let class = readable(state, session, class_id).await?;
    if db::classes::members_among(&state.db, class_id, &[user_id])
        .await?
        .is_empty()
    {
        return Err(AppError::NotFound(refusals::CLASS_MEMBER_NOT_FOUND.into()));
    }
    let full = reads_identity(session);
    let by = caller_name(state, session).await?;
    let sheet = sheet(state, &class, user_id, full, &by).await?;
    let name = sheet_name(&sheet);
    let bytes = render(sheet).await?;
    classes::exported(
        state,
        session,
        class_id,
        &format!("培训档案（{name}）"),
        full,
    )
    .await?;
    Ok((format!("培训档案-{}.pdf", safe(&name)), bytes))
}

fn sheet_name(sheet: &ArchiveSheet) -> String {
    match sheet.sections.first() {
        Some(Section::Fields(_, fields)) => {
            fields.first().map(|(_, v)| v.clone()).unwrap_or_default()
        }
        _ => String::new(),
    }
}

/// Every learner's archive of a class as one .zip, streamed: the body is answered at once and
/// filled as each PDF is made (one at a time; the zip is written by a thread of its own).
pub async fn all(
    state: &AppState,
    session: &Session,
    class_id: i64,
) -> AppResult<(String, axum::body::Body)> {
    let class = readable(state, session, class_id).await?;
    let members = db::classes::members(&state.db, class_id).await?;
    let full = reads_identity(session);
    let by = caller_name(state, session).await?;
    classes::exported(state, session, class_id, "全班培训档案", full).await?;
    let (zip, body) = zip_stream("class archives");
    let state = state.clone();
    let file_name = format!("培训档案-{}.zip", safe(&class.name));
    tokio::spawn(async move {
        let mut seen: HashMap<String, usize> = HashMap::new();
        for (i, m) in members.iter().enumerate() {
            let made = async {
                let sheet = sheet(&state, &class, m.user_id, full, &by).await?;
                let name = sheet_name(&sheet);
                Ok::<_, AppError>((name, render(sheet).await?))
            }
            .await;
            let (name, pdf) = match made {
                Ok(made) => made,
                Err(err) => return zip.fail(err.to_string()).await,
            };
            let n = seen.entry(name.clone()).or_default();
            *n += 1;
            let again = if *n > 1 {
                format!("-{n}")
            } else {
                String::new()
            };
            if !zip
                .add(format!("{:03}-{}{again}.pdf", i + 1, safe(&name)), pdf)
                .await
            {
                return;
            }
        }
        zip.finish().await;
    });
    Ok((file_name, body))
}

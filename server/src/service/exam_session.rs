//! What happens when a learner takes an exam: opening an attempt (as many as the exam and the
//! learner's own terms allow, after the wait between them), the paper, autosaving the draft,
//! counting exits, submitting, and finalising (grading the objective answers) at submit, at the
//! third exit or once the deadline and its grace have passed (`sweep` does it for an attempt
//! whose browser never came back).

use std::collections::HashMap;
use std::sync::Arc;

use serde_json::{Map, Value};

use crate::auth::Session;
use crate::catalogue::LearnerFacts;
use crate::db::{
    self,
    exams::{Exam, ExamRecord, Paper, RecordSummary},
    questions::Question,
};
use crate::domain::attempts::{NextAttempt, Policy};
use crate::domain::conduct::{self, EventKind};
use crate::domain::enrolment::Status;
use crate::domain::exam::{
    self as rules, Answer, AnswerSheet, ExamStatus, GRACE_SECS, Grade, Grades, KeyDisclosure,
};
use crate::domain::paper::{self, Candidate, PaperEntry, Shuffle};
use crate::domain::roles;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::AppState;
use crate::service::caches::{Change, Pool};
use crate::service::certificates;
use crate::service::work::Work;

/// May this caller take the exam? Learners (role student); for a course's exam only those with status 4.
pub fn may_take(session: &Session, facts: &LearnerFacts, exam: &Exam) -> bool {
    session.has_role(roles::STUDENT)
        && exam
            .course_id
            .is_none_or(|course| facts.statuses.get(&course) == Some(&Status::Enrolled.code()))
}

/// The exam as the catalogue holds it (every exam call of a session reads it; an authoring
/// write drops the catalogue).
pub async fn exam_or_404(state: &AppState, id: i64) -> AppResult<Exam> {
    state
        .caches
        .catalogue
        .get(&state.db)
        .await?
        .exam(id)
        .map(|entry| entry.exam.clone())
        .ok_or_else(|| AppError::NotFound(refusals::EXAM_NOT_FOUND.into()))
}

/// The exam's items with their questions: read by every start, autosave and submission of an
/// exam session, so cached per exam until an authoring write (see `caches::exam_changed`).
pub async fn paper_of(state: &AppState, exam_id: i64) -> AppResult<Arc<Paper>> {
    state
        .caches
        .papers
        .get(exam_id, || async {
            let items = db::exams::items(&state.db, exam_id).await?;
            let ids = items.iter().map(|i| i.question_id).collect();
            let mut questions = db::questions::questions_by_ids(&state.db, ids).await?;
            Ok::<Paper, AppError>(
                items
                    .into_iter()
                    .filter_map(|i| questions.remove(&i.question_id).map(|q| (i, q)))
                    .collect(),
            )
        })
        .await
}

/// A learner's paper as they sit it: each question with its entry (points, the order of its
/// options), in their order.
pub type Seats = Vec<(PaperEntry, Question)>;

/// Does each learner get a paper of their own (drawn, or shuffled)?
fn own_papers(exam: &Exam) -> bool {
    !exam.draw_rules.is_empty() || exam.shuffle_questions || exam.shuffle_options
}

/// The paper of an attempt: its own (drawn and shuffled when it was opened), else the exam's
/// items as they are (cached per exam).
pub async fn seats(state: &AppState, exam_id: i64, record: &ExamRecord) -> AppResult<Seats> {
    seats_for(state, exam_id, record.own_paper()).await
}

async fn seats_for(state: &AppState, exam_id: i64, own: Vec<PaperEntry>) -> AppResult<Seats> {
    if own.is_empty() {
        return Ok(paper_of(state, exam_id)
            .await?
            .iter()
            .map(|(item, q)| {
                let entry = PaperEntry {
                    question_id: q.id,
                    score: item.score,
                    options: Vec::new(),
                };
                (entry, q.clone())
            })
            .collect());
    }
    // A shuffled fixed paper holds the exam's own questions: from the cached paper, as every start,
    // autosave and submission of it reads them; a drawn one's (or a question gone from the exam
    // since) from the bank.
    let fixed = paper_of(state, exam_id).await?;
    let mut questions: HashMap<i64, Question> = fixed
        .iter()
        .filter(|(_, q)| own.iter().any(|e| e.question_id == q.id))
        .map(|(_, q)| (q.id, q.clone()))
        .collect();
    let missing: Vec<i64> = own
        .iter()
        .map(|e| e.question_id)
        .filter(|id| !questions.contains_key(id))
        .collect();
    if !missing.is_empty() {
        questions.extend(db::questions::questions_by_ids(&state.db, missing).await?);
    }
    Ok(own
        .into_iter()
        .filter_map(|e| questions.remove(&e.question_id).map(|q| (e, q)))
        .collect())
}

/// A new attempt's own paper as stored: drawn by the exam's rules from its author's questions
/// (or its fixed items) and shuffled as the exam asks, on the server; '' when the exam gives
/// every learner its items as they are.
async fn draw_paper(state: &AppState, exam: &Exam) -> AppResult<String> {
    if !own_papers(exam) {
        return Ok(String::new());
    }
    let rules = exam.rules();
    let picked: Vec<(PaperEntry, Candidate)> = if rules.is_empty() {
        seats_for(state, exam.id, Vec::new())
            .await?
            .into_iter()
            .map(|(entry, q)| (entry, candidate(&q)))
            .collect()
    } else {
        let pool = pool_of(state, exam.author_id).await?;
        let (pool, tree) = (&pool.0, &pool.1);
        paper::draw(
            &rules,
            pool,
            |c| tree.subtree(c).into_iter().collect(),
            &mut rand::rng(),
        )
        .map_err(|short| AppError::Unprocessable(short.message()))?
    };
    let shuffle = Shuffle {
        questions: exam.shuffle_questions,
        options: exam.shuffle_options,
    };
    let entries = paper::arrange(picked, shuffle, &mut rand::rng());
    Ok(serde_json::to_string(&entries).map_err(anyhow::Error::from)?)
}

/// The questions an author's drawn exams draw from, and the 知识点 tree their rules name: read by
/// every start of a drawn exam, so cached per author until a staff write.
async fn pool_of(state: &AppState, author: Option<i64>) -> AppResult<Arc<Pool>> {
    state
        .caches
        .pools
        .get(author, || async {
            AppResult::Ok((
                db::questions::candidates(&state.db, author).await?,
                super::question_bank::tree(state).await?,
            ))
        })
        .await
}

fn candidate(q: &Question) -> Candidate {
    Candidate {
        id: q.id,
        kind: q.kind(),
        is_multiple: q.is_multiple,
        category_id: q.category_id,
        difficulty: q.difficulty,
        labels: q.option_map().keys().cloned().collect(),
    }
}

/// An answer sheet as stored, in the labels the learner saw.
pub fn shown_sheet(seats: &Seats, sheet: AnswerSheet) -> AnswerSheet {
    sheet
        .into_iter()
        .map(|(id, answer)| {
            let shown = match seats.iter().find(|(e, _)| e.question_id == id) {
                Some((entry, _)) => entry.shown_answer(answer),
                None => answer,
            };
            (id, shown)
        })
        .collect()
}

pub async fn ensure_may_take(state: &AppState, session: &Session, exam: &Exam) -> AppResult<()> {
    if may_take(session, &*state.learner(session.user_id).await?, exam) {
        Ok(())
    } else {
        Err(AppError::Forbidden(refusals::EXAM_NOT_ALLOWED.into()))
    }
}

/// Where one learner stands with an exam: what they may do (the exam's settings with their own
/// terms), their attempts, whether another may open, and their result.
pub struct Standing {
    pub policy: Policy,
    pub used: i32,
    /// An attempt is open (started, not submitted).
    pub open: bool,
    pub next: NextAttempt,
    /// Their attempts by the exam's grading method, once graded.
    pub result: Option<i32>,
}

impl Standing {
    /// From the learner's facts at `now`.
    pub fn of(exam: &Exam, facts: &LearnerFacts, now: i64) -> Self {
        Self::from_attempts(
            exam,
            facts.terms.get(&exam.id),
            &facts.attempts(exam.id),
            now,
        )
    }

    fn from_attempts(
        exam: &Exam,
        terms: Option<&crate::domain::attempts::Terms>,
        attempts: &[&RecordSummary],
        now: i64,
    ) -> Self {
        let policy = exam.policy(terms);
        let result = exam
            .grading()
            .result(&db::exams::scored(attempts.iter().copied()));
        let used = attempts.len() as i32;
        let last = attempts.iter().filter_map(|a| a.submitted_at).max();
        let passed = result.is_some_and(|r| r >= exam.pass());
        Self {
            policy,
            used,
            open: attempts.iter().any(|a| a.submitted_at.is_none()),
            next: policy.next_attempt(used, last, passed, now),
            result,
        }
    }

    /// The exam's status in the learner's window.
    pub fn status(&self, now: i64) -> ExamStatus {
        ExamStatus::at(self.policy.started_at, self.policy.expired_at, now)
    }
}

/// The exam and where the caller stands, if they may take it now.
async fn takeable(state: &AppState, session: &Session, id: i64) -> AppResult<(Exam, Standing)> {
    let exam = exam_or_404(state, id).await?;
    let facts = state.learner(session.user_id).await?;
    if !may_take(session, &facts, &exam) {
        return Err(AppError::Forbidden(refusals::EXAM_NOT_ALLOWED.into()));
    }
    let now = state.clock.now_ms();
    let standing = Standing::of(&exam, &facts, now);
    match standing.status(now) {
        ExamStatus::NotStarted => Err(AppError::Unprocessable(refusals::EXAM_NOT_STARTED.into())),
        _ => Ok((exam, standing)),
    }
}

fn already_submitted() -> AppError {
    AppError::Conflict {
        field: "id",
        message: refusals::EXAM_ALREADY_SUBMITTED.into(),
    }
}

/// Past the deadline and its grace: the saved draft is submitted and the answer refused.
async fn time_is_up(state: &AppState, exam: &Exam, record: &ExamRecord) -> AppResult<AppError> {
    finalize(state, exam, record, record.answer_sheet()).await?;
    Ok(AppError::Unprocessable(refusals::EXAM_TIME_UP.into()))
}

fn past_grace(state: &AppState, record: &ExamRecord) -> bool {
    state.clock.now_ms() > record.deadline + GRACE_SECS * 1000
}

/// Starts the caller's next attempt at the exam, or resumes the open one: the attempt and its
/// paper. A new attempt needs one left (the exam's and the learner's extra ones), the wait after
/// the last one passed, a result that does not pass yet, and the exam (or the learner's own
/// window) still running.
pub async fn start(state: &AppState, session: &Session, id: i64) -> AppResult<(ExamRecord, Seats)> {
    let (exam, standing) = takeable(state, session, id).await?;
    super::exam_camera::ensure_consent(state, session, &exam).await?;
    let now = state.clock.now_ms();
    let latest = db::exams::latest_attempt(&state.db, id, session.user_id).await?;
    let record = match latest.filter(|r| r.submitted_at.is_none()) {
        Some(open) => open,
        None => {
            let number = match standing.next {
                NextAttempt::Open(n) => n,
                NextAttempt::NoneLeft => return Err(already_submitted()),
                NextAttempt::Passed => {
                    return Err(AppError::Conflict {
                        field: "id",
                        message: refusals::EXAM_ALREADY_PASSED.into(),
                    });
                }
                NextAttempt::WaitUntil(at) => {
                    let minutes = (at - now + 59_999) / 60_000;
                    return Err(AppError::Unprocessable(
                        refusals::EXAM_ATTEMPT_WAIT.with("minutes", minutes),
                    ));
                }
            };
            if standing.status(now) == ExamStatus::Ended {
                return Err(AppError::Unprocessable(refusals::EXAM_ENDED.into()));
            }
            super::study::ensure_hours(state, session.user_id, &exam).await?;
            let policy = standing.policy;
            let end = policy.expired_at.unwrap_or(i64::MAX);
            let deadline = rules::deadline(now, policy.duration_secs, end);
            let own = draw_paper(state, &exam).await?;
            let opened =
                db::exams::open_record(&state.db, id, session.user_id, number, deadline, own, now)
                    .await?;
            state.caches.changed(Change::Record {
                learner: session.user_id,
            });
            if exam.camera_required {
                super::exam_camera::schedule(state, &opened).await?;
            }
            opened
        }
    };
    if past_grace(state, &record) {
        return Err(time_is_up(state, &exam, &record).await?);
    }
    let seats = seats(state, id, &record).await?;
    Ok((record, seats))
}

/// The paper of a running exam the caller may take (the view leaves the answers out): their
/// own once started; an exam that gives each learner their own paper has none before.
pub async fn paper(state: &AppState, session: &Session, id: i64) -> AppResult<(Exam, Seats)> {
    let (exam, standing) = takeable(state, session, id).await?;
    let record = db::exams::latest_attempt(&state.db, id, session.user_id).await?;
    let open = record.as_ref().is_some_and(|r| r.submitted_at.is_none());
    // An open attempt is sat to its deadline (a reopened one after the exam's end too).
    if !open && standing.status(state.clock.now_ms()) == ExamStatus::Ended {
        return Err(AppError::Unprocessable(refusals::EXAM_ENDED.into()));
    }
    let seats = match record {
        Some(r) if open || !own_papers(&exam) => seats(state, id, &r).await?,
        _ if own_papers(&exam) => {
            return Err(AppError::Unprocessable(
                refusals::EXAM_ATTEMPT_NOT_STARTED.into(),
            ));
        }
        _ => seats_for(state, id, Vec::new()).await?,
    };
    Ok((exam, seats))
}

/// Parses a sheet sent by the learner: only their paper's questions, each answer in its type's
/// shape, a choice naming only the options they were shown (stored in the bank's labels);
/// unanswered questions (null) are left out.
fn checked_answers(seats: &Seats, answers: Option<Map<String, Value>>) -> AppResult<AnswerSheet> {
    let mut sheet = AnswerSheet::new();
    for (key, value) in answers.unwrap_or_default() {
        let Some((entry, q)) = seats.iter().find(|(_, q)| q.id.to_string() == key) else {
            return Err(AppError::field(
                "answers",
                refusals::EXAM_ANSWER_FOREIGN_QUESTION,
            ));
        };
        let refused = |m| AppError::field("answers", m);
        if let Some(answer) = Answer::parse(q.kind(), &value).map_err(refused)? {
            let answer = entry
                .stored_answer(answer)
                .ok_or_else(|| refused(refusals::EXAM_ANSWER_NOT_AN_OPTION))?;
            let options: Vec<String> = q.option_map().into_iter().map(|(l, _)| l).collect();
            answer
                .check_options(&options, q.is_multiple)
                .map_err(refused)?;
            sheet.insert(q.id, answer);
        }
    }
    Ok(sheet)
}

/// The caller's open attempt, refusing answers after the deadline and its grace.
pub async fn open_attempt(state: &AppState, exam: &Exam, user_id: i64) -> AppResult<ExamRecord> {
    let latest = db::exams::latest_attempt(&state.db, exam.id, user_id).await?;
    still_open(state, exam, latest).await
}

/// The latest attempt when it is still open, refused as [`open_attempt`] says.
async fn still_open(
    state: &AppState,
    exam: &Exam,
    latest: Option<ExamRecord>,
) -> AppResult<ExamRecord> {
    let record =
        latest.ok_or_else(|| AppError::Unprocessable(refusals::EXAM_ATTEMPT_NOT_STARTED.into()))?;
    if record.submitted_at.is_some() {
        return Err(already_submitted());
    }
    if past_grace(state, &record) {
        return Err(time_is_up(state, exam, &record).await?);
    }
    Ok(record)
}

/// Saves the draft answer sheet (autosave); answers when it was saved.
pub async fn save_answers(
    state: &AppState,
    session: &Session,
    id: i64,
    answers: Option<Map<String, Value>>,
) -> AppResult<i64> {
    let exam = exam_or_404(state, id).await?;
    let record = open_attempt(state, &exam, session.user_id).await?;
    let answers = checked_answers(&seats(state, id, &record).await?, answers)?;
    if !db::exams::save_draft(&state.db, record.id, &answers, state.clock.now_ms()).await? {
        return Err(already_submitted());
    }
    Ok(state.clock.now_ms())
}

/// What the server made of a report from the exam page.
pub struct Reported {
    /// Leaves counted so far.
    pub exit_count: i32,
    /// The exam's limit (0: none).
    pub exit_limit: i32,
    /// This report counted as a leave (the page warns).
    pub counted: bool,
    /// The attempt was submitted (the limit was reached).
    pub ended: bool,
}

/// Records what the exam page reports of the caller's open attempt, at the server's time. A
/// leave (the page hidden, the window blurred, another page opened, full screen left when the
/// exam requires it) counts unless it is the same moment as the last counted one; at the
/// exam's limit the attempt is submitted with its saved draft. Copy, paste and context-menu
/// attempts are recorded only. An attempt stores at most `EVENTS_MAX` events.
pub async fn report(
    state: &AppState,
    session: &Session,
    id: i64,
    kind: EventKind,
) -> AppResult<Reported> {
    if !kind.reported() {
        return Err(AppError::field("kind", refusals::EXAM_EVENT_INVALID));
    }
    let exam = exam_or_404(state, id).await?;
    let record = open_attempt(state, &exam, session.user_id).await?;
    let work = Work::begin(state).await?;
    let locked = db::conduct::record_locked(&work.tx, record.id)
        .await?
        .filter(|r| r.submitted_at.is_none())
        .ok_or_else(already_submitted)?;
    let last = db::conduct::last_counted(&work.tx, record.id).await?;
    let counted = conduct::counts(kind, exam.require_fullscreen, last, work.now);
    if counted || db::conduct::stored(&work.tx, record.id).await? < conduct::EVENTS_MAX {
        let event = db::conduct::NewEvent {
            record_id: record.id,
            kind,
            at: work.now,
            counted,
            by: None,
            detail: None,
        };
        db::conduct::add(&work.tx, event).await?;
    }
    if counted {
        db::exams::count_exit(&work.tx, record.id).await?;
    }
    work.commit().await?;
    let exit_count = locked.exit_count + i32::from(counted);
    let ended = counted && conduct::ends(exit_count, exam.exit_limit);
    if ended {
        let record = db::exams::record_by_id(&state.db, record.id)
            .await?
            .ok_or_else(|| AppError::NotFound(refusals::EXAM_RECORD_NOT_FOUND.into()))?;
        finalize(state, &exam, &record, record.answer_sheet()).await?;
    }
    Ok(Reported {
        exit_count,
        exit_limit: exam.exit_limit,
        counted,
        ended,
    })
}

/// Submits the answer sheet; submitting again answers the same record.
pub async fn submit(
    state: &AppState,
    session: &Session,
    id: i64,
    answers: Option<Map<String, Value>>,
) -> AppResult<(Exam, ExamRecord)> {
    let exam = exam_or_404(state, id).await?;
    ensure_may_take(state, session, &exam).await?;
    let record = match db::exams::latest_attempt(&state.db, id, session.user_id).await? {
        Some(done) if done.submitted_at.is_some() => return Ok((exam, done)),
        latest => still_open(state, &exam, latest).await?,
    };
    let answers = checked_answers(&seats(state, id, &record).await?, answers)?;
    finalize(state, &exam, &record, answers).await?;
    let done = db::exams::record_by_id(&state.db, record.id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::EXAM_RECORD_NOT_FOUND.into()))?;
    tracing::info!(exam_id = id, user_id = session.user_id, "exam submitted");
    Ok((exam, done))
}

/// Grades the objective answers and closes the attempt (once: answers whether this call closed
/// it); the record is graded when no short answer waits for a teacher. The learner's records
/// change, so their facts are read again.
pub async fn finalize(
    state: &AppState,
    exam: &Exam,
    record: &ExamRecord,
    answers: AnswerSheet,
) -> AppResult<bool> {
    let seats = seats(state, exam.id, record).await?;
    let mut grades = Grades::new();
    let mut score = 0;
    let mut waiting = false;
    for (entry, q) in &seats {
        match rules::grade(&q.answer_key(), answers.get(&q.id), entry.score) {
            Some(s) => {
                score += s;
                let grade = Grade {
                    score: s,
                    comment: None,
                    auto: true,
                };
                grades.insert(q.id, grade);
            }
            None => waiting = true,
        }
    }
    // One unit of work: the closed sheet, a pass recorded on the application and its message.
    let mut work = Work::begin(state).await?;
    let closed = db::exams::submit(
        &work.tx, record.id, &answers, &grades, score, !waiting, work.now,
    )
    .await?;
    work.changed(Change::Record {
        learner: record.user_id,
    });
    if closed && !waiting {
        certificates::exam_graded(&mut work, record.user_id, exam).await?;
    }
    work.commit().await?;
    Ok(closed)
}

/// The most overdue attempts one sweep finalises.
const SWEEP_MAX: u64 = 500;

/// Finalises the open attempts whose deadline and grace have passed, with their saved drafts,
/// though their browsers never came back (run every 30 seconds). Answers how many it closed.
pub async fn sweep(state: &AppState) -> AppResult<u64> {
    let before = state.clock.now_ms() - GRACE_SECS * 1000;
    let mut closed = 0;
    for record in db::exams::overdue(&state.db, before, SWEEP_MAX).await? {
        let Some(exam) = db::exams::exam(&state.db, record.exam_id).await? else {
            continue;
        };
        if finalize(state, &exam, &record, record.answer_sheet()).await? {
            closed += 1;
        }
    }
    if closed > 0 {
        tracing::info!(closed, "overdue exam attempts finalised by the sweeper");
    }
    Ok(closed)
}

/// The caller's submitted record of an exam (the attempt asked for, else the latest submitted),
/// and what it may show of the answer key now (the exam's setting: after the exam closes, once
/// graded, or never).
pub async fn own_record(
    state: &AppState,
    session: &Session,
    id: i64,
    attempt: Option<i32>,
) -> AppResult<(Exam, ExamRecord, KeyDisclosure)> {
    let facts = state.learner(session.user_id).await?;
    let number = attempt.or_else(|| {
        facts
            .submitted()
            .filter(|r| r.exam_id == id)
            .map(|r| r.attempt)
            .max()
    });
    let record = match number {
        Some(n) => db::exams::attempt(&state.db, id, session.user_id, n).await?,
        None => None,
    }
    .filter(|r| r.submitted_at.is_some())
    .ok_or_else(|| AppError::NotFound(refusals::EXAM_RECORD_NOT_FOUND.into()))?;
    let exam = exam_or_404(state, id).await?;
    let key = KeyDisclosure::for_learner(
        exam.visibility(),
        exam.closes_at(),
        record.reviewed,
        state.clock.now_ms(),
    );
    Ok((exam, record, key))
}

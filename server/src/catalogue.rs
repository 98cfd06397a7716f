//! Read models of the pages every learner opens (course list, exam list, exam records), kept in
//! memory so those requests read no database rows:
//!
//! - `Catalogue`: every course with its teacher's name and every exam with its number of
//!   questions, loaded in a few queries and shared by all callers. A training centre has hundreds
//!   of courses and exams, not millions, so holding them all costs little and lets every filter and
//!   page be answered from memory.
//! - `LearnerFacts`: one learner's enrolment statuses and submitted records (without answers).
//! - `Directory`: every account with its roles, for the administrator's user search (a substring
//!   of the id, username, phone or e-mail matches no index, so the database would read every row
//!   twice per request; an account takes under 200 bytes, its texts in one allocation and its
//!   role list shared with every account holding the same roles).
//!
//! Both are dropped by writes in this process (see `service::caches`) and reloaded after
//! the caches' time to live at the latest, so other instances and the `enrol` command are seen
//! within seconds.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use crate::cache::{Patched, Reloading};
use crate::db::courses::{Course, Item, Section};
use crate::db::exams::{Exam, RecordSummary};
use crate::db::users::Listed;
use crate::db::{self, Db};
use crate::domain::attempts::Terms;
use crate::domain::exam::ExamStatus;
use crate::domain::page::Page;
use crate::domain::study::Rules;
use crate::error::AppResult;

/// A course with its teacher's display name.
#[derive(Clone, Debug)]
pub struct CourseEntry {
    pub course: Course,
    pub teacher_name: Option<String>,
    /// Published ratings: (how many, their sum).
    pub ratings: (i64, i64),
    /// The course's study rules (the defaults when it set none).
    pub study_rules: Rules,
}

/// An exam with its number of questions.
#[derive(Clone, Debug)]
pub struct ExamEntry {
    pub exam: Exam,
    pub question_count: i64,
}

/// Which courses a list shows.
#[derive(Default)]
pub struct CourseFilter {
    /// Part of the name, any case.
    pub search: Option<String>,
    pub category: Option<String>,
    pub r#type: Option<i16>,
    pub teacher_id: Option<i64>,
    pub public_only: bool,
}

/// Which exams a list shows.
#[derive(Default)]
pub struct ExamFilter {
    /// Part of the title, any case.
    pub search: Option<String>,
    pub author_id: Option<i64>,
    /// Only exams with this status at `now`.
    pub status: Option<(ExamStatus, i64)>,
}

fn matches_text(text: &str, search: &Option<String>) -> bool {
    match search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => true,
        Some(s) => text.to_lowercase().contains(&s.to_lowercase()),
    }
}

/// One page (zero-based) of the matching entries and the number of all that match.
/// All courses (newest first) and exams (latest start first, unscheduled last).
#[derive(Debug, Default)]
pub struct Snapshot {
    courses: Vec<CourseEntry>,
    exams: Vec<ExamEntry>,
    course_index: HashMap<i64, usize>,
    exam_index: HashMap<i64, usize>,
}

impl Snapshot {
    pub fn new(mut courses: Vec<CourseEntry>, mut exams: Vec<ExamEntry>) -> Self {
        courses.sort_by_key(|c| std::cmp::Reverse(c.course.id));
        exams.sort_by_key(|e| {
            std::cmp::Reverse((e.exam.started_at.is_some(), e.exam.started_at, e.exam.id))
        });
        let course_index = courses
            .iter()
            .enumerate()
            .map(|(i, e)| (e.course.id, i))
            .collect();
        let exam_index = exams
            .iter()
            .enumerate()
            .map(|(i, e)| (e.exam.id, i))
            .collect();
        Self {
            courses,
            exams,
            course_index,
            exam_index,
        }
    }

    /// Every course, newest first.
    pub fn all_courses(&self) -> impl Iterator<Item = &CourseEntry> {
        self.courses.iter()
    }

    pub fn courses(&self, f: &CourseFilter, page: Page) -> (Vec<&CourseEntry>, u64) {
        let matching = self.courses.iter().filter(|e| {
            let c = &e.course;
            matches_text(&c.name, &f.search)
                && f.category.as_ref().is_none_or(|x| *x == c.category)
                && f.r#type.is_none_or(|t| t == c.r#type)
                && f.teacher_id.is_none_or(|t| c.teacher_id == Some(t))
                && (!f.public_only || c.public_course)
        });
        page.of(matching)
    }

    pub fn exams(&self, f: &ExamFilter, page: Page) -> (Vec<&ExamEntry>, u64) {
        let matching = self.exams.iter().filter(|e| {
            let x = &e.exam;
            matches_text(&x.title, &f.search)
                && f.author_id.is_none_or(|a| x.author_id == Some(a))
                && f.status.is_none_or(|(status, now)| {
                    ExamStatus::at(x.started_at, x.expired_at, now) == status
                })
        });
        page.of(matching)
    }

    /// A course's study rules (the defaults for a course unknown here).
    pub fn study_rules(&self, course_id: i64) -> Rules {
        self.course_index
            .get(&course_id)
            .map_or_else(Rules::default, |&i| self.courses[i].study_rules)
    }

    pub fn exam(&self, id: i64) -> Option<&ExamEntry> {
        self.exam_index.get(&id).map(|&i| &self.exams[i])
    }
}

/// The administrator's user search: which accounts contain each typed text (ignoring case).
#[derive(Debug, Default)]
pub struct UserFilter {
    pub id: Option<String>,
    pub username: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    /// Only these accounts (those holding the ID number searched for, found by its keyed hash).
    pub holders: Option<Vec<i64>>,
}

/// Every account (newest first) with its roles, searched in memory.
pub struct Directory {
    /// Newest first (by id, descending), each entry shared with the patched copies.
    users: Vec<Arc<DirectoryEntry>>,
    /// The distinct role lists, each held once and shared by the accounts that hold it.
    role_lists: HashSet<Arc<[String]>>,
    /// What the recent searches matched (positions in `users`), by their texts: paging through a
    /// search, or the list shown again after an edit, scans nothing. A patched copy starts empty.
    recent: std::sync::Mutex<HashMap<[String; 4], Arc<Vec<u32>>>>,
}

/// The most searches whose matches a directory keeps.
const RECENT_SEARCHES: usize = 32;

/// One account, compact (100 000 of them are held): its texts in one allocation.
struct DirectoryEntry {
    id: i64,
    created_at: i64,
    updated_at: i64,
    roles: Arc<[String]>,
    /// The id in decimal, username, name, phone, e-mail, then the username and e-mail in lower
    /// case where that differs (else empty), one after the other.
    text: Box<str>,
    /// Where each of those parts ends in `text`.
    ends: [u32; PARTS],
    /// Which of name, phone and e-mail the account has (bits 0, 1, 2): an absent one and an
    /// empty one are told apart.
    present: u8,
}

const PARTS: usize = 7;
const ID: usize = 0;
const USERNAME: usize = 1;
const NAME: usize = 2;
const PHONE: usize = 3;
const EMAIL: usize = 4;
const USERNAME_LOWER: usize = 5;
const EMAIL_LOWER: usize = 6;

impl DirectoryEntry {
    fn new(user: Listed, roles: Arc<[String]>) -> Arc<Self> {
        let lower = |text: &str| {
            let lower = text.to_lowercase();
            if lower == text { String::new() } else { lower }
        };
        let email = user.email.as_deref().unwrap_or_default();
        let parts = [
            &user.id.to_string(),
            &user.username,
            user.name.as_deref().unwrap_or_default(),
            user.phone.as_deref().unwrap_or_default(),
            email,
            &lower(&user.username),
            &lower(email),
        ];
        let mut text = String::with_capacity(parts.iter().map(|p| p.len()).sum());
        let mut ends = [0u32; PARTS];
        for (end, part) in ends.iter_mut().zip(parts) {
            text.push_str(part);
            *end = text.len() as u32;
        }
        let present = [&user.name, &user.phone, &user.email]
            .iter()
            .enumerate()
            .fold(0, |bits, (i, o)| bits | (u8::from(o.is_some()) << i));
        Arc::new(Self {
            id: user.id,
            created_at: user.created_at,
            updated_at: user.updated_at,
            roles,
            text: text.into_boxed_str(),
            ends,
            present,
        })
    }

    fn part(&self, i: usize) -> &str {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.text[start..self.ends[i] as usize]
    }

    /// The text a search's field `i` (id, username, phone, e-mail) is looked for in, lower case.
    fn searched(&self, i: usize) -> &str {
        let lowered = |part, lower| match self.part(lower) {
            "" => self.part(part),
            lowered => lowered,
        };
        match i {
            0 => self.part(ID),
            1 => lowered(USERNAME, USERNAME_LOWER),
            2 => self.part(PHONE),
            _ => lowered(EMAIL, EMAIL_LOWER),
        }
    }

    fn listed(&self) -> (Listed, Vec<String>) {
        let optional =
            |bit: u8, part| (self.present & (1 << bit) != 0).then(|| self.part(part).to_owned());
        let user = Listed {
            id: self.id,
            username: self.part(USERNAME).to_owned(),
            name: optional(0, NAME),
            phone: optional(1, PHONE),
            email: optional(2, EMAIL),
            created_at: self.created_at,
            updated_at: self.updated_at,
        };
        (user, self.roles.to_vec())
    }
}

/// The shared copy of a role list, added to `lists` when new.
fn interned(lists: &mut HashSet<Arc<[String]>>, roles: Vec<String>) -> Arc<[String]> {
    if let Some(list) = lists.get(roles.as_slice()) {
        return list.clone();
    }
    let list: Arc<[String]> = roles.into();
    lists.insert(list.clone());
    list
}

impl Directory {
    pub async fn load(db: &Db) -> AppResult<Self> {
        let (mut users, mut role_lists) = (Vec::new(), HashSet::new());
        db::users::listed(db, None, |user, roles| {
            users.push(DirectoryEntry::new(user, interned(&mut role_lists, roles)));
        })
        .await?;
        users.shrink_to_fit();
        Ok(Self {
            users,
            role_lists,
            recent: Default::default(),
        })
    }

    /// A copy with the accounts of `ids` as the database has them now: replaced, added in their
    /// place, or (not found: deleted) taken out. The other entries are shared, not copied.
    async fn patched(&self, db: &Db, ids: &BTreeSet<i64>) -> AppResult<Self> {
        let changed: Vec<i64> = ids.iter().copied().collect();
        let mut role_lists = self.role_lists.clone();
        let mut found = Vec::new();
        db::users::listed(db, Some(&changed), |user, roles| {
            found.push(DirectoryEntry::new(user, interned(&mut role_lists, roles)));
        })
        .await?;
        let mut users = self.users.clone();
        users.retain(|e| !ids.contains(&e.id));
        for entry in found {
            let at = users.partition_point(|e| e.id > entry.id);
            users.insert(at, entry);
        }
        Ok(Self {
            users,
            role_lists,
            recent: Default::default(),
        })
    }

    /// One page of the accounts matching every given text, and how many match.
    pub fn search(&self, f: &UserFilter, page: Page) -> (Vec<(Listed, Vec<String>)>, u64) {
        let row = |e: &Arc<DirectoryEntry>| e.listed();
        let key = [&f.id, &f.username, &f.phone, &f.email].map(|text| {
            text.as_deref()
                .map(str::trim)
                .unwrap_or_default()
                .to_lowercase()
        });
        let held = |e: &&Arc<DirectoryEntry>| f.holders.as_ref().is_none_or(|h| h.contains(&e.id));
        if key.iter().all(String::is_empty) {
            let (rows, total) = page.of(self.users.iter().filter(held));
            return (rows.into_iter().map(row).collect(), total);
        }
        let found = self.matches(key);
        let matched = found.iter().map(|&at| &self.users[at as usize]);
        let (rows, total) = page.of(matched.filter(held));
        (rows.into_iter().map(row).collect(), total)
    }

    /// The positions of the accounts matching every non-empty text of `key` (id, username, phone,
    /// e-mail, lower case), from the recent searches' when there.
    fn matches(&self, key: [String; 4]) -> Arc<Vec<u32>> {
        let recent = || self.recent.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(found) = recent().get(&key) {
            return found.clone();
        }
        // One searcher per typed text, reused over every account.
        let wanted: Vec<(usize, memchr::memmem::Finder<'_>)> = key
            .iter()
            .enumerate()
            .filter(|(_, text)| !text.is_empty())
            .map(|(i, text)| (i, memchr::memmem::Finder::new(text.as_bytes())))
            .collect();
        let found: Arc<Vec<u32>> = Arc::new(
            (0u32..)
                .zip(&self.users)
                .filter(|(_, e)| {
                    wanted
                        .iter()
                        .all(|(i, finder)| finder.find(e.searched(*i).as_bytes()).is_some())
                })
                .map(|(at, _)| at)
                .collect(),
        );
        let mut recent = recent();
        if recent.len() >= RECENT_SEARCHES {
            recent.clear();
        }
        recent.insert(key, found.clone());
        found
    }
}

/// The most changed accounts a search reads one by one; past it the directory is read whole.
const PATCHED_AT_MOST: usize = 500;

/// The [`Directory`] as the administrator's search reads it ([`Patched`]): read whole at start
/// and after a change of roles themselves; after an account's change, the next search reads
/// that account alone and patches a copy.
pub struct Accounts(Patched<Directory>);

impl Accounts {
    pub fn new(ttl: Duration) -> Self {
        Self(Patched::new("accounts", ttl, PATCHED_AT_MOST))
    }

    /// The directory with every change reported so far.
    pub async fn get(&self, db: &Db) -> AppResult<Arc<Directory>> {
        let whole = db.clone();
        self.0
            .get(
                || async move { Directory::load(&whole).await },
                |current, ids| async move { current.patched(db, &ids).await },
            )
            .await
    }

    /// An account was created, edited, deleted or given other roles.
    pub fn account_changed(&self, id: i64) {
        self.0.key_changed(id);
    }

    /// Many accounts changed (an import, a role renamed or deleted): the next search reads the
    /// whole directory.
    pub fn invalidate(&self) {
        self.0.invalidate();
    }
}

/// The shared snapshot, reloaded when dropped by a write or older than the time to live.
pub struct Catalogue(Reloading<Snapshot>);

impl Catalogue {
    pub fn new(ttl: Duration) -> Self {
        Self(Reloading::new("catalogue", ttl))
    }

    pub async fn get(&self, db: &Db) -> AppResult<Arc<Snapshot>> {
        self.0.get(|| load(db)).await
    }

    pub fn invalidate(&self) {
        self.0.invalidate();
    }
}

async fn load(db: &Db) -> AppResult<Snapshot> {
    let courses = db::courses::all(db).await?;
    let exams = db::exams::all_exams(db).await?;
    let teachers = courses
        .iter()
        .filter_map(|c| c.teacher_id)
        .collect::<BTreeSet<_>>();
    let names = db::courses::names_of(db, teachers.into_iter().collect()).await?;
    let mut counts = db::exams::item_counts(db, None).await?;
    let mut ratings = db::comments::ratings(db, None).await?;
    let mut rules = db::study::all_rules(db).await?;
    Ok(Snapshot::new(
        courses
            .into_iter()
            .map(|course| CourseEntry {
                teacher_name: course.teacher_id.and_then(|t| names.get(&t).cloned()),
                ratings: ratings.remove(&course.id).unwrap_or_default(),
                study_rules: rules.remove(&course.id).unwrap_or_default(),
                course,
            })
            .collect(),
        exams
            .into_iter()
            .map(|exam| ExamEntry {
                question_count: counts
                    .remove(&exam.id)
                    .unwrap_or_else(|| drawn_count(&exam)),
                exam,
            })
            .collect(),
    ))
}

/// The entry of one course just read or written (outside the snapshot).
pub async fn course_entry(db: &Db, course: Course) -> AppResult<CourseEntry> {
    let teacher_name = match course.teacher_id {
        Some(t) => db::courses::names_of(db, vec![t]).await?.remove(&t),
        None => None,
    };
    let ratings = db::comments::ratings(db, Some(vec![course.id]))
        .await?
        .remove(&course.id)
        .unwrap_or_default();
    let study_rules = db::study::rules(db, course.id).await?;
    Ok(CourseEntry {
        course,
        teacher_name,
        ratings,
        study_rules,
    })
}

/// The questions of a drawn paper (its rules' counts; a fixed paper counts its items).
fn drawn_count(exam: &Exam) -> i64 {
    exam.rules().iter().map(|r| i64::from(r.count)).sum()
}

/// The entry of one exam just read or written (outside the snapshot).
pub async fn exam_entry(db: &Db, exam: Exam) -> AppResult<ExamEntry> {
    let question_count = db::exams::item_counts(db, Some(vec![exam.id]))
        .await?
        .remove(&exam.id)
        .unwrap_or_else(|| drawn_count(&exam));
    Ok(ExamEntry {
        exam,
        question_count,
    })
}

/// What the learner pages need of one learner.
#[derive(Debug, Default)]
pub struct LearnerFacts {
    /// Course id → enrolment status.
    pub statuses: HashMap<i64, i16>,
    /// Every attempt (open ones too), the submitted ones newest first.
    pub records: Vec<RecordSummary>,
    /// Their own terms, by exam.
    pub terms: HashMap<i64, Terms>,
}

impl LearnerFacts {
    /// The submitted records, newest first.
    pub fn submitted(&self) -> impl Iterator<Item = &RecordSummary> {
        self.records.iter().filter(|r| r.submitted_at.is_some())
    }

    /// Their attempts at one exam (open ones too).
    pub fn attempts(&self, exam_id: i64) -> Vec<&RecordSummary> {
        self.records
            .iter()
            .filter(|r| r.exam_id == exam_id)
            .collect()
    }
}

/// The learner's facts from the cache, loaded on a miss.
pub async fn learner_facts(
    cache: &crate::cache::TtlCache<i64, Arc<LearnerFacts>>,
    db: &Db,
    user_id: i64,
) -> AppResult<Arc<LearnerFacts>> {
    if let Some(facts) = cache.get(&user_id) {
        return Ok(facts);
    }
    // Three reads at once: a learner's first call after a change waits for one round trip.
    let (statuses, records, overrides) = tokio::try_join!(
        db::courses::statuses(db, user_id),
        db::exams::learner_summaries(db, user_id),
        db::overrides::of_learner(db, user_id),
    )?;
    let facts = Arc::new(LearnerFacts {
        statuses,
        records,
        terms: overrides
            .into_iter()
            .map(|o| (o.exam_id, o.terms()))
            .collect(),
    });
    cache.insert(user_id, facts.clone());
    Ok(facts)
}

/// A course with its sections and items in order, as studying reads them on every lesson
/// opened and every progress save: kept in memory per course (`Caches::lessons`), dropped by
/// any course authoring (`Caches::course_changed`).
pub struct Lessons {
    pub course: Course,
    pub sections: Vec<Section>,
    pub items: Vec<Item>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pg(number: u64, size: u64) -> Page {
        Page::new(Some(number), Some(size), size, 100).unwrap()
    }

    fn course(
        id: i64,
        name: &str,
        category: &str,
        teacher: Option<i64>,
        public: bool,
    ) -> CourseEntry {
        CourseEntry {
            course: Course {
                id,
                name: name.into(),
                cover: None,
                description: None,
                category: category.into(),
                r#type: (id % 2) as i16,
                fee: 0,
                public_course: public,
                teacher_id: teacher,
                created_at: 0,
                updated_at: 0,
            },
            teacher_name: None,
            ratings: (0, 0),
            study_rules: Default::default(),
        }
    }

    fn exam(id: i64, title: &str, started: Option<i64>, expired: Option<i64>) -> ExamEntry {
        ExamEntry {
            exam: Exam {
                id,
                title: title.into(),
                description: None,
                cover: None,
                duration: 60,
                started_at: started,
                expired_at: expired,
                subject: None,
                course_id: None,
                total_score: 100,
                pass_score: None,
                answer_visibility: "afterClose".into(),
                requires_hours: false,
                draw_rules: String::new(),
                shuffle_questions: false,
                shuffle_options: false,
                attempts_allowed: 1,
                grading_method: "highest".into(),
                attempt_wait: 0,
                overrides_end: None,
                exit_limit: 3,
                require_fullscreen: false,
                camera_required: false,
                author_id: Some(id % 2),
                created_at: 0,
                updated_at: 0,
            },
            question_count: 0,
        }
    }

    fn ids<T>(rows: &[&T], id: impl Fn(&T) -> i64) -> Vec<i64> {
        rows.iter().map(|r| id(r)).collect()
    }

    #[test]
    fn courses_are_filtered_and_paged_newest_first() {
        let s = Snapshot::new(
            vec![
                course(1, "Python 入门", "编程", Some(7), true),
                course(2, "电工基础", "电工", Some(8), false),
                course(3, "python 进阶", "编程", Some(7), false),
            ],
            vec![],
        );
        let all = CourseFilter::default();
        let (rows, total) = s.courses(&all, pg(0, 2));
        assert_eq!((ids(&rows, |c| c.course.id), total), (vec![3, 2], 3));
        let (rows, total) = s.courses(&all, pg(1, 2));
        assert_eq!((ids(&rows, |c| c.course.id), total), (vec![1], 3));
        let (rows, _) = s.courses(&all, pg(5, 2));
        assert!(rows.is_empty());
        let search = CourseFilter {
            search: Some(" PYTHON ".into()),
            ..Default::default()
        };
        assert_eq!(
            ids(&s.courses(&search, pg(0, 10)).0, |c| c.course.id),
            vec![3, 1]
        );
        let teacher = CourseFilter {
            teacher_id: Some(8),
            ..Default::default()
        };
        assert_eq!(
            ids(&s.courses(&teacher, pg(0, 10)).0, |c| c.course.id),
            vec![2]
        );
        let trial = CourseFilter {
            public_only: true,
            category: Some("编程".into()),
            ..Default::default()
        };
        assert_eq!(
            ids(&s.courses(&trial, pg(0, 10)).0, |c| c.course.id),
            vec![1]
        );
        let kind = CourseFilter {
            r#type: Some(0),
            ..Default::default()
        };
        assert_eq!(
            ids(&s.courses(&kind, pg(0, 10)).0, |c| c.course.id),
            vec![2]
        );
    }

    #[test]
    fn exams_are_ordered_by_start_and_filtered_by_status() {
        let now = 1_000_000;
        let s = Snapshot::new(
            vec![],
            vec![
                exam(1, "已结束", Some(now - 500), Some(now - 100)),
                exam(2, "进行中", Some(now - 50), Some(now + 100)),
                exam(3, "未安排", None, None),
                exam(4, "未开始", Some(now + 50), Some(now + 100)),
            ],
        );
        let all = ExamFilter::default();
        assert_eq!(
            ids(&s.exams(&all, pg(0, 10)).0, |e| e.exam.id),
            vec![4, 2, 1, 3]
        );
        let status = |st| ExamFilter {
            status: Some((st, now)),
            ..Default::default()
        };
        assert_eq!(
            ids(&s.exams(&status(ExamStatus::Started), pg(0, 10)).0, |e| e
                .exam
                .id),
            vec![2]
        );
        assert_eq!(
            ids(&s.exams(&status(ExamStatus::Ended), pg(0, 10)).0, |e| e
                .exam
                .id),
            vec![1]
        );
        assert_eq!(
            ids(
                &s.exams(&status(ExamStatus::NotStarted), pg(0, 10)).0,
                |e| e.exam.id
            ),
            vec![4, 3]
        );
        let mine = ExamFilter {
            author_id: Some(0),
            search: Some("进行".into()),
            ..Default::default()
        };
        assert_eq!(ids(&s.exams(&mine, pg(0, 10)).0, |e| e.exam.id), vec![2]);
        assert_eq!(s.exam(3).map(|e| e.exam.title.as_str()), Some("未安排"));
        assert!(s.exam(9).is_none());
    }

    fn account(
        id: i64,
        username: &str,
        name: Option<&str>,
        phone: Option<&str>,
        email: Option<&str>,
    ) -> Listed {
        Listed {
            id,
            username: username.into(),
            name: name.map(Into::into),
            phone: phone.map(Into::into),
            email: email.map(Into::into),
            created_at: id * 10,
            updated_at: id * 20,
        }
    }

    #[test]
    fn the_directory_keeps_each_account_whole_and_finds_it_by_any_part_ignoring_case() {
        let mut lists = HashSet::new();
        let given = [
            (
                account(
                    12,
                    "WangFang",
                    Some("王芳"),
                    Some("13800001234"),
                    Some("Wang@Example.CN"),
                ),
                vec!["teacher".to_string(), "student".to_string()],
            ),
            (
                account(11, "lisi", Some(""), None, None),
                vec!["student".to_string()],
            ),
            (
                account(3, "zhang", None, Some(""), Some("")),
                vec!["student".to_string()],
            ),
        ];
        let users: Vec<_> = given
            .iter()
            .map(|(u, r)| DirectoryEntry::new(u.clone(), interned(&mut lists, r.clone())))
            .collect();
        // One shared copy of each distinct role list.
        assert_eq!(lists.len(), 2);
        assert!(Arc::ptr_eq(&users[1].roles, &users[2].roles));
        let directory = Directory {
            users,
            role_lists: lists,
            recent: Default::default(),
        };
        let all = directory.search(&UserFilter::default(), pg(0, 10));
        assert_eq!(all.1, 3);
        assert_eq!(all.0, given.to_vec());
        let found = |f: UserFilter| -> Vec<i64> {
            directory
                .search(&f, pg(0, 10))
                .0
                .iter()
                .map(|(u, _)| u.id)
                .collect()
        };
        let text = |t: &str| Some(t.to_string());
        assert_eq!(
            found(UserFilter {
                username: text("FANG"),
                ..Default::default()
            }),
            vec![12]
        );
        assert_eq!(
            found(UserFilter {
                email: text("example.cn"),
                ..Default::default()
            }),
            vec![12]
        );
        assert_eq!(
            found(UserFilter {
                phone: text("0001"),
                ..Default::default()
            }),
            vec![12]
        );
        assert_eq!(
            found(UserFilter {
                id: text("1"),
                ..Default::default()
            }),
            vec![12, 11]
        );
        assert_eq!(
            found(UserFilter {
                id: text("1"),
                username: text("LI"),
                ..Default::default()
            }),
            vec![11]
        );
        assert_eq!(
            found(UserFilter {
                username: text("王"),
                ..Default::default()
            }),
            Vec::<i64>::new()
        );
    }
}

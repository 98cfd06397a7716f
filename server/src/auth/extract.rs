//! Extractors: `Session` (any signed-in caller), `Member` (not a guest) and permission guards
//! such as `UserAdmin`, so a handler's access is visible in its signature. The guards check the
//! caller's permissions (their roles' and the ones appended to them), never a role name.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;

use crate::domain::audit::Actor;
use crate::domain::roles::{self, perm};
use crate::error::{AppError, AppResult};
use crate::refusals;

/// What the extractors need of the application's state: the live session a bearer token opens
/// (401 when none), and whether the client's address is the proxy's `X-Forwarded-For`. The
/// service layer's state provides it, so this module knows nothing above it.
pub trait Sessions: Send + Sync {
    fn session(&self, token: &str) -> impl Future<Output = AppResult<Session>> + Send;
    fn trust_proxy(&self) -> bool;
}

/// The caller's live session.
#[derive(Debug, Clone)]
pub struct Session {
    pub user_id: i64,
    pub token_hash: String,
    /// Role names sorted by priority.
    pub roles: Vec<String>,
    /// Effective permission names: the roles' and the ones appended to the user.
    pub permissions: Vec<String>,
    pub expires_at: i64,
    /// An imported account's initial password is still in use: until it is changed the session
    /// may only read its account, change the password and log out (`PASSWORD_CHANGE_ALLOWED`).
    pub must_change_password: bool,
    /// The client's address of the request (see [`ClientAddr`]); None outside a request.
    pub address: Option<IpAddr>,
}

/// What a session whose initial password must be changed may still call (method, path).
pub const PASSWORD_CHANGE_ALLOWED: [(&str, &str); 3] = [
    ("GET", "/api/v0/user"),
    ("POST", "/api/v0/user/password"),
    ("POST", "/api/v0/user/logout"),
];

impl Session {
    /// Work done on a user's behalf outside a request (demo and bench data, the command line):
    /// the same service rules apply as for a request by that user with that built-in role.
    pub fn acting_as(user_id: i64, role: &str) -> Self {
        Self {
            user_id,
            token_hash: String::new(),
            roles: vec![role.to_string()],
            permissions: roles::builtin_permissions(role)
                .iter()
                .map(|p| p.to_string())
                .collect(),
            expires_at: i64::MAX,
            must_change_password: false,
            address: None,
        }
    }
    /// The caller as the audit log names them: their account and the request's address.
    pub fn actor(&self) -> Actor {
        Actor::person(self.user_id, self.address)
    }
    pub fn has_role(&self, role: &str) -> bool {
        self.roles.iter().any(|r| r == role)
    }
    /// Does the caller hold this permission?
    pub fn can(&self, permission: &str) -> bool {
        self.permissions.iter().any(|p| p == permission)
    }
    pub fn is_guest(&self) -> bool {
        self.roles.iter().all(|r| r == roles::GUEST)
    }
    /// Whose courses, questions, exams and course comments the caller works on: everyone's with
    /// content:all, else their own.
    pub fn authoring(&self) -> Scope {
        if self.can(perm::CONTENT_ALL) {
            Scope::All
        } else {
            Scope::Own(self.user_id)
        }
    }
    /// Whose exams' answer sheets the caller grades: every exam's with exam:grade or content:all,
    /// else (an author with exam:manage) their own exams'.
    pub fn grading(&self) -> Scope {
        if self.can(perm::EXAM_GRADE) {
            Scope::All
        } else {
            self.authoring()
        }
    }
}

/// Whose things a staff list or read covers: everyone's, or one author's (teacher's) own. The
/// service functions that list or read authored things require one, so no caller can forget it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    All,
    Own(i64),
}

impl Scope {
    /// The one author a list is limited to (None: everyone's), as the database filters take it.
    pub fn author(self) -> Option<i64> {
        match self {
            Scope::All => None,
            Scope::Own(me) => Some(me),
        }
    }
    /// Does it cover a thing authored (taught) by `owner`?
    pub fn covers(self, owner: Option<i64>) -> bool {
        match self {
            Scope::All => true,
            Scope::Own(me) => owner == Some(me),
        }
    }
}

fn bearer(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(AUTHORIZATION)?.to_str().ok()?;
    let token = value
        .strip_prefix("Bearer ")
        .or_else(|| value.strip_prefix("bearer "))?
        .trim();
    (!token.is_empty()).then_some(token)
}

impl<S: Sessions> FromRequestParts<S> for Session {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        if let Some(session) = parts.extensions.get::<Session>() {
            return Ok(session.clone());
        }
        let token = bearer(parts).ok_or_else(AppError::unauthorized)?;
        let mut session = state.session(token).await?;
        session.address = Some(client_addr(parts, state.trust_proxy()));
        // The path as requested (a nested router sees only its own part of it).
        let requested = parts
            .extensions
            .get::<axum::extract::OriginalUri>()
            .map_or_else(|| parts.uri.path(), |original| original.0.path());
        if session.must_change_password
            && !PASSWORD_CHANGE_ALLOWED
                .iter()
                .any(|(method, path)| parts.method == *method && requested == *path)
        {
            return Err(AppError::Forbidden(
                refusals::PASSWORD_CHANGE_REQUIRED.into(),
            ));
        }
        parts.extensions.insert(session.clone());
        Ok(session)
    }
}

/// A signed-in caller who is not a guest.
pub struct Member(pub Session);

impl<S: Sessions> FromRequestParts<S> for Member {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let session = Session::from_request_parts(parts, state).await?;
        if session.is_guest() {
            return Err(AppError::Forbidden(refusals::GUEST_FORBIDDEN.into()));
        }
        Ok(Member(session))
    }
}

/// Declares the extractors for callers holding one of the given permissions (403 '无权访问'
/// otherwise), and [`GUARDS`]: each guard's name and permissions, from which the OpenAPI document
/// writes the permission of every operation whose handler extracts that guard.
macro_rules! permission_guards {
    ($($(#[$doc:meta])* $name:ident, [$($perm:expr),+];)+) => {
        $(
            $(#[$doc])*
            pub struct $name(pub Session);

            impl<S: Sessions> FromRequestParts<S> for $name {
                type Rejection = AppError;

                async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
                    let session = Session::from_request_parts(parts, state).await?;
                    if ![$($perm),+].iter().any(|p| session.can(p)) {
                        return Err(AppError::Forbidden(refusals::FORBIDDEN.into()));
                    }
                    Ok($name(session))
                }
            }
        )+

        /// Every permission guard by name, with the permissions it lets in (any of them).
        pub const GUARDS: &[(&str, &[&str])] = &[$((stringify!($name), &[$($perm),+])),+];
    };
}

permission_guards! {
    /// Manages accounts and their roles (user:manage).
    UserAdmin, [perm::USER_MANAGE];
    /// Creates, edits and deletes roles (role:manage).
    RoleAdmin, [perm::ROLE_MANAGE];
    /// Reads the role and permission lists (user:manage or role:manage).
    RoleReader, [perm::USER_MANAGE, perm::ROLE_MANAGE];
    /// Authors courses: their own, or every teacher's with content:all.
    CourseAuthor, [perm::COURSE_MANAGE];
    /// Authors questions of the question bank.
    QuestionAuthor, [perm::QUESTION_MANAGE];
    /// Authors exams.
    ExamAuthor, [perm::EXAM_MANAGE];
    /// Grades answer sheets: every exam's (exam:grade) or an author's own exams' (exam:manage).
    Grader, [perm::EXAM_GRADE, perm::EXAM_MANAGE];
    /// The material review desk.
    MaterialDesk, [perm::MATERIAL_REVIEW];
    /// The finance desk.
    FinanceDesk, [perm::PAYMENT_REVIEW];
    /// Either desk (reading applications).
    StaffDesk, [perm::MATERIAL_REVIEW, perm::PAYMENT_REVIEW];
    /// Sends and withdraws notifications.
    NoticeSender, [perm::NOTICE_SEND];
    /// Changes the site settings.
    SettingsAdmin, [perm::SETTINGS_MANAGE];
    /// Moderates course comments (their own courses' unless content:all).
    CommentDesk, [perm::COMMENT_MANAGE];
    /// Runs the file center (lists every file, deletes unused ones).
    FileAdmin, [perm::FILE_MANAGE];
    /// Keeps employers' positions and refers learners to them.
    CareerDesk, [perm::CAREER_MANAGE];
    /// A channel dealer's own dashboard and invite codes.
    DashboardViewer, [perm::DASHBOARD_VIEW];
    /// Every distributor's dashboard and codes, and their comparison.
    DistributorAdmin, [perm::DISTRIBUTOR_MANAGE];
    /// The study-hours report: every course's (study:verify) or a teacher's own courses'
    /// (course:manage; every course with content:all).
    StudyReporter, [perm::STUDY_VERIFY, perm::COURSE_MANAGE];
    /// Reviews study sessions' camera snapshots and marks them 本人 or 非本人 (study:verify).
    StudyVerifier, [perm::STUDY_VERIFY];
    /// Reads certificates' history and downloads them: those who issue them (material:review)
    /// and certificate:manage.
    CertificateDesk, [perm::MATERIAL_REVIEW, perm::CERTIFICATE_MANAGE];
    /// Revokes certificates (certificate:manage).
    CertificateAdmin, [perm::CERTIFICATE_MANAGE];
    /// Reads classes: every class (class:manage) or the ones a teacher teaches (course:manage).
    ClassReader, [perm::CLASS_MANAGE, perm::COURSE_MANAGE];
    /// Opens classes, fills them, exports their rosters and archives (class:manage).
    ClassAdmin, [perm::CLASS_MANAGE];
    /// Imports learners' accounts in bulk (user:manage; into a class also class:manage).
    LearnerImporter, [perm::USER_MANAGE];
    /// Reads and exports the audit log (audit:read).
    AuditReader, [perm::AUDIT_READ];
}

/// Permissions that let staff read learners' private files (their enrolment documents).
pub const PRIVATE_FILE_READERS: [&str; 3] = [
    perm::MATERIAL_REVIEW,
    perm::PAYMENT_REVIEW,
    perm::USER_MANAGE,
];

/// The client's address: the peer, or the last X-Forwarded-For hop behind a trusted proxy.
pub struct ClientAddr(pub IpAddr);

impl<S: Sessions> FromRequestParts<S> for ClientAddr {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        Ok(ClientAddr(client_addr(parts, state.trust_proxy())))
    }
}

fn client_addr(parts: &Parts, trust_proxy: bool) -> IpAddr {
    if trust_proxy {
        let forwarded = parts
            .headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.rsplit(',').next())
            .and_then(|v| v.trim().parse::<IpAddr>().ok());
        if let Some(ip) = forwarded {
            return ip;
        }
    }
    let peer = parts
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip());
    peer.unwrap_or(IpAddr::from([127, 0, 0, 1]))
}

/// `Option<Session>`: none without a token; an invalid token is still a 401.
impl<S: Sessions> axum::extract::OptionalFromRequestParts<S> for Session {
    type Rejection = AppError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &S,
    ) -> Result<Option<Self>, Self::Rejection> {
        if bearer(parts).is_none() {
            return Ok(None);
        }
        <Session as FromRequestParts<S>>::from_request_parts(parts, state)
            .await
            .map(Some)
    }
}

//! The audit log (操作日志): what kinds of change it holds, what they change, and who acts. Each
//! entry is written in the transaction of the change it records (`db::audit::record`), so there
//! is no change without its entry and no entry of a change that was rolled back.

use std::net::IpAddr;

use serde::{Deserialize, Serialize};

/// Who makes a change, and from which address: a person (their account and the client address
/// of the request) or the system (a timer, the command line: neither).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Actor {
    pub id: Option<i64>,
    pub address: Option<IpAddr>,
}

impl Actor {
    /// The platform itself (a sweep, a purge, an exam graded at the pass mark).
    pub const SYSTEM: Actor = Actor {
        id: None,
        address: None,
    };

    /// Someone not (yet) known: a refused login from an address.
    pub fn person_unknown(address: IpAddr) -> Self {
        Self {
            id: None,
            address: Some(address),
        }
    }

    pub fn person(id: i64, address: Option<IpAddr>) -> Self {
        Self {
            id: Some(id),
            address,
        }
    }
}

/// What kind of change an entry records: the filter of the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AuditKind)]
pub enum Kind {
    /// A login (password or SMS code).
    Login,
    /// A login refused for a wrong password or code (throttled attempts are counted by
    /// `/metrics`, not written).
    LoginFailed,
    /// An account created, edited, deleted or imported; a password changed or reset.
    Account,
    /// Roles and permissions: a role created, edited or deleted; a user's roles or permissions.
    Access,
    /// A step of an application (submit, review, payment, invoice).
    Enrolment,
    /// An answer sheet graded, voided or reopened; an exam's rule for one learner.
    Grading,
    /// A certificate issued or revoked; an exam result recorded or withdrawn.
    Certificate,
    /// A study session's snapshots reviewed; a course's study rules.
    Study,
    /// A site setting.
    Setting,
    /// Courses, question banks, exams, classes, positions, invite codes, notifications and
    /// comments created or edited.
    Content,
    /// Anything deleted.
    Deletion,
    /// An export or a download of personal data.
    Export,
}

impl Kind {
    pub const ALL: [Kind; 12] = [
        Kind::Login,
        Kind::LoginFailed,
        Kind::Account,
        Kind::Access,
        Kind::Enrolment,
        Kind::Grading,
        Kind::Certificate,
        Kind::Study,
        Kind::Setting,
        Kind::Content,
        Kind::Deletion,
        Kind::Export,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Kind::Login => "login",
            Kind::LoginFailed => "loginFailed",
            Kind::Account => "account",
            Kind::Access => "access",
            Kind::Enrolment => "enrolment",
            Kind::Grading => "grading",
            Kind::Certificate => "certificate",
            Kind::Study => "study",
            Kind::Setting => "setting",
            Kind::Content => "content",
            Kind::Deletion => "deletion",
            Kind::Export => "export",
        }
    }

    pub fn parse(code: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// How the log's export names it.
    pub fn label(self) -> &'static str {
        match self {
            Kind::Login => "登录",
            Kind::LoginFailed => "登录失败",
            Kind::Account => "账号变更",
            Kind::Access => "角色与权限",
            Kind::Enrolment => "报名审核",
            Kind::Grading => "阅卷",
            Kind::Certificate => "证书",
            Kind::Study => "学时核验",
            Kind::Setting => "系统设置",
            Kind::Content => "内容管理",
            Kind::Deletion => "删除",
            Kind::Export => "导出与下载",
        }
    }
}

/// What an entry's change is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AuditObject)]
pub enum Object {
    User,
    Role,
    Application,
    Course,
    Section,
    Lesson,
    Exam,
    AnswerSheet,
    Question,
    Category,
    Certificate,
    StudySession,
    Setting,
    Class,
    Position,
    Referral,
    InviteCode,
    Notice,
    Comment,
    File,
}

impl Object {
    pub const ALL: [Object; 20] = [
        Object::User,
        Object::Role,
        Object::Application,
        Object::Course,
        Object::Section,
        Object::Lesson,
        Object::Exam,
        Object::AnswerSheet,
        Object::Question,
        Object::Category,
        Object::Certificate,
        Object::StudySession,
        Object::Setting,
        Object::Class,
        Object::Position,
        Object::Referral,
        Object::InviteCode,
        Object::Notice,
        Object::Comment,
        Object::File,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Object::User => "user",
            Object::Role => "role",
            Object::Application => "application",
            Object::Course => "course",
            Object::Section => "section",
            Object::Lesson => "lesson",
            Object::Exam => "exam",
            Object::AnswerSheet => "answerSheet",
            Object::Question => "question",
            Object::Category => "category",
            Object::Certificate => "certificate",
            Object::StudySession => "studySession",
            Object::Setting => "setting",
            Object::Class => "class",
            Object::Position => "position",
            Object::Referral => "referral",
            Object::InviteCode => "inviteCode",
            Object::Notice => "notice",
            Object::Comment => "comment",
            Object::File => "file",
        }
    }

    pub fn parse(code: &str) -> Option<Object> {
        Object::ALL.into_iter().find(|o| o.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            Object::User => "用户",
            Object::Role => "角色",
            Object::Application => "报名申请",
            Object::Course => "课程",
            Object::Section => "章节",
            Object::Lesson => "课时",
            Object::Exam => "考试",
            Object::AnswerSheet => "答卷",
            Object::Question => "题目",
            Object::Category => "题目分类",
            Object::Certificate => "证书",
            Object::StudySession => "学习记录",
            Object::Setting => "设置",
            Object::Class => "班级",
            Object::Position => "招聘岗位",
            Object::Referral => "就业推荐",
            Object::InviteCode => "邀请码",
            Object::Notice => "通知",
            Object::Comment => "评论",
            Object::File => "文件",
        }
    }
}

/// The longest object label, value or reason an entry keeps (characters); longer ones are cut
/// with '…' (a notice's whole text is in its own table).
pub const TEXT_MAX: usize = 200;

/// `text` cut to [`TEXT_MAX`] characters.
pub fn clip(text: &str) -> String {
    match text.char_indices().nth(TEXT_MAX) {
        None => text.to_string(),
        Some((at, _)) => format!("{}…", &text[..at]),
    }
}

/// One change as the log records it: its kind and what was done (a short phrase, e.g. 审核通过),
/// the object (its id and a label as it read then: the log outlives what it names), the value
/// before and after, and the reason given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub kind: Kind,
    pub action: &'static str,
    pub object: Object,
    pub object_id: Option<i64>,
    pub label: String,
    pub from: Option<String>,
    pub to: Option<String>,
    pub reason: Option<String>,
}

impl Entry {
    pub fn new(kind: Kind, action: &'static str, object: Object, object_id: Option<i64>) -> Self {
        Self {
            kind,
            action,
            object,
            object_id,
            label: String::new(),
            from: None,
            to: None,
            reason: None,
        }
    }
    pub fn label(mut self, label: impl AsRef<str>) -> Self {
        self.label = clip(label.as_ref());
        self
    }
    pub fn change(mut self, from: Option<impl AsRef<str>>, to: Option<impl AsRef<str>>) -> Self {
        self.from = from.map(|v| clip(v.as_ref()));
        self.to = to.map(|v| clip(v.as_ref()));
        self
    }
    pub fn reason(mut self, reason: Option<impl AsRef<str>>) -> Self {
        self.reason = reason.map(|v| clip(v.as_ref()));
        self
    }
}

/// How long the log is kept unless the administrator sets another period, and the shortest
/// period they may set (网络安全法 第二十一条: network logs are kept no less than six months).
pub const DEFAULT_RETENTION_DAYS: i64 = 365;
pub const MIN_RETENTION_DAYS: i64 = 180;
pub const MAX_RETENTION_DAYS: i64 = 3650;

/// The most rows one export holds (newest first); a longer period is exported in parts.
pub const EXPORT_MAX: u64 = 50_000;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_match_the_wire_names() {
        for kind in Kind::ALL {
            assert_eq!(Kind::parse(kind.code()), Some(kind));
            assert_eq!(
                serde_json::to_value(kind).unwrap(),
                serde_json::json!(kind.code())
            );
        }
        for object in Object::ALL {
            assert_eq!(Object::parse(object.code()), Some(object));
            assert_eq!(
                serde_json::to_value(object).unwrap(),
                serde_json::json!(object.code())
            );
        }
        assert_eq!(Kind::parse("nothing"), None);
    }

    #[test]
    fn long_texts_are_clipped_by_characters() {
        let long = "证".repeat(TEXT_MAX + 5);
        let clipped = clip(&long);
        assert_eq!(clipped.chars().count(), TEXT_MAX + 1);
        assert!(clipped.ends_with('…'));
        assert_eq!(clip("短"), "短");
        let entry = Entry::new(Kind::Setting, "修改", Object::Setting, None)
            .label(&long)
            .change(Some("a"), None::<&str>);
        assert_eq!(entry.label.chars().count(), TEXT_MAX + 1);
        assert_eq!(entry.from.as_deref(), Some("a"));
        assert_eq!(entry.to, None);
    }
}

//! Field rules shared by every endpoint, with the specification's messages.

use super::identity::{Email, Phone, Username};
#[cfg(test)]
use super::identity::{birth_date_from_id_card, is_date, is_email, is_id_card, is_phone};
use crate::refusals::{self, Message, Refusal};

/// A character no text may hold: the C0 controls and DEL, except tab, line feed and carriage
/// return. PostgreSQL refuses NUL in text, and the others are never typed by a person; the JSON
/// and query extractors refuse them in every request.
pub fn is_control_character(c: char) -> bool {
    (c < ' ' && !matches!(c, '\t' | '\n' | '\r')) || c == '\u{7f}'
}

pub fn has_control_character(value: &str) -> bool {
    value.chars().any(is_control_character)
}

/// Longest values of the stored text fields that have no message of their own (the columns of
/// `subject` are `varchar(64)`).
pub const SUBJECT_MAX: usize = 64;
/// A login name is a username, a phone or an e-mail address (at most 254 characters).
pub const LOGIN_MAX: usize = 254;
pub const URL_MAX: usize = 500;
pub const ADDRESS_MAX: usize = 200;
pub const WORK_UNIT_MAX: usize = 100;
pub const DESCRIPTION_MAX: usize = 5000;
pub const EXPLANATION_MAX: usize = 5000;
/// A choice's text, and each accepted text of a fill-in question.
pub const OPTION_MAX: usize = 1000;
/// The reference answer of a short-answer question.
pub const REFERENCE_MAX: usize = 5000;
/// Each detail of an exam-class-opening or certificate-pickup notice.
pub const DETAIL_MAX: usize = 200;

/// At most `max` characters ('不能超过{max}个字符' otherwise).
pub fn at_most(value: &str, max: usize) -> Result<(), Message> {
    if value.chars().count() > max {
        Err(refusals::TEXT_TOO_LONG.with("max", max))
    } else {
        Ok(())
    }
}

/// Trimmed, non-empty value of an optional field.
pub fn present(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

pub const PASSWORD_MIN: usize = 10;
pub const PASSWORD_MAX: usize = 128;

/// At least 10 characters (at most 128) with a letter and a digit.
pub fn is_strong_password(value: &str) -> bool {
    let n = value.chars().count();
    (PASSWORD_MIN..=PASSWORD_MAX).contains(&n)
        && value.chars().any(|c| c.is_ascii_alphabetic())
        && value.chars().any(|c| c.is_ascii_digit())
}

/// Register and reset-by-phone password rule (spec 000 §5 register).
pub fn new_password(value: &Option<String>) -> Result<(), Refusal> {
    match value.as_deref().filter(|v| !v.is_empty()) {
        None => Err(refusals::PASSWORD_REQUIRED),
        Some(v) if is_strong_password(v) => Ok(()),
        Some(_) => Err(refusals::PASSWORD_WEAK),
    }
}

/// Username on register: required, 2-20 characters, neither a phone number nor an e-mail
/// (login accepts all three, so a username must not look like another account's phone or e-mail).
pub fn username(value: &Option<String>) -> Result<Username, Refusal> {
    match present(value) {
        None => Err(refusals::USERNAME_REQUIRED),
        Some(v) => Username::parse(v),
    }
}

/// Invite code: optional; when given, exactly 12 letters or digits.
pub fn invite_code(value: &Option<String>) -> Result<(), Refusal> {
    match present(value) {
        None => Ok(()),
        Some(v) if v.chars().count() != 12 => Err(refusals::INVITE_CODE_LENGTH),
        Some(v) if !v.chars().all(|c| c.is_ascii_alphanumeric()) => {
            Err(refusals::INVITE_CODE_INVALID)
        }
        Some(_) => Ok(()),
    }
}

/// Phone with the given messages for "missing" and "malformed".
pub fn phone(value: &Option<String>, missing: Refusal, invalid: Refusal) -> Result<Phone, Refusal> {
    match present(value) {
        None => Err(missing),
        Some(v) => Phone::parse(v).ok_or(invalid),
    }
}

/// E-mail with the given messages for "missing" and "malformed".
pub fn email(value: &Option<String>, missing: Refusal, invalid: Refusal) -> Result<Email, Refusal> {
    match present(value) {
        None => Err(missing),
        Some(v) => Email::parse(v).ok_or(invalid),
    }
}

/// Change-password rules of spec 000 §5, field by field.
pub fn password_change(old: &Option<String>, new: &Option<String>) -> Vec<(&'static str, Refusal)> {
    let mut errors = Vec::new();
    match old.as_deref().filter(|v| !v.is_empty()) {
        None => errors.push(("oldPassword", refusals::PASSWORD_CURRENT_REQUIRED)),
        Some(v) if v.chars().count() < 6 => {
            errors.push(("oldPassword", refusals::PASSWORD_CURRENT_TOO_SHORT))
        }
        Some(_) => {}
    }
    match new.as_deref().filter(|v| !v.is_empty()) {
        None => errors.push(("newPassword", refusals::PASSWORD_NEW_REQUIRED)),
        Some(v) if v.chars().count() < PASSWORD_MIN => {
            errors.push(("newPassword", refusals::PASSWORD_NEW_TOO_SHORT))
        }
        Some(v) if v.chars().count() > PASSWORD_MAX => {
            errors.push(("newPassword", refusals::PASSWORD_NEW_TOO_LONG))
        }
        Some(v) if !is_strong_password(v) => {
            errors.push(("newPassword", refusals::PASSWORD_NEW_WEAK))
        }
        Some(v) if old.as_deref() == Some(v) => {
            errors.push(("newPassword", refusals::PASSWORD_NEW_SAME))
        }
        Some(_) => {}
    }
    errors
}

pub const GENDER: [&str; 2] = ["男", "女"];
pub const EDUCATION: [&str; 7] = ["小学", "初中", "高中", "中专", "大专", "本科", "研究生"];
pub const DEGREE: [&str; 4] = ["学士", "硕士", "博士", "其他"];

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &str) -> Option<String> {
        Some(v.to_string())
    }

    #[test]
    fn control_characters_and_lengths() {
        for bad in ["\u{0}", "a\u{1}", "\u{1b}[0m", "\u{7f}", "x\u{1f}"] {
            assert!(has_control_character(bad), "{bad:?}");
        }
        for good in ["", "第一行\n第二行", "a\tb\r\n", "é ü 😀", "\u{85}"] {
            assert!(!has_control_character(good), "{good:?}");
        }
        assert_eq!(at_most(&"字".repeat(64), SUBJECT_MAX), Ok(()));
        let refused = at_most(&"字".repeat(65), SUBJECT_MAX).unwrap_err();
        assert_eq!(refused.to_string(), "不能超过64个字符");
    }

    #[test]
    fn phone_rule() {
        assert!(is_phone("13800000000"));
        assert!(is_phone("19912345678"));
        assert!(!is_phone("12800000000"));
        assert!(!is_phone("1380000000"));
        assert!(!is_phone("138000000001"));
        assert!(!is_phone("1380000000a"));
        assert_eq!(
            phone(&None, refusals::PHONE_REQUIRED, refusals::PHONE_INVALID),
            Err(refusals::PHONE_REQUIRED)
        );
        assert_eq!(
            phone(&s("123"), refusals::PHONE_REQUIRED, refusals::PHONE_INVALID),
            Err(refusals::PHONE_INVALID)
        );
    }

    #[test]
    fn email_rule() {
        assert!(is_email("a@b.cn"));
        assert!(is_email("first.last@mail.example.com"));
        for bad in [
            "", "a", "a@", "@b.cn", "a@b", "a@.cn", "a@b.", "a b@c.cn", "a@b@c.cn", "a@b..cn",
        ] {
            assert!(!is_email(bad), "{bad}");
        }
    }

    #[test]
    fn password_rule() {
        assert_eq!(new_password(&None), Err(refusals::PASSWORD_REQUIRED));
        assert_eq!(new_password(&s("abc123")), Err(refusals::PASSWORD_WEAK));
        assert_eq!(
            new_password(&s("abcdefghijk")),
            Err(refusals::PASSWORD_WEAK)
        );
        assert_eq!(
            new_password(&s("12345678901")),
            Err(refusals::PASSWORD_WEAK)
        );
        assert_eq!(new_password(&s("abcde12345")), Ok(()));
        assert_eq!(
            new_password(&Some("a1".repeat(65))),
            Err(refusals::PASSWORD_WEAK)
        );
    }

    #[test]
    fn username_rule() {
        assert_eq!(username(&s("  ")), Err(refusals::USERNAME_REQUIRED));
        assert_eq!(username(&s("a")), Err(refusals::USERNAME_LENGTH));
        assert_eq!(
            username(&s(&"字".repeat(21))),
            Err(refusals::USERNAME_LENGTH)
        );
        assert_eq!(
            username(&s("13800000000")),
            Err(refusals::USERNAME_LOOKS_LIKE_CONTACT)
        );
        assert_eq!(
            username(&s("a@b.cn")),
            Err(refusals::USERNAME_LOOKS_LIKE_CONTACT)
        );
        assert_eq!(username(&s("张三")).unwrap().as_str(), "张三");
    }

    #[test]
    fn invite_code_rule() {
        assert_eq!(invite_code(&None), Ok(()));
        assert_eq!(invite_code(&s("")), Ok(()));
        assert_eq!(invite_code(&s("ABC")), Err(refusals::INVITE_CODE_LENGTH));
        assert_eq!(
            invite_code(&s("ABCDEF-12345")),
            Err(refusals::INVITE_CODE_INVALID)
        );
        assert_eq!(invite_code(&s("ABCDEF123456")), Ok(()));
    }

    #[test]
    fn change_password_rules() {
        assert_eq!(
            password_change(&None, &None),
            vec![
                ("oldPassword", refusals::PASSWORD_CURRENT_REQUIRED),
                ("newPassword", refusals::PASSWORD_NEW_REQUIRED)
            ]
        );
        assert_eq!(
            password_change(&s("12345"), &s("abc")),
            vec![
                ("oldPassword", refusals::PASSWORD_CURRENT_TOO_SHORT),
                ("newPassword", refusals::PASSWORD_NEW_TOO_SHORT)
            ]
        );
        assert_eq!(
            password_change(&s("abcdef"), &s("abcdefghijk")),
            vec![("newPassword", refusals::PASSWORD_NEW_WEAK)]
        );
        assert_eq!(
            password_change(&s("abcde12345"), &s("abcde12345")),
            vec![("newPassword", refusals::PASSWORD_NEW_SAME)]
        );
        assert!(password_change(&s("abcde12345"), &s("abcde123456")).is_empty());
    }

    #[test]
    fn id_card_and_birth_date() {
        assert!(is_id_card("11010519491231002X"));
        assert!(is_id_card("110105491231002"));
        assert!(!is_id_card("11010519491231002Y"));
        assert_eq!(
            birth_date_from_id_card("11010519491231002X").as_deref(),
            Some("1949-12-31")
        );
        assert_eq!(
            birth_date_from_id_card("110105491231002").as_deref(),
            Some("1949-12-31")
        );
        assert_eq!(birth_date_from_id_card("110105194913310021"), None);
        assert!(is_date("2000-02-29"));
        assert!(!is_date("1900-02-29"));
        assert!(!is_date("2001-13-01"));
    }
}

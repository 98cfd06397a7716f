//! The profile of an account and the one parser of it. Three forms write a profile: the
//! learner's own (spec 000 §7: a field left out stays as it is), an administrator's new account
//! and an administrator's edit (spec 001 §5: the form's fields are required, the edit's work unit
//! and address too). Each field has one rule here whichever form sends it; a form differs only
//! in which fields it requires and in the spec's wording of its messages.
//!
//! (The enrolment application form is a declaration copied onto the authority's paper form —
//! other kinds of identity document, a draft saved half-filled — and keeps its own completeness
//! rules in `domain::enrolment`; its dates are checked by `domain::identity::is_date` as here.)

use serde::Deserialize;
use serde_json::Value;

use crate::db::users::ProfileChange;
use crate::domain::identity::{self, Email, IdCard, Phone, Username};
use crate::domain::rules;
use crate::error::FieldErrors;
use crate::refusals::{self, Message, Refusal};

/// The profile fields of an account as a form sends them. The learner's `PUT /user` sends this;
/// an administrator's add and edit send it with their own fields beside it.
#[derive(Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileBody {
    pub username: Option<String>,
    pub name: Option<String>,
    /// 男 or 女; empty clears it.
    pub gender: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub id_card: Option<String>,
    /// YYYY-MM-DD (takes precedence over `birth`).
    pub birth_date: Option<String>,
    /// Date of birth as milliseconds since the epoch, China time (read back as birthDate).
    pub birth: Option<i64>,
    pub education: Option<String>,
    pub degree: Option<String>,
    /// At most 100 characters.
    pub work_unit: Option<String>,
    /// Whole years, 0–80: a number or a string of one.
    #[schema(value_type = Option<i32>)]
    pub work_experience: Option<Value>,
    /// At most 200 characters.
    pub address: Option<String>,
}

/// Which form writes the profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// The learner's own profile: a field left out stays as it is.
    Own,
    /// An administrator's new account.
    NewAccount,
    /// An administrator's edit of an account.
    AccountEdit,
}

/// The spec's wording of a form's messages where the forms differ.
struct Wording {
    username_missing: Refusal,
    name_missing: Refusal,
    phone_missing: Refusal,
    phone_invalid: Refusal,
    email_missing: Refusal,
    email_invalid: Refusal,
    id_card_missing: Refusal,
    id_card_invalid: Refusal,
    years_negative: Refusal,
    /// The field a date of birth's error is reported on.
    birth_field: &'static str,
}

const OWN: Wording = Wording {
    username_missing: refusals::USERNAME_AND_NAME_REQUIRED,
    name_missing: refusals::USERNAME_AND_NAME_REQUIRED,
    phone_missing: refusals::PHONE_INVALID_PROFILE,
    phone_invalid: refusals::PHONE_INVALID_PROFILE,
    email_missing: refusals::EMAIL_INVALID_PROFILE,
    email_invalid: refusals::EMAIL_INVALID_PROFILE,
    id_card_missing: refusals::ID_CARD_INVALID,
    id_card_invalid: refusals::ID_CARD_INVALID,
    years_negative: refusals::WORK_EXPERIENCE_INVALID,
    birth_field: "birthDate",
};

const ADMIN: Wording = Wording {
    username_missing: refusals::USERNAME_REQUIRED,
    name_missing: refusals::NAME_REQUIRED,
    phone_missing: refusals::PHONE_REQUIRED,
    phone_invalid: refusals::PHONE_INVALID,
    email_missing: refusals::EMAIL_REQUIRED,
    email_invalid: refusals::EMAIL_INVALID_PROFILE,
    id_card_missing: refusals::ID_CARD_REQUIRED,
    id_card_invalid: refusals::ID_CARD_FORMAT,
    years_negative: refusals::WORK_EXPERIENCE_NEGATIVE,
    birth_field: "birth",
};

impl Form {
    fn wording(self) -> &'static Wording {
        match self {
            Self::Own => &OWN,
            Self::NewAccount | Self::AccountEdit => &ADMIN,
        }
    }

    /// Does the form require its identity fields (username, name, phone, e-mail, ID card, date
    /// of birth, education, degree)?
    fn requires_identity(self) -> bool {
        self != Self::Own
    }

    /// Does the form require the work unit and the address?
    fn requires_work(self) -> bool {
        self == Self::AccountEdit
    }
}

/// A text field as sent: left out, blank, or a trimmed value.
enum Sent<'a> {
    Absent,
    Blank,
    Given(&'a str),
}

fn sent(value: &Option<String>) -> Sent<'_> {
    match value.as_deref().map(str::trim) {
        None => Sent::Absent,
        Some("") => Sent::Blank,
        Some(v) => Sent::Given(v),
    }
}

/// A field's value: `Ok(None)` leaves it as it is.
type Rule<T> = Result<Option<T>, Message>;

/// A field with a parser: left out stays (unless required), blank is the missing message.
fn parsed<T>(
    value: &Option<String>,
    required: bool,
    missing: Refusal,
    parse: impl FnOnce(&str) -> Result<T, Refusal>,
) -> Rule<T> {
    match sent(value) {
        Sent::Absent if !required => Ok(None),
        Sent::Absent | Sent::Blank => Err(missing.into()),
        Sent::Given(v) => parse(v).map(Some).map_err(Message::from),
    }
}

/// An optional text of at most `max` characters; blank clears it (`missing` when required).
fn text(value: &Option<String>, form: Form, required: Option<Refusal>, max: usize) -> Rule<String> {
    match (sent(value), required) {
        (Sent::Absent | Sent::Blank, Some(missing)) => Err(missing.into()),
        (Sent::Absent, None) => Ok(None),
        // A new account has nothing to clear.
        (Sent::Blank, None) => Ok((form != Form::NewAccount).then(String::new)),
        (Sent::Given(v), _) => rules::at_most(v, max).map(|()| Some(v.to_string())),
    }
}

/// One of a list of options.
fn choice(
    value: &Option<String>,
    required: bool,
    list: &[&str],
    missing: Refusal,
    wrong: Refusal,
) -> Rule<String> {
    parsed(value, required, missing, |v| {
        if list.contains(&v) {
            Ok(v.to_string())
        } else {
            Err(wrong)
        }
    })
}

/// A name of 2–20 characters.
fn name(value: &str) -> Result<String, Refusal> {
    if (2..=20).contains(&value.chars().count()) {
        Ok(value.to_string())
    } else {
        Err(refusals::USERNAME_LENGTH)
    }
}

/// Whole years of work, 0–80: a number or a string of one; blank or null leaves it unset.
fn work_years(value: &Option<Value>, negative: Refusal) -> Rule<i32> {
    let years = match value {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => return Ok(None),
        Some(Value::Number(n)) => n.as_f64(),
        Some(Value::String(s)) => s.trim().parse::<f64>().ok(),
        Some(_) => None,
    };
    match years {
        Some(y) if y < 0.0 => Err(negative.into()),
        Some(y) if y.fract() == 0.0 && y <= 80.0 => Ok(Some(y as i32)),
        _ => Err(refusals::WORK_EXPERIENCE_INVALID.into()),
    }
}

impl ProfileBody {
    /// Is no profile field sent (an administrator's edit that only resets the password)?
    pub fn is_empty(&self) -> bool {
        [
            &self.username,
            &self.name,
            &self.gender,
            &self.email,
            &self.phone,
            &self.id_card,
            &self.birth_date,
            &self.education,
            &self.degree,
            &self.work_unit,
            &self.address,
        ]
        .iter()
        .all(|v| v.is_none())
            && self.birth.is_none()
            && self.work_experience.is_none()
    }

    /// The profile change the form asks for, or `None` with each field's error recorded.
    /// `today` is the service clock's time: a date of birth cannot be after it.
    pub fn parse(&self, form: Form, today: i64, errors: &mut FieldErrors) -> Option<ProfileChange> {
        let words = form.wording();
        let required = form.requires_identity();
        let username = errors.check(
            "username",
            parsed(
                &self.username,
                required,
                words.username_missing,
                Username::parse,
            ),
        );
        let name = errors.check(
            "name",
            parsed(&self.name, required, words.name_missing, name),
        );
        let phone = errors.check(
            "phone",
            parsed(&self.phone, required, words.phone_missing, |v| {
                Phone::parse(v).ok_or(words.phone_invalid)
            }),
        );
        let email = errors.check(
            "email",
            parsed(&self.email, required, words.email_missing, |v| {
                Email::parse(v).ok_or(words.email_invalid)
            }),
        );
        let id_card = errors.check(
            "idCard",
            parsed(&self.id_card, required, words.id_card_missing, |v| {
                IdCard::parse(v).ok_or(words.id_card_invalid)
            }),
        );
        let birth_date = errors.check(words.birth_field, self.birth_date(form, today));
        let gender = errors.check(
            "gender",
            match sent(&self.gender) {
                Sent::Given(g) if !rules::GENDER.contains(&g) => {
                    Err(refusals::GENDER_INVALID.into())
                }
                _ => text(&self.gender, form, None, usize::MAX),
            },
        );
        let education = errors.check(
            "education",
            choice(
                &self.education,
                required,
                &rules::EDUCATION,
                refusals::EDUCATION_REQUIRED,
                refusals::EDUCATION_INVALID,
            ),
        );
        let degree = errors.check(
            "degree",
            choice(
                &self.degree,
                required,
                &rules::DEGREE,
                refusals::DEGREE_REQUIRED,
                refusals::DEGREE_INVALID,
            ),
        );
        let work =
            |value, missing, max| text(value, form, form.requires_work().then_some(missing), max);
        let work_unit = errors.check(
            "workUnit",
            work(
                &self.work_unit,
                refusals::WORK_UNIT_REQUIRED,
                rules::WORK_UNIT_MAX,
            ),
        );
        let address = errors.check(
            "address",
            work(
                &self.address,
                refusals::ADDRESS_REQUIRED,
                rules::ADDRESS_MAX,
            ),
        );
        let work_experience = errors.check(
            "workExperience",
            work_years(&self.work_experience, words.years_negative),
        );
        if !errors.is_empty() {
            return None;
        }
        let id_card = id_card?;
        // The learner's date of birth, when not given, is the one their ID card carries.
        let birth_date = birth_date?.or_else(|| {
            (form == Form::Own)
                .then(|| id_card.as_ref().and_then(IdCard::birth_date))
                .flatten()
        });
        Some(ProfileChange {
            username: username?,
            name: name?,
            gender: gender?,
            phone: phone?,
            email: email?,
            id_card,
            birth_date,
            education: education?,
            degree: degree?,
            work_unit: work_unit?,
            work_experience: work_experience?,
            address: address?,
        })
    }

    /// The date of birth sent (`birthDate`, else `birth`), `YYYY-MM-DD`, not after today.
    fn birth_date(&self, form: Form, today: i64) -> Rule<String> {
        let date = match (sent(&self.birth_date), self.birth) {
            (Sent::Given(d), _) => Some(d.to_string()),
            (Sent::Blank, _) => return Err(refusals::BIRTH_DATE_INVALID.into()),
            (Sent::Absent, Some(ms)) => Some(crate::domain::calendar::date_of_ms(ms)),
            (Sent::Absent, None) => None,
        };
        match date {
            None if form.requires_identity() => Err(refusals::BIRTH_DATE_INVALID.into()),
            None => Ok(None),
            Some(d) if !identity::is_date(&d) => Err(refusals::BIRTH_DATE_INVALID.into()),
            Some(d) if d > crate::domain::calendar::date_of_ms(today) => {
                Err(refusals::BIRTH_IN_FUTURE.into())
            }
            Some(d) => Ok(Some(d)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn parse(body: Value, form: Form) -> Result<ProfileChange, Vec<(String, String)>> {
        let body: ProfileBody = serde_json::from_value(body).unwrap();
        let mut errors = FieldErrors::new();
        let today = 1_800_000_000_000; // 2027-01-15
        body.parse(form, today, &mut errors)
            .ok_or_else(|| errors.pairs())
    }

    fn admin_form() -> Value {
        json!({"username": "wangwu", "name": "王五", "phone": "13912345678",
               "email": "w@example.com", "idCard": "11010519491231002X", "birth": 0,
               "education": "本科", "degree": "学士"})
    }

    #[test]
    fn the_learner_changes_only_what_they_send() {
        let change = parse(json!({"name": " 李四 "}), Form::Own).unwrap();
        assert_eq!(change.name.as_deref(), Some("李四"));
        assert!(change.username.is_none() && change.phone.is_none() && change.education.is_none());
        assert!(change.work_unit.is_none(), "left out: kept");
        let cleared = parse(json!({"workUnit": " ", "gender": ""}), Form::Own).unwrap();
        assert_eq!(cleared.work_unit.as_deref(), Some(""), "blank: cleared");
        assert_eq!(cleared.gender.as_deref(), Some(""));
    }

    #[test]
    fn the_same_rule_speaks_each_forms_words() {
        let own = parse(json!({"phone": "12345", "workExperience": -1}), Form::Own).unwrap_err();
        assert!(own.contains(&("phone".into(), "请输入正确的手机号码".into())));
        assert!(own.contains(&("workExperience".into(), "工作年限必须为数字".into())));
        let mut form = admin_form();
        form["phone"] = json!("12345");
        form["workExperience"] = json!(-1);
        let admin = parse(form, Form::NewAccount).unwrap_err();
        assert!(admin.contains(&("phone".into(), "请输入正确的手机号".into())));
        assert!(admin.contains(&("workExperience".into(), "工作经验不能为负数".into())));
    }

    #[test]
    fn administrators_forms_require_their_fields() {
        let empty = parse(json!({}), Form::NewAccount).unwrap_err();
        for field in [
            "username",
            "name",
            "phone",
            "email",
            "idCard",
            "birth",
            "education",
            "degree",
        ] {
            assert!(empty.iter().any(|(f, _)| f == field), "{field}: {empty:?}");
        }
        assert!(!empty.iter().any(|(f, _)| f == "workUnit"));
        let edit = parse(admin_form(), Form::AccountEdit).unwrap_err();
        assert_eq!(
            edit,
            vec![
                ("workUnit".to_string(), "请输入工作单位".to_string()),
                ("address".to_string(), "请输入地址".to_string())
            ]
        );
        assert!(parse(admin_form(), Form::NewAccount).is_ok());
    }

    #[test]
    fn a_date_of_birth_is_a_date_not_after_today_or_the_id_cards() {
        let own = parse(json!({"idCard": "11010519491231002x"}), Form::Own).unwrap();
        assert_eq!(own.birth_date.as_deref(), Some("1949-12-31"));
        assert_eq!(
            parse(json!({"birthDate": "2030-01-01"}), Form::Own).unwrap_err(),
            vec![("birthDate".to_string(), "出生日期不能晚于今天".to_string())]
        );
        assert_eq!(
            parse(json!({"birthDate": "1990-13-01"}), Form::Own).unwrap_err(),
            vec![("birthDate".to_string(), "请选择出生日期".to_string())]
        );
    }
}

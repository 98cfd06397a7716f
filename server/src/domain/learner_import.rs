//! Learners imported in bulk from the .xlsx template: its columns, the reading of a row, and the
//! rules of a row — the administrator's account rules (name, mainland mobile, ID card number
//! with its birth date, e-mail, gender, education, work unit) plus what a typed list gets wrong:
//! the ID number's check digit, a gender that contradicts the number, and the same phone, ID
//! number or e-mail twice in the file.

use std::collections::HashMap;

use crate::domain::identity::{Email, IdCard, Phone};
use crate::domain::rules;
use crate::refusals::{self, Message};

/// The template's columns in order; the first three are required in every row.
pub const COLUMNS: [&str; 7] = [
    "姓名",
    "手机号",
    "身份证号",
    "性别",
    "学历",
    "工作单位",
    "邮箱",
];
/// The sheet of learners in the template (an upload is read from it, else from its first sheet).
pub const SHEET: &str = "学员";
/// Rows in one import.
pub const IMPORT_MAX: usize = 5000;

/// A row as typed (trimmed).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Row {
    /// The sheet's 1-based row number.
    pub at: usize,
    pub name: String,
    pub phone: String,
    pub id_card: String,
    pub gender: String,
    pub education: String,
    pub work_unit: String,
    pub email: String,
}

/// Where each column is in the header row (the required ones must be there).
pub fn header_columns(header: &[String]) -> Option<[Option<usize>; 7]> {
    let mut at = [None; 7];
    for (i, title) in header.iter().enumerate() {
        let title = title.trim().trim_end_matches(['*', '＊']).trim();
        if let Some(c) = COLUMNS.iter().position(|c| *c == title) {
            at[c].get_or_insert(i);
        }
    }
    at[..3].iter().all(Option::is_some).then_some(at)
}

/// A row of cells as a learner; None when the row is blank.
pub fn read_row(columns: &[Option<usize>; 7], cells: &[String], at: usize) -> Option<Row> {
    let cell = |c: usize| {
        columns[c]
            .and_then(|i| cells.get(i))
            .map(|v| v.trim().to_string())
            .unwrap_or_default()
    };
    let row = Row {
        at,
        name: cell(0),
        phone: cell(1),
        id_card: cell(2).to_uppercase(),
        gender: cell(3),
        education: cell(4),
        work_unit: cell(5),
        email: cell(6),
    };
    let blank = [
        &row.name,
        &row.phone,
        &row.id_card,
        &row.gender,
        &row.education,
        &row.work_unit,
        &row.email,
    ]
    .iter()
    .all(|v| v.is_empty());
    (!blank).then_some(row)
}

/// The check digit of an 18-character ID card number holds (GB 11643: weights 2^(17-i) mod 11).
pub fn id_check_digit_holds(id: &str) -> bool {
    const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    const DIGITS: &[u8; 11] = b"10X98765432";
    let b = id.as_bytes();
    if b.len() != 18 || !b[..17].iter().all(u8::is_ascii_digit) {
        return false;
    }
    let sum: u32 = b[..17]
        .iter()
        .zip(WEIGHTS)
        .map(|(d, w)| u32::from(d - b'0') * w)
        .sum();
    DIGITS[(sum % 11) as usize] == b[17].to_ascii_uppercase()
}

/// The gender an ID card number carries (its 17th digit, or the 15th of an old number: odd is 男).
pub fn gender_of_id(id: &str) -> Option<&'static str> {
    let digit = match id.len() {
        18 => id.as_bytes()[16],
        15 => id.as_bytes()[14],
        _ => return None,
    };
    digit.is_ascii_digit().then(|| {
        if (digit - b'0') % 2 == 1 {
            "男"
        } else {
            "女"
        }
    })
}

/// A row that holds: the values an account is made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Learner {
    pub at: usize,
    pub name: String,
    pub phone: Phone,
    pub id_card: IdCard,
    pub birth_date: String,
    pub gender: String,
    pub education: Option<String>,
    pub work_unit: Option<String>,
    pub email: Option<Email>,
}

/// A row's errors, field by field (the fields are the API's names of the columns).
pub type RowErrors = Vec<(&'static str, Message)>;

/// Checks one row by the account rules; `today` is `YYYY-MM-DD` (no one is born after it).
pub fn check(row: &Row, today: &str) -> Result<Learner, RowErrors> {
    let mut errors: RowErrors = Vec::new();
    let name_len = row.name.chars().count();
    if row.name.is_empty() {
        errors.push(("name", refusals::NAME_REQUIRED.into()));
    } else if !(2..=20).contains(&name_len) {
        errors.push(("name", refusals::IMPORT_NAME_LENGTH.into()));
    }
    let phone = if row.phone.is_empty() {
        errors.push(("phone", refusals::PHONE_REQUIRED.into()));
        None
    } else {
        let p = Phone::parse(&row.phone);
        if p.is_none() {
            errors.push(("phone", refusals::PHONE_INVALID.into()));
        }
        p
    };
    let mut birth_date = None;
    let id_card = if row.id_card.is_empty() {
        errors.push(("idCard", refusals::ID_CARD_REQUIRED.into()));
        None
    } else {
        match IdCard::parse(&row.id_card) {
            None => {
                errors.push(("idCard", refusals::ID_CARD_FORMAT.into()));
                None
            }
            Some(card) if card.as_str().len() == 18 && !id_check_digit_holds(card.as_str()) => {
                errors.push(("idCard", refusals::IMPORT_ID_CHECK_DIGIT.into()));
                None
            }
            Some(card) => match card.birth_date() {
                Some(date) if date.as_str() <= today => {
                    birth_date = Some(date);
                    Some(card)
                }
                _ => {
                    errors.push(("idCard", refusals::IMPORT_ID_BIRTH_DATE.into()));
                    None
                }
            },
        }
    };
    let carried = id_card.as_ref().and_then(|c| gender_of_id(c.as_str()));
    let gender = match (row.gender.as_str(), carried) {
        ("", Some(g)) => Some(g.to_string()),
        ("", None) => None,
        (g, _) if !rules::GENDER.contains(&g) => {
            errors.push(("gender", refusals::GENDER_INVALID.into()));
            None
        }
        (g, Some(c)) if g != c => {
            errors.push(("gender", refusals::IMPORT_GENDER_MISMATCH.into()));
            None
        }
        (g, _) => Some(g.to_string()),
    };
    let education = match row.education.as_str() {
        "" => None,
        e if rules::EDUCATION.contains(&e) => Some(e.to_string()),
        _ => {
            errors.push(("education", refusals::EDUCATION_INVALID.into()));
            None
        }
    };
    let work_unit = match row.work_unit.as_str() {
        "" => None,
        w => match rules::at_most(w, rules::WORK_UNIT_MAX) {
            Ok(()) => Some(w.to_string()),
            Err(message) => {
                errors.push(("workUnit", message));
                None
            }
        },
    };
    let email = match row.email.as_str() {
        "" => None,
        e => {
            let parsed = Email::parse(e);
            if parsed.is_none() {
                errors.push(("email", refusals::EMAIL_INVALID_PROFILE.into()));
            }
            parsed
        }
    };
    match (phone, id_card, birth_date, gender) {
        (Some(phone), Some(id_card), Some(birth_date), Some(gender)) if errors.is_empty() => {
            Ok(Learner {
                at: row.at,
                name: row.name.clone(),
                phone,
                id_card,
                birth_date,
                gender,
                education,
                work_unit,
                email,
            })
        }
        _ => Err(errors),
    }
}

/// The same phone, ID number or e-mail in an earlier row of the file: (index, field, message
/// naming the earlier row), for each later row.
pub fn duplicates(rows: &[Row]) -> Vec<(usize, &'static str, Message)> {
    let mut found = Vec::new();
    let mut seen: [HashMap<String, usize>; 3] = Default::default();
    for (i, row) in rows.iter().enumerate() {
        let keys = [
            ("phone", row.phone.clone()),
            ("idCard", row.id_card.clone()),
            ("email", row.email.to_lowercase()),
        ];
        for (k, (field, value)) in keys.into_iter().enumerate() {
            if value.is_empty() {
                continue;
            }
            match seen[k].get(&value) {
                Some(&first) => found.push((
                    i,
                    field,
                    refusals::IMPORT_DUPLICATE_IN_FILE.with("row", rows[first].at),
                )),
                None => {
                    seen[k].insert(value, i);
                }
            }
        }
    }
    found
}

/// A username for an imported account: `u` and the phone (a username must not look like a
/// phone; the learner logs in with the phone anyway).
pub fn username_for(phone: &Phone) -> String {
    format!("u{}", phone.as_str())
}

/// A random initial password from letters and digits that cannot be confused when read off
/// paper (no 0/O, 1/l/I), with at least one letter and one digit: 10 characters, ~57 bits.
pub fn initial_password(random: impl Fn(usize) -> usize) -> String {
    const LETTERS: &[u8] = b"abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
    const DIGITS: &[u8] = b"23456789";
    let mut chars: Vec<u8> = (0..8).map(|_| LETTERS[random(LETTERS.len())]).collect();
    chars.insert(random(9), DIGITS[random(DIGITS.len())]);
    chars.insert(random(10), DIGITS[random(DIGITS.len())]);
    String::from_utf8(chars).expect("ascii")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(name: &str, phone: &str, id: &str, gender: &str) -> Row {
        Row {
            at: 2,
            name: name.into(),
            phone: phone.into(),
            id_card: id.into(),
            gender: gender.into(),
            ..Row::default()
        }
    }

    fn fields(r: Result<Learner, RowErrors>) -> Vec<(&'static str, String)> {
        r.unwrap_err()
            .into_iter()
            .map(|(f, m)| (f, m.to_string()))
            .collect()
    }

    #[test]
    fn the_check_digit_of_an_id_number_is_computed_as_gb_11643_says() {
        // The standard's own example, and one ending in X.
        assert!(id_check_digit_holds("11010519491231002X"));
        assert!(id_check_digit_holds("110101199003074514"));
        assert!(!id_check_digit_holds("110101199003074517"));
        assert!(!id_check_digit_holds("11010519491231002"));
        assert_eq!(
            crate::domain::identity::birth_date_from_id_card("110101199003074514").as_deref(),
            Some("1990-03-07")
        );
        assert_eq!(gender_of_id("110101199003074514"), Some("男"));
        assert_eq!(gender_of_id("11010519491231002X"), Some("女"));
    }

    #[test]
    fn a_good_row_becomes_a_learner_with_the_birth_date_and_gender_of_the_number() {
        let learner = check(
            &row("张三", "13800001111", "110101199003074514", ""),
            "2026-11-29",
        )
        .unwrap();
        assert_eq!(learner.birth_date, "1990-03-07");
        assert_eq!(learner.gender, "男");
        assert_eq!(learner.phone.as_str(), "13800001111");
    }

    #[test]
    fn each_wrong_field_of_a_row_is_named_in_chinese() {
        assert_eq!(
            fields(check(&row("", "", "", ""), "2026-11-29")),
            vec![
                ("name", "请输入姓名".to_string()),
                ("phone", "请输入手机号".into()),
                ("idCard", "请输入身份证号".into()),
            ]
        );
        let wrong = fields(check(
            &row("李", "12345", "110101199003074517", "女"),
            "2026-11-29",
        ));
        assert_eq!(wrong[0].0, "name");
        assert_eq!(wrong[1], ("phone", "请输入正确的手机号".into()));
        assert_eq!(wrong[2], ("idCard", "身份证号校验位不正确，请核对".into()));
        // A number of a day to come, and a gender the number contradicts.
        let future = fields(check(
            &row("王五", "13800001111", "11010120990101451X", ""),
            "2026-11-29",
        ));
        assert_eq!(future[0].0, "idCard");
        let mismatch = fields(check(
            &row("王五", "13800001111", "110101199003074514", "女"),
            "2026-11-29",
        ));
        assert_eq!(mismatch, vec![("gender", "性别与身份证号不符".into())]);
    }

    #[test]
    fn the_same_phone_or_id_number_twice_in_a_file_names_the_first_row() {
        let mut a = row("张三", "13800001111", "110101199003074514", "");
        let mut b = a.clone();
        b.at = 5;
        a.email = "A@x.cn".into();
        b.email = "a@x.cn".into();
        let c = row("李四", "13800002222", "11010519491231002X", "");
        let found = duplicates(&[a, b, c]);
        let fields: Vec<(usize, &str, String)> = found
            .into_iter()
            .map(|(i, f, m)| (i, f, m.to_string()))
            .collect();
        assert_eq!(
            fields,
            vec![
                (1, "phone", "与第 2 行重复".to_string()),
                (1, "idCard", "与第 2 行重复".into()),
                (1, "email", "与第 2 行重复".into()),
            ]
        );
    }

    #[test]
    fn the_header_may_mark_required_columns_and_put_them_in_any_order() {
        let header: Vec<String> = ["手机号*", "姓名*", "备注", "身份证号"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let columns = header_columns(&header).unwrap();
        assert_eq!(columns[0], Some(1));
        assert_eq!(columns[1], Some(0));
        assert_eq!(columns[2], Some(3));
        assert!(header_columns(&["姓名".to_string()]).is_none());
        let cells: Vec<String> = ["13800001111", " 张三 ", "", "110101199003074514"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let row = read_row(&columns, &cells, 7).unwrap();
        assert_eq!((row.at, row.name.as_str()), (7, "张三"));
        assert!(read_row(&columns, &vec![String::new(); 4], 8).is_none());
    }

    #[test]
    fn initial_passwords_are_strong_and_readable() {
        let turn = std::cell::Cell::new(0usize);
        let next = |m: usize| {
            turn.set(turn.get() + 7);
            turn.get() % m
        };
        let p = initial_password(next);
        assert_eq!(p.chars().count(), 10);
        assert!(rules::is_strong_password(&p), "{p}");
        assert!(!p.contains(['0', 'O', '1', 'l', 'I']));
        assert_eq!(
            username_for(&Phone::parse("13800001111").unwrap()),
            "u13800001111"
        );
    }
}

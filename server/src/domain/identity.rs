//! Who a person is, as values that exist only once parsed: a phone number, an e-mail address,
//! an ID card number and a username. The access layer takes these types, so nothing unchecked
//! reaches an account.

use crate::refusals::{self, Refusal};

/// A mainland mobile number: 11 digits, `1[3-9]` then nine digits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phone(String);

impl Phone {
    pub fn parse(value: &str) -> Option<Self> {
        let value = value.trim();
        is_phone(value).then(|| Self(value.to_string()))
    }
}

/// An e-mail address, kept in lower case (login by e-mail ignores case).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(value: &str) -> Option<Self> {
        let value = value.trim();
        is_email(value).then(|| Self(value.to_lowercase()))
    }
}

/// A resident ID card number: 15 digits, or 17 digits and a digit or X (kept upper case).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdCard(String);

impl IdCard {
    pub fn parse(value: &str) -> Option<Self> {
        let value = value.trim().to_uppercase();
        is_id_card(&value).then_some(Self(value))
    }

    /// The date of birth the number carries, `YYYY-MM-DD`.
    pub fn birth_date(&self) -> Option<String> {
        birth_date_from_id_card(&self.0)
    }
}

/// A username: 2–20 characters, neither a phone number nor an e-mail address (login accepts
/// all three, so a username must not look like another account's phone or e-mail).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    /// The spec's message when the value is not a username.
    pub fn parse(value: &str) -> Result<Self, Refusal> {
        let value = value.trim();
        if !(2..=20).contains(&value.chars().count()) {
            Err(refusals::USERNAME_LENGTH)
        } else if value.contains('@')
            || (value.len() == 11 && value.bytes().all(|b| b.is_ascii_digit()))
        {
            Err(refusals::USERNAME_LOOKS_LIKE_CONTACT)
        } else {
            Ok(Self(value.to_string()))
        }
    }
}

/// Mainland mobile number: 11 digits, `1[3-9]` then nine digits.
pub fn is_phone(value: &str) -> bool {
    let b = value.as_bytes();
    b.len() == 11
        && b[0] == b'1'
        && (b'3'..=b'9').contains(&b[1])
        && b.iter().all(u8::is_ascii_digit)
}

/// A phone number as shown to those who need to recognise it but not to call it: the first three
/// and last four digits ("138****0006"); anything shorter than eight characters is fully masked.
pub fn masked_phone(phone: &str) -> String {
    let chars: Vec<char> = phone.chars().collect();
    if chars.len() < 8 {
        return "*".repeat(chars.len().max(4));
    }
    let head: String = chars[..3].iter().collect();
    let tail: String = chars[chars.len() - 4..].iter().collect();
    format!("{head}****{tail}")
}

/// An ID number as a report shows it: the first four and last four characters, the rest
/// hidden ("1101**********1234"), so an auditor can tell learners apart without reading the
/// number; anything shorter than nine characters is fully masked.
pub fn masked_id_card(id: &str) -> String {
    let chars: Vec<char> = id.chars().collect();
    if chars.len() < 9 {
        return "*".repeat(chars.len().max(4));
    }
    let head: String = chars[..4].iter().collect();
    let tail: String = chars[chars.len() - 4..].iter().collect();
    format!("{head}{}{tail}", "*".repeat(chars.len() - 8))
}

/// A basic e-mail shape: one `@`, a non-empty local part, a dotted domain, no spaces.
pub fn is_email(value: &str) -> bool {
    if value.len() > 254 || value.chars().any(char::is_whitespace) {
        return false;
    }
    match value.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !domain.contains("..")
        }
        None => false,
    }
}

/// ID card number: 15 digits, or 17 digits and a digit or X.
pub fn is_id_card(value: &str) -> bool {
    let b = value.as_bytes();
    match b.len() {
        15 => b.iter().all(u8::is_ascii_digit),
        18 => {
            b[..17].iter().all(u8::is_ascii_digit)
                && (b[17].is_ascii_digit() || b[17] == b'X' || b[17] == b'x')
        }
        _ => false,
    }
}

/// Birth date `YYYY-MM-DD` encoded in an ID card number (15-digit numbers carry a 2-digit 19xx year).
pub fn birth_date_from_id_card(value: &str) -> Option<String> {
    if !is_id_card(value) {
        return None;
    }
    let (y, m, d) = if value.len() == 18 {
        (value[6..10].to_string(), &value[10..12], &value[12..14])
    } else {
        (format!("19{}", &value[6..8]), &value[8..10], &value[10..12])
    };
    let date = format!("{y}-{m}-{d}");
    is_date(&date).then_some(date)
}

/// A real calendar date written `YYYY-MM-DD`.
pub fn is_date(value: &str) -> bool {
    let parts: Vec<&str> = value.split('-').collect();
    if parts.len() != 3 || parts[0].len() != 4 || parts[1].len() != 2 || parts[2].len() != 2 {
        return false;
    }
    let (Ok(y), Ok(m), Ok(d)) = (
        parts[0].parse::<u32>(),
        parts[1].parse::<u32>(),
        parts[2].parse::<u32>(),
    ) else {
        return false;
    };
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1900..=2100).contains(&y) && (1..=days).contains(&d)
}

macro_rules! text_value {
    ($($name:ident),*) => {$(
        impl $name {
            pub fn as_str(&self) -> &str {
                &self.0
            }
            pub fn into_string(self) -> String {
                self.0
            }
        }
    )*};
}
text_value!(Phone, Email, IdCard, Username);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_number_shows_its_first_and_last_four_characters() {
        assert_eq!(masked_id_card("110101199003071234"), "1101**********1234");
        assert_eq!(masked_id_card("11010119900307123X"), "1101**********123X");
        assert_eq!(masked_id_card("12345"), "*****");
    }

    #[test]
    fn phones_are_masked_to_head_and_tail() {
        assert_eq!(masked_phone("13800000006"), "138****0006");
        assert_eq!(masked_phone("+8613800000006"), "+86****0006");
        assert_eq!(masked_phone("123"), "****");
    }

    #[test]
    fn values_exist_only_once_parsed() {
        assert_eq!(
            Phone::parse(" 13800000000 ").unwrap().as_str(),
            "13800000000"
        );
        assert!(Phone::parse("12800000000").is_none());
        assert_eq!(Email::parse("A@B.cn").unwrap().as_str(), "a@b.cn");
        assert!(Email::parse("a@b").is_none());
        let card = IdCard::parse("11010519491231002x").unwrap();
        assert_eq!(card.as_str(), "11010519491231002X");
        assert_eq!(card.birth_date().as_deref(), Some("1949-12-31"));
        assert!(IdCard::parse("1234").is_none());
        assert_eq!(Username::parse(" 张三 ").unwrap().as_str(), "张三");
        assert_eq!(Username::parse("a"), Err(refusals::USERNAME_LENGTH));
        assert_eq!(
            Username::parse("13800000000"),
            Err(refusals::USERNAME_LOOKS_LIKE_CONTACT)
        );
        assert_eq!(
            Username::parse("a@b.cn"),
            Err(refusals::USERNAME_LOOKS_LIKE_CONTACT)
        );
    }
}

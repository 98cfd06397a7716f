//! Who a person is, as values that exist only once parsed: a phone number, an e-mail address,
//! an ID card number and a username. The access layer takes these types, so nothing unchecked
//! reaches an account.

use super::rules;
use crate::refusals::{self, Refusal};

/// A mainland mobile number: 11 digits, `1[3-9]` then nine digits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phone(String);

impl Phone {
    pub fn parse(value: &str) -> Option<Self> {
        let value = value.trim();
        rules::is_phone(value).then(|| Self(value.to_string()))
    }
}

/// An e-mail address, kept in lower case (login by e-mail ignores case).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(value: &str) -> Option<Self> {
        let value = value.trim();
        rules::is_email(value).then(|| Self(value.to_lowercase()))
    }
}

/// A resident ID card number: 15 digits, or 17 digits and a digit or X (kept upper case).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdCard(String);

impl IdCard {
    pub fn parse(value: &str) -> Option<Self> {
        let value = value.trim().to_uppercase();
        rules::is_id_card(&value).then_some(Self(value))
    }

    /// The date of birth the number carries, `YYYY-MM-DD`.
    pub fn birth_date(&self) -> Option<String> {
        rules::birth_date_from_id_card(&self.0)
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

//! Personal data sealed at rest: ID numbers are stored encrypted with the data key of the
//! configuration (`--data-key`, XChaCha20-Poly1305 with a random nonce per value), and beside
//! them a keyed hash (HMAC-SHA-256) that finds an account by its exact number without the number
//! being readable. The two column types do it at the access layer's edge, so no query can forget
//! it: [`Sealed`] is a whole value sealed (`users.id_card`), [`Form`] an application form whose
//! `idNumber` is sealed inside its JSON (the rest stays searchable: the file center finds the
//! photo a form names). A value written before the key existed is read as it is and sealed by
//! [`seal_existing`] at start.

use std::sync::OnceLock;

use base64::Engine;
use base64::engine::general_purpose::STANDARD_NO_PAD as B64;
use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{XChaCha20Poly1305, XNonce};
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

/// What a sealed value starts with (a version, should the scheme ever change).
const PREFIX: &str = "enc1:";
const NONCE_LEN: usize = 24;

struct Keys {
    /// SHA-256 of the master key: installing the same key again is no change.
    fingerprint: [u8; 32],
    cipher: XChaCha20Poly1305,
    lookup: [u8; 32],
}

static KEYS: OnceLock<Keys> = OnceLock::new();

/// Why the data key was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum KeyError {
    #[error(
        "the data key (--data-key / SKILLCERT_DATA_KEY) must be 32 random bytes in base64 \
         (44 characters; make one with `openssl rand -base64 32`)"
    )]
    Malformed,
    #[error("another data key is already in use by this process")]
    Different,
}

/// The 32 bytes of a data key written in base64.
pub fn parse_key(text: &str) -> Result<[u8; 32], KeyError> {
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(text.trim())
        .map_err(|_| KeyError::Malformed)?;
    bytes.try_into().map_err(|_| KeyError::Malformed)
}

/// Installs the process's data key (once; the same key again is accepted: the tests start many
/// servers in one process).
pub fn install(master: &[u8; 32]) -> Result<(), KeyError> {
    let derive = |purpose: &[u8]| -> [u8; 32] {
        let mut h = Sha256::new();
        h.update(b"skillcert data key: ");
        h.update(purpose);
        h.update(master);
        h.finalize().into()
    };
    let fingerprint: [u8; 32] = Sha256::digest(master).into();
    let keys = KEYS.get_or_init(|| Keys {
        fingerprint,
        cipher: XChaCha20Poly1305::new(&derive(b"seal").into()),
        lookup: derive(b"lookup"),
    });
    if keys.fingerprint == fingerprint {
        Ok(())
    } else {
        Err(KeyError::Different)
    }
}

fn keys() -> &'static Keys {
    KEYS.get()
        .expect("the data key is installed before the database is opened")
}

/// `plain` sealed: the prefix, then the nonce and the ciphertext in base64.
pub fn seal(plain: &str) -> String {
    let nonce_bytes: [u8; NONCE_LEN] = rand::random();
    let nonce = XNonce::from(nonce_bytes);
    let sealed = keys()
        .cipher
        .encrypt(&nonce, plain.as_bytes())
        .expect("sealing a short text cannot fail");
    let mut out = nonce_bytes.to_vec();
    out.extend(sealed);
    format!("{PREFIX}{}", B64.encode(out))
}

/// Why a stored value could not be opened: it was sealed with another key, or damaged.
#[derive(Debug, thiserror::Error)]
#[error("a sealed value cannot be opened with this data key (another key, or damaged)")]
pub struct Unopenable;

/// A stored value opened: a sealed one decrypted, one written before sealing as it is.
pub fn open(stored: &str) -> Result<String, Unopenable> {
    let Some(body) = stored.strip_prefix(PREFIX) else {
        return Ok(stored.to_string());
    };
    let bytes = B64.decode(body).map_err(|_| Unopenable)?;
    if bytes.len() < NONCE_LEN {
        return Err(Unopenable);
    }
    let (nonce, sealed) = bytes.split_at(NONCE_LEN);
    let nonce: [u8; NONCE_LEN] = nonce.try_into().map_err(|_| Unopenable)?;
    let plain = keys()
        .cipher
        .decrypt(&XNonce::from(nonce), sealed)
        .map_err(|_| Unopenable)?;
    String::from_utf8(plain).map_err(|_| Unopenable)
}

pub fn is_sealed(stored: &str) -> bool {
    stored.starts_with(PREFIX)
}

/// The keyed hash an ID number is found by (hex): the same number always gives the same hash,
/// which says nothing of the number without the key. Upper-cased first (the check letter X).
pub fn lookup_hash(id_number: &str) -> String {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&keys().lookup)
        .expect("HMAC takes a key of any length");
    mac.update(id_number.trim().to_uppercase().as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

/// A text stored sealed (an ID number): plain in memory, sealed in the database.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sealed(pub String);

impl std::ops::Deref for Sealed {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

/// In the holder's copy of their data (`db::personal_data`) the text is plain.
impl serde::Serialize for Sealed {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl From<String> for Sealed {
    fn from(plain: String) -> Self {
        Self(plain)
    }
}

/// An application form's JSON: plain in memory, its `idNumber` sealed in the database.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Form(pub String);

impl std::ops::Deref for Form {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

/// In the holder's copy of their data the form is its JSON (the number plain), not a string.
impl serde::Serialize for Form {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match serde_json::from_str::<serde_json::Value>(&self.0) {
            Ok(form) => form.serialize(serializer),
            Err(_) => serializer.serialize_str(&self.0),
        }
    }
}

impl From<String> for Form {
    fn from(json: String) -> Self {
        Self(json)
    }
}

impl From<&str> for Form {
    fn from(json: &str) -> Self {
        Self(json.to_owned())
    }
}

/// The form with its `idNumber` passed through `f` (a form that is no JSON object, or has no
/// number, as it is).
fn map_id_number(
    json: &str,
    f: impl FnOnce(&str) -> Result<String, Unopenable>,
) -> Result<String, Unopenable> {
    let Ok(serde_json::Value::Object(mut form)) = serde_json::from_str(json) else {
        return Ok(json.to_string());
    };
    match form.get("idNumber").and_then(|v| v.as_str()) {
        Some(number) if !number.is_empty() => {
            let mapped = f(number)?;
            form.insert("idNumber".into(), mapped.into());
            Ok(serde_json::Value::Object(form).to_string())
        }
        _ => Ok(json.to_string()),
    }
}

fn seal_form(json: &str) -> String {
    map_id_number(json, |n| {
        Ok(if is_sealed(n) { n.to_string() } else { seal(n) })
    })
    .expect("sealing cannot fail")
}

fn open_form(json: &str) -> Result<String, Unopenable> {
    map_id_number(json, open)
}

/// Is a stored form's number still plain?
pub fn form_needs_sealing(json: &str) -> bool {
    let mut plain = false;
    let _ = map_id_number(json, |n| {
        plain = !is_sealed(n);
        Ok(n.to_string())
    });
    plain
}

macro_rules! sealed_column {
    ($name:ident, $to_db:expr, $from_db:expr) => {
        impl From<$name> for sea_orm::Value {
            fn from(v: $name) -> Self {
                let stored: String = $to_db(&v.0);
                stored.into()
            }
        }

        impl sea_orm::TryGetable for $name {
            fn try_get_by<I: sea_orm::ColIdx>(
                res: &sea_orm::QueryResult,
                idx: I,
            ) -> Result<Self, sea_orm::TryGetError> {
                let stored = String::try_get_by(res, idx)?;
                $from_db(&stored).map($name).map_err(|err| {
                    sea_orm::TryGetError::DbErr(sea_orm::DbErr::TryIntoErr {
                        from: "String",
                        into: stringify!($name),
                        source: std::sync::Arc::new(err),
                    })
                })
            }
        }

        impl sea_orm::sea_query::ValueType for $name {
            fn try_from(v: sea_orm::Value) -> Result<Self, sea_orm::sea_query::ValueTypeErr> {
                let stored = <String as sea_orm::sea_query::ValueType>::try_from(v)?;
                $from_db(&stored)
                    .map($name)
                    .map_err(|_| sea_orm::sea_query::ValueTypeErr)
            }
            fn type_name() -> String {
                stringify!($name).to_owned()
            }
            fn array_type() -> sea_orm::sea_query::ArrayType {
                sea_orm::sea_query::ArrayType::String
            }
            fn column_type() -> sea_orm::sea_query::ColumnType {
                sea_orm::sea_query::ColumnType::Text
            }
        }

        impl sea_orm::sea_query::Nullable for $name {
            fn null() -> sea_orm::Value {
                sea_orm::Value::String(None)
            }
        }

        impl sea_orm::IntoActiveValue<$name> for $name {
            fn into_active_value(self) -> sea_orm::ActiveValue<$name> {
                sea_orm::ActiveValue::Set(self)
            }
        }
    };
}

sealed_column!(Sealed, |plain: &str| seal(plain), open);
sealed_column!(Form, |json: &str| seal_form(json), open_form);

/// Does the installed key open the numbers this database holds (checked on one of them at
/// start: a server given another key refuses to start instead of failing on every page that
/// reads an account)?
pub async fn key_opens(db: &sea_orm::DatabaseConnection) -> super::DbResult<bool> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect};

    use super::entity::user;
    let one: Option<String> = user::Entity::find()
        .select_only()
        .column(user::Column::IdCard)
        .filter(user::Column::IdCard.like(format!("{PREFIX}%")))
        .limit(1)
        .into_tuple()
        .one(db)
        .await?;
    Ok(one.is_none_or(|sealed| open(&sealed).is_ok()))
}

/// Seals what was stored before sealing existed (an upgrade): every plain ID number of an
/// account, with its lookup hash, and every plain number in an application form, a few hundred
/// rows per transaction. Answers how many rows were sealed.
pub async fn seal_existing(db: &sea_orm::DatabaseConnection) -> super::DbResult<u64> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

    use super::entity::{application, user};
    let mut sealed = 0;
    loop {
        // Raw texts: the column types would open them.
        let rows: Vec<(i64, String)> = user::Entity::find()
            .select_only()
            .column(user::Column::Id)
            .column(user::Column::IdCard)
            .filter(user::Column::IdCard.is_not_null())
            .filter(user::Column::IdCard.not_like(format!("{PREFIX}%")))
            .limit(500)
            .into_tuple()
            .all(db)
            .await?;
        if rows.is_empty() {
            break;
        }
        let tx = super::begin_write(db).await?;
        for (id, plain) in rows {
            user::Entity::update_many()
                .col_expr(
                    user::Column::IdCard,
                    sea_orm::sea_query::Expr::value(seal(&plain)),
                )
                .col_expr(
                    user::Column::IdCardHash,
                    sea_orm::sea_query::Expr::value(lookup_hash(&plain)),
                )
                .filter(user::Column::Id.eq(id))
                .exec(&tx)
                .await?;
            sealed += 1;
        }
        tx.commit().await?;
    }
    let mut after = 0i64;
    loop {
        let rows: Vec<(i64, String)> = application::Entity::find()
            .select_only()
            .column(application::Column::Id)
            .column(application::Column::Form)
            .filter(application::Column::Id.gt(after))
            // Only forms with a plain number (serde_json writes no spaces): a start reads none
            // once everything is sealed, however many applications there are.
            .filter(application::Column::Form.contains("\"idNumber\":\""))
            .filter(application::Column::Form.not_like(r#"%"idNumber":""%"#))
            .filter(application::Column::Form.not_like(format!(r#"%"idNumber":"{PREFIX}%"#)))
            .order_by_asc(application::Column::Id)
            .limit(500)
            .into_tuple()
            .all(db)
            .await?;
        let Some((last, _)) = rows.last() else {
            break;
        };
        after = *last;
        let plain: Vec<(i64, String)> = rows
            .into_iter()
            .filter(|(_, form)| form_needs_sealing(form))
            .collect();
        if plain.is_empty() {
            continue;
        }
        let tx = super::begin_write(db).await?;
        for (id, form) in plain {
            application::Entity::update_many()
                .col_expr(
                    application::Column::Form,
                    sea_orm::sea_query::Expr::value(seal_form(&form)),
                )
                .filter(application::Column::Id.eq(id))
                .exec(&tx)
                .await?;
            sealed += 1;
        }
        tx.commit().await?;
    }
    Ok(sealed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_key() {
        install(&[7u8; 32]).unwrap();
    }

    #[test]
    fn a_sealed_value_opens_to_itself_and_reads_as_nothing_like_it() {
        with_key();
        let number = "110101199003071234";
        let sealed = seal(number);
        assert!(sealed.starts_with(PREFIX));
        assert!(!sealed.contains("1101011990"));
        assert_ne!(seal(number), sealed, "a fresh nonce every time");
        assert_eq!(open(&sealed).unwrap(), number);
        assert_eq!(
            open("plain before sealing").unwrap(),
            "plain before sealing"
        );
        let mut damaged = sealed.clone();
        damaged.replace_range(PREFIX.len()..PREFIX.len() + 2, "AA");
        assert!(open(&damaged).is_err() || open(&damaged).unwrap() != number);
        assert!(open("enc1:!!").is_err());
    }

    #[test]
    fn the_lookup_hash_is_the_same_for_the_same_number_only() {
        with_key();
        let a = lookup_hash("11010119900307123x");
        assert_eq!(a, lookup_hash(" 11010119900307123X "));
        assert_ne!(a, lookup_hash("110101199003071234"));
        assert_eq!(a.len(), 64);
    }

    #[test]
    fn a_form_keeps_everything_but_its_number_readable() {
        with_key();
        let form = r#"{"name":"张三","idNumber":"110101199003071234","photo":"/files/ab"}"#;
        let stored = seal_form(form);
        assert!(!stored.contains("110101199003071234"));
        assert!(stored.contains("/files/ab") && stored.contains("张三"));
        assert_eq!(seal_form(&stored), stored, "sealed once");
        assert!(form_needs_sealing(form) && !form_needs_sealing(&stored));
        let opened: serde_json::Value = serde_json::from_str(&open_form(&stored).unwrap()).unwrap();
        assert_eq!(opened["idNumber"], "110101199003071234");
        assert_eq!(seal_form("{}"), "{}");
        assert_eq!(seal_form("not json"), "not json");
    }

    #[test]
    fn keys_are_32_bytes_of_base64_and_one_per_process() {
        assert_eq!(parse_key("c2hvcnQ="), Err(KeyError::Malformed));
        assert_eq!(parse_key("not base64!"), Err(KeyError::Malformed));
        let key = base64::engine::general_purpose::STANDARD.encode([7u8; 32]);
        assert_eq!(parse_key(&key), Ok([7u8; 32]));
        with_key();
        assert_eq!(install(&[8u8; 32]), Err(KeyError::Different));
    }
}

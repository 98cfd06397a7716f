//! Identity: password hashing, session tokens and the extractors that declare who may call a handler.

mod extract;
pub mod password;

pub use extract::{
    AuditReader, CareerDesk, CertificateAdmin, CertificateDesk, ClassAdmin, ClassReader,
    ClientAddr, CommentDesk, CourseAuthor, DashboardViewer, DistributorAdmin, ExamAuthor,
    FileAdmin, FinanceDesk, GUARDS, Grader, LearnerImporter, MaterialDesk, Member, NoticeSender,
    PRIVATE_FILE_READERS, QuestionAuthor, RoleAdmin, RoleReader, Scope, Session, Sessions,
    SettingsAdmin, StaffDesk, StudyReporter, StudyVerifier, UserAdmin,
};

use base64::Engine;
use sha2::{Digest, Sha256};

/// A fresh random 256-bit session token (URL-safe base64) and the hash that is stored.
pub fn new_token() -> (String, String) {
    let bytes: [u8; 32] = rand::random();
    let token = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes);
    let hash = hash_token(&token);
    (token, hash)
}

pub fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_random_and_stored_only_hashed() {
        let (a, ha) = new_token();
        let (b, _) = new_token();
        assert_ne!(a, b);
        assert_eq!(a.len(), 43);
        assert_eq!(ha, hash_token(&a));
        assert!(!ha.contains(&a));
    }
}

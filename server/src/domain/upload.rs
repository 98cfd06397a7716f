//! What may be uploaded for each purpose: content types (recognised from the bytes, never from
//! the name), size limits, who may upload, and whether the file is public.

use crate::domain::roles::perm;

pub struct Policy {
    pub source: &'static str,
    pub mimes: &'static [&'static str],
    pub max_bytes: u64,
    /// Public files (covers, course media, avatars) are readable by anyone; private ones
    /// (ID cards, certificates, receipts, forms) by their owner and the staff who review them.
    pub public: bool,
    /// Who may upload for this purpose: callers holding one of these permissions (empty: anyone
    /// signed in).
    pub uploaders: &'static [&'static str],
    /// Whether a JPEG or PNG is refused above [`IMAGE_MAX_SIDE`] pixels a side: learners' images,
    /// which the server may decode (the photo of the application form).
    pub measured: bool,
}

/// The largest width or height of a learner's JPEG or PNG: a phone's 12-megapixel photo fits.
pub const IMAGE_MAX_SIDE: u32 = 4096;

const MB: u64 = 1024 * 1024;

/// Course authors: the media of courses, questions and exams, and the settings' images.
const AUTHORS: &[&str] = &[
    perm::COURSE_MANAGE,
    perm::QUESTION_MANAGE,
    perm::EXAM_MANAGE,
    perm::SETTINGS_MANAGE,
];
const IMAGES: &[&str] = &["image/jpeg", "image/png", "image/gif", "image/webp"];
const COURSE_MEDIA: &[&str] = &[
    "image/jpeg",
    "image/png",
    "image/gif",
    "image/webp",
    "video/mp4",
    "video/webm",
    "audio/mpeg",
    "audio/x-wav",
    "audio/ogg",
    "audio/m4a",
    "audio/x-flac",
    "application/pdf",
];
const DOCUMENTS: &[&str] = &[
    "image/jpeg",
    "image/png",
    "application/pdf",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.ms-excel",
];

pub const POLICIES: [Policy; 9] = [
    Policy {
        source: "avatar",
        mimes: IMAGES,
        max_bytes: 5 * MB,
        public: true,
        uploaders: &[],
        measured: true,
    },
    Policy {
        source: "cover",
        mimes: IMAGES,
        max_bytes: 10 * MB,
        public: true,
        uploaders: AUTHORS,
        measured: false,
    },
    Policy {
        source: "course",
        mimes: COURSE_MEDIA,
        max_bytes: 500 * MB,
        public: true,
        uploaders: AUTHORS,
        measured: false,
    },
    Policy {
        source: "material",
        mimes: DOCUMENTS,
        max_bytes: 20 * MB,
        public: false,
        uploaders: &[],
        measured: true,
    },
    Policy {
        source: "payment",
        mimes: DOCUMENTS,
        max_bytes: 10 * MB,
        public: false,
        uploaders: &[],
        measured: true,
    },
    // A camera still of a study session (camera presence): readable by its learner and the
    // study-hours reviewers only (`service::files`), deleted after the retention period.
    Policy {
        source: SNAPSHOT,
        mimes: &["image/jpeg", "image/png", "image/webp"],
        max_bytes: 2 * MB,
        public: false,
        uploaders: &[],
        measured: true,
    },
    // A camera still of an exam attempt: readable by its learner and those who may grade the
    // exam's sheets only (`service::exam_camera`), deleted after the retention period.
    Policy {
        source: EXAM_SNAPSHOT,
        mimes: &["image/jpeg", "image/png", "image/webp"],
        max_bytes: 2 * MB,
        public: false,
        uploaders: &[],
        measured: true,
    },
    // A question bank to import (the .xlsx template or a .docx paper): read by its uploader
    // only (`service::question_bank`).
    Policy {
        source: QUESTION_IMPORT,
        mimes: &[
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ],
        max_bytes: 10 * MB,
        public: false,
        uploaders: AUTHORS,
        measured: false,
    },
    // Learners to import (the .xlsx template): read by its uploader only
    // (`service::learner_import`).
    Policy {
        source: LEARNER_IMPORT,
        mimes: &["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
        max_bytes: 10 * MB,
        public: false,
        uploaders: &[perm::USER_MANAGE],
        measured: false,
    },
];

/// The source of learner imports.
pub const LEARNER_IMPORT: &str = "learner-import";

/// The source of question bank imports.
pub const QUESTION_IMPORT: &str = "question-import";

/// The source of camera snapshots.
pub const SNAPSHOT: &str = "snapshot";

/// The source of camera stills taken during exams.
pub const EXAM_SNAPSHOT: &str = "exam-snapshot";

/// The sources of files that are about their owner (their photo, documents, payment proofs,
/// camera stills) and go into the owner's copy of their data; what staff upload — course media,
/// imports naming other people — does not.
pub const PERSONAL_SOURCES: [&str; 5] = ["avatar", "material", "payment", SNAPSHOT, EXAM_SNAPSHOT];

/// The largest upload any policy allows (the request body limit).
pub const MAX_UPLOAD: u64 = 500 * MB + MB;

/// The limit of a file whose `source` is not known yet (sent after the file): the tightest of all,
/// so a request cannot stream more than any purpose allows before it is refused.
pub const BEFORE_SOURCE: u64 = {
    let mut min = MAX_UPLOAD;
    let mut i = 0;
    while i < POLICIES.len() {
        if POLICIES[i].max_bytes < min {
            min = POLICIES[i].max_bytes;
        }
        i += 1;
    }
    min
};

pub fn policy(source: &str) -> Option<&'static Policy> {
    POLICIES.iter().find(|p| p.source == source)
}

/// The names a person knows these content types by ("JPG、PNG、PDF").
pub fn type_names(mimes: &[&str]) -> String {
    let mut names: Vec<&str> = mimes
        .iter()
        .map(|m| match *m {
            "image/jpeg" => "JPG",
            "image/png" => "PNG",
            "image/gif" => "GIF",
            "image/webp" => "WEBP",
            "application/pdf" => "PDF",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            | "application/vnd.ms-excel" => "Excel",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document" => "Word",
            other => other,
        })
        .collect();
    names.dedup();
    names.join("、")
}

/// Is an image of this size refused for `policy`?
pub fn image_too_large(policy: &Policy, (width, height): (u32, u32)) -> bool {
    policy.measured && (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE)
}

/// The content type recognised from the first bytes of a file.
pub fn sniff(head: &[u8]) -> Option<&'static str> {
    let kind = infer::get(head)?;
    Some(match kind.mime_type() {
        "audio/x-m4a" | "audio/mp4" => "audio/m4a",
        "audio/wav" | "audio/vnd.wave" => "audio/x-wav",
        other => other,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_come_from_the_bytes() {
        assert_eq!(sniff(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), Some("image/png"));
        assert_eq!(sniff(b"%PDF-1.4\n"), Some("application/pdf"));
        let mut wav = b"RIFF\x24\0\0\0WAVEfmt ".to_vec();
        wav.extend_from_slice(&[0; 16]);
        assert_eq!(sniff(&wav), Some("audio/x-wav"));
        assert_eq!(sniff(b"hello, this is plain text"), None);
    }

    #[test]
    fn types_are_named_as_people_know_them() {
        assert_eq!(
            type_names(&["application/pdf", "image/jpeg", "image/png"]),
            "PDF、JPG、PNG"
        );
        assert_eq!(
            type_names(&[
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "application/vnd.ms-excel"
            ]),
            "Excel"
        );
    }

    #[test]
    fn learners_images_are_measured_and_staff_media_is_not() {
        let photo = policy("material").unwrap();
        assert!(!image_too_large(photo, (4096, 3072)));
        assert!(image_too_large(photo, (24_000, 24_000)));
        assert!(image_too_large(policy("avatar").unwrap(), (300, 5000)));
        assert!(!image_too_large(policy("course").unwrap(), (6000, 4000)));
    }

    #[test]
    fn course_media_is_public_and_for_authors_and_materials_are_private() {
        let course = policy("course").unwrap();
        assert!(
            course.public && course.uploaders == AUTHORS && course.mimes.contains(&"video/mp4")
        );
        let material = policy("material").unwrap();
        assert!(!material.public && material.uploaders.is_empty());
        assert!(policy("nonsense").is_none());
        assert!(POLICIES.iter().all(|p| p.max_bytes <= MAX_UPLOAD));
        assert_eq!(BEFORE_SOURCE, 2 * MB);
        let snapshot = policy(SNAPSHOT).unwrap();
        assert!(!snapshot.public && snapshot.measured);
    }
}

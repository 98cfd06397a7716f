//! What may be uploaded for each purpose: content types (recognised from the bytes, never from
//! the name), size limits, and whether the file is public.

pub struct Policy {
    pub source: &'static str,
    pub mimes: &'static [&'static str],
    pub max_bytes: u64,
    /// Public files (covers, course media, avatars) are readable by anyone; private ones
    /// (ID cards, certificates, receipts, forms) by their owner and the staff who review them.
    pub public: bool,
    /// Only course authors (teacher, admin) may upload for this purpose.
    pub staff_only: bool,
}

const MB: u64 = 1024 * 1024;
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

pub const POLICIES: [Policy; 5] = [
    Policy {
        source: "avatar",
        mimes: IMAGES,
        max_bytes: 5 * MB,
        public: true,
        staff_only: false,
    },
    Policy {
        source: "cover",
        mimes: IMAGES,
        max_bytes: 10 * MB,
        public: true,
        staff_only: true,
    },
    Policy {
        source: "course",
        mimes: COURSE_MEDIA,
        max_bytes: 500 * MB,
        public: true,
        staff_only: true,
    },
    Policy {
        source: "material",
        mimes: DOCUMENTS,
        max_bytes: 20 * MB,
        public: false,
        staff_only: false,
    },
    Policy {
        source: "payment",
        mimes: DOCUMENTS,
        max_bytes: 10 * MB,
        public: false,
        staff_only: false,
    },
];

/// The largest upload any policy allows (the request body limit).
pub const MAX_UPLOAD: u64 = 500 * MB + MB;

pub fn policy(source: &str) -> Option<&'static Policy> {
    POLICIES.iter().find(|p| p.source == source)
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
    fn course_media_is_public_and_staff_only_and_materials_are_private() {
        let course = policy("course").unwrap();
        assert!(course.public && course.staff_only && course.mimes.contains(&"video/mp4"));
        let material = policy("material").unwrap();
        assert!(!material.public && !material.staff_only);
        assert!(policy("nonsense").is_none());
        assert!(POLICIES.iter().all(|p| p.max_bytes <= MAX_UPLOAD));
    }
}

//! Face matching of camera snapshots (随机抓拍) against the learner's application photo. The
//! product ships no matcher: `NoMatcher` compares nothing, every snapshot is shown to the reviewer
//! as 「未自动比对」 and the verdict is a person's. A provider (a cloud face-comparison API, an
//! on-premises engine) implements `FaceMatcher` and is given to the state at start-up, as an SMS
//! gateway implements `SmsSender`; its score is stored with the snapshot and shown beside it,
//! and a reviewer still decides.

/// Compares a snapshot with a reference photo.
#[async_trait::async_trait]
pub trait FaceMatcher: Send + Sync {
    /// Whether this matcher compares at all (the bytes are read only when it does).
    fn enabled(&self) -> bool;
    /// The likeness of the two faces, 0–100, or None when no comparison could be made.
    async fn compare(&self, reference: &[u8], snapshot: &[u8]) -> anyhow::Result<Option<i32>>;
}

/// No face matching (the default).
pub struct NoMatcher;

#[async_trait::async_trait]
impl FaceMatcher for NoMatcher {
    fn enabled(&self) -> bool {
        false
    }

    async fn compare(&self, _reference: &[u8], _snapshot: &[u8]) -> anyhow::Result<Option<i32>> {
        Ok(None)
    }
}

//! A .zip written while it is downloaded: the response's body is answered at once and filled as
//! its producer sends entries, one at a time, so memory stays bounded by one entry whatever the
//! archive's size. The zip is written by a thread of its own and finished only when the producer
//! says it is complete — a producer that fails or stops leaves it unfinished, and the download
//! ends with an error rather than as a valid zip that lacks entries.

use std::io::Write;

use axum::body::{Body, Bytes};

/// What the zip thread is sent: an entry, the end, or why it ends without finishing.
enum Part {
    Entry(String, Vec<u8>),
    Done,
    Failed(String),
}

/// The producer's end of a streamed zip.
pub struct ZipSender {
    parts: tokio::sync::mpsc::Sender<Part>,
}

impl ZipSender {
    /// Adds an entry (deflated); `false` once the download was closed (the producer stops).
    pub async fn add(&self, name: String, bytes: Vec<u8>) -> bool {
        self.parts.send(Part::Entry(name, bytes)).await.is_ok()
    }

    /// Finishes the archive: it is complete.
    pub async fn finish(self) {
        let _ = self.parts.send(Part::Done).await;
    }

    /// Ends the download with an error: the archive is not complete.
    pub async fn fail(self, why: String) {
        let _ = self.parts.send(Part::Failed(why)).await;
    }
}

/// Writes what the zip thread makes into the response's channel, 64 KiB at a time.
struct ChannelWriter {
    sender: tokio::sync::mpsc::Sender<Result<Bytes, std::io::Error>>,
    buffer: Vec<u8>,
}

impl ChannelWriter {
    fn send(&mut self) -> std::io::Result<()> {
        if self.buffer.is_empty() {
            return Ok(());
        }
        let chunk = Bytes::from(std::mem::take(&mut self.buffer));
        self.sender
            .blocking_send(Ok(chunk))
            .map_err(|_| std::io::Error::other("the download was closed"))
    }
}

impl Write for ChannelWriter {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        self.buffer.extend_from_slice(data);
        if self.buffer.len() >= 64 * 1024 {
            self.send()?;
        }
        Ok(data.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.send()
    }
}

/// A new streamed zip: the producer's sender and the response's body. `what` names the archive
/// in the log when it is not finished.
pub fn zip_stream(what: &'static str) -> (ZipSender, Body) {
    let (bytes_tx, mut bytes_rx) = tokio::sync::mpsc::channel::<Result<Bytes, std::io::Error>>(4);
    let (parts_tx, mut parts_rx) = tokio::sync::mpsc::channel::<Part>(1);
    let writer = ChannelWriter {
        sender: bytes_tx.clone(),
        buffer: Vec::new(),
    };
    std::thread::spawn(move || {
        let mut zip = zip::ZipWriter::new_stream(writer);
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        let written = (|| -> Result<(), String> {
            loop {
                match parts_rx.blocking_recv() {
                    Some(Part::Entry(name, bytes)) => {
                        zip.start_file(name, options).map_err(|e| e.to_string())?;
                        zip.write_all(&bytes).map_err(|e| e.to_string())?;
                    }
                    Some(Part::Done) => {
                        zip.finish()
                            .and_then(|mut w| w.flush().map_err(Into::into))
                            .map_err(|e| e.to_string())?;
                        return Ok(());
                    }
                    Some(Part::Failed(why)) => return Err(why),
                    None => return Err("the producer stopped before the end".into()),
                }
            }
        })();
        if let Err(why) = written {
            tracing::warn!(error = %why, archive = what, "zip not written");
            let _ = bytes_tx.blocking_send(Err(std::io::Error::other(why)));
        }
    });
    let stream = futures_util::stream::poll_fn(move |cx| bytes_rx.poll_recv(cx));
    (ZipSender { parts: parts_tx }, Body::from_stream(stream))
}

/// A file name without the characters file systems refuse.
pub fn safe(name: &str) -> String {
    name.chars()
        .map(|c| {
            if "/\\:*?\"<>|".contains(c) || c.is_control() {
                '_'
            } else {
                c
            }
        })
        .collect()
}

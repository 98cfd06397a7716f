//! Documents the server makes: files a learner or an administrator downloads and prints, built
//! from what the platform knows (for now the enrolment application form as a Word .docx).

pub mod application_form;
pub mod archive;
pub mod certificate;
pub mod pdf;
pub mod progress_sheet;
pub mod question_files;
pub mod sheet;
pub mod zip_stream;

//! `/api/v0`: every resource router and the OpenAPI document that describes them.

pub mod admin_course;
pub mod admin_exam;
pub mod administration;
pub mod audit;
pub mod career;
pub mod certificate;
pub mod class;
pub mod comment;
pub mod course;
pub mod dev;
pub mod distributor;
pub mod enrolment;
pub mod exam;
pub mod exam_analysis;
pub mod exam_camera;
pub mod exam_override;
pub mod file;
pub mod file_center;
pub mod message;
pub mod progress;
pub mod question_bank;
pub mod settings;
pub mod sms;
pub mod study;
pub mod user;

use axum::Router;
use axum::routing::get;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::refusals;
use crate::service::AppState;

pub fn router(state: &AppState) -> Router<AppState> {
    let mut api = Router::new()
        .merge(user::router())
        .merge(sms::router())
        .merge(file::router())
        .merge(course::router())
        .merge(exam::router())
        .merge(message::router())
        .merge(admin_course::router())
        .merge(admin_exam::router())
        .merge(exam_override::router())
        .merge(exam_analysis::router())
        .merge(exam_camera::router())
        .merge(question_bank::router())
        .merge(enrolment::router())
        .merge(certificate::router())
        .merge(class::router())
        .merge(administration::router())
        .merge(audit::router())
        .merge(settings::router())
        .merge(file_center::router())
        .merge(comment::router())
        .merge(progress::router())
        .merge(career::router())
        .merge(distributor::router())
        .merge(study::router())
        .route(
            "/openapi.json",
            get(|| async { axum::Json(ApiDoc::openapi()) }),
        );
    if state.settings.dev {
        api = api.merge(dev::router());
    }
    api.fallback(|| async { crate::error::AppError::NotFound(refusals::API_NOT_FOUND.into()) })
}

/// The OpenAPI document, pretty-printed (`skillcert openapi`; the web client's types are
/// generated from it).
pub fn openapi_json() -> String {
    ApiDoc::openapi()
        .to_pretty_json()
        .expect("the OpenAPI document serialises")
}

/// The handlers' sources, read by [`guarded_operations`].
const HANDLER_SOURCES: [&str; 25] = [
    include_str!("admin_course.rs"),
    include_str!("admin_exam.rs"),
    include_str!("administration.rs"),
    include_str!("audit.rs"),
    include_str!("career.rs"),
    include_str!("certificate.rs"),
    include_str!("class.rs"),
    include_str!("comment.rs"),
    include_str!("course.rs"),
    include_str!("dev.rs"),
    include_str!("distributor.rs"),
    include_str!("enrolment.rs"),
    include_str!("exam.rs"),
    include_str!("exam_override.rs"),
    include_str!("exam_analysis.rs"),
    include_str!("exam_camera.rs"),
    include_str!("file.rs"),
    include_str!("file_center.rs"),
    include_str!("message.rs"),
    include_str!("progress.rs"),
    include_str!("question_bank.rs"),
    include_str!("settings.rs"),
    include_str!("sms.rs"),
    include_str!("study.rs"),
    include_str!("user.rs"),
];

/// Each guarded operation (method, path) with the permissions its guard lets in, as the handler
/// declares them: the guard named among the handler's parameters (`MaterialDesk(session):
/// MaterialDesk` → material:review, see `auth::GUARDS`). Nobody writes an operation's permission
/// by hand, so the document cannot drift from the guards; `tests/access.rs` sweeps every
/// operation of the document against the running server.
pub fn guarded_operations() -> Vec<(String, String, &'static [&'static str])> {
    let mut out = Vec::new();
    for source in HANDLER_SOURCES {
        for operation in source.split("#[utoipa::path(").skip(1) {
            let method = operation
                .split(|c: char| !c.is_ascii_alphabetic())
                .next()
                .unwrap_or_default();
            let path = operation
                .split_once("path = \"")
                .and_then(|(_, rest)| rest.split_once('"'))
                .map(|(path, _)| path);
            // The parameters of the handler that follows the attribute.
            let parameters = operation
                .split_once("fn ")
                .and_then(|(_, rest)| rest.split_once(") ->"))
                .map(|(parameters, _)| parameters);
            let (Some(path), Some(parameters)) = (path, parameters) else {
                continue;
            };
            let mut words = parameters.split(|c: char| !c.is_ascii_alphanumeric() && c != '_');
            if let Some((_, permissions)) =
                words.find_map(|word| crate::auth::GUARDS.iter().find(|(name, _)| *name == word))
            {
                out.push((method.to_string(), path.to_string(), *permissions));
            }
        }
    }
    out
}

/// Writes each guarded operation's permissions as the scopes of its bearer requirement.
fn write_permissions(openapi: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::security::SecurityRequirement;
    for (method, path, permissions) in guarded_operations() {
        let Some(item) = openapi.paths.paths.get_mut(&path) else {
            continue;
        };
        let operation = match method.as_str() {
            "get" => item.get.as_mut(),
            "post" => item.post.as_mut(),
            "put" => item.put.as_mut(),
            "delete" => item.delete.as_mut(),
            "patch" => item.patch.as_mut(),
            _ => None,
        };
        if let Some(operation) = operation {
            operation.security = Some(vec![SecurityRequirement::new(
                "bearer",
                permissions.iter().copied(),
            )]);
        }
    }
}

/// The bearer token scheme, each guarded operation's permissions, and the error answer with
/// every refusal code of the catalogue.
struct Components;

impl Modify for Components {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
        write_permissions(openapi);
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
        let codes = ObjectBuilder::new()
            .schema_type(SchemaType::Type(Type::String))
            .description(Some(
                "The machine code of a refusal (see server/src/refusals.rs for the Chinese texts).",
            ))
            .enum_values(Some(refusals::ALL.iter().map(|r| r.code)));
        components.schemas.insert("ErrorCode".into(), codes.into());
        let permissions = ObjectBuilder::new()
            .schema_type(SchemaType::Type(Type::String))
            .description(Some(
                "A permission name of the catalogue (GET /api/v0/admin/permission/permission).",
            ))
            .enum_values(Some(
                crate::domain::roles::PERMISSIONS.iter().map(|(n, _)| *n),
            ));
        components
            .schemas
            .insert("Permission".into(), permissions.into());
        let string_map = || {
            ObjectBuilder::new()
                .schema_type(SchemaType::Type(Type::Object))
                .additional_properties(Some(
                    ObjectBuilder::new().schema_type(SchemaType::Type(Type::String)),
                ))
        };
        let data = ObjectBuilder::new()
            .schema_type(SchemaType::Type(Type::Object))
            .property(
                "fields",
                string_map().description(Some("field → Chinese text")),
            )
            .property("codes", string_map().description(Some("field → ErrorCode")))
            .property(
                "params",
                string_map().description(Some("values of the {name}s in the text")),
            )
            .property(
                "retryAfter",
                ObjectBuilder::new()
                    .schema_type(SchemaType::Type(Type::Integer))
                    .description(Some("seconds (429)")),
            );
        let answer = ObjectBuilder::new()
            .schema_type(SchemaType::Type(Type::Object))
            .property(
                "code",
                ObjectBuilder::new().schema_type(SchemaType::Type(Type::Integer)),
            )
            .required("code")
            .property(
                "message",
                ObjectBuilder::new().schema_type(SchemaType::Type(Type::String)),
            )
            .required("message")
            .property("error", utoipa::openapi::Ref::from_schema_name("ErrorCode"))
            .required("error")
            .property("data", data);
        components
            .schemas
            .insert("ErrorAnswer".into(), answer.into());
    }
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "skillcert API",
        version = "0",
        description = "Every JSON answer is an envelope {\"code\":0,\"message\":\"ok\",\"data\":…}. \
Errors set the HTTP status (400 validation with data.fields, 401 no or expired session, 403 wrong role \
or not your object, 404, 409 conflict with data.fields, 413, 422, 429 with data.retryAfter seconds, 500) \
and a non-zero code with a Chinese message and a stable machine code `error` (schema ErrorAnswer, codes in ErrorCode). The schemas below describe `data`. \
Times are milliseconds since the epoch; dates of birth are YYYY-MM-DD."
    ),
    modifiers(&Components),
    paths(
        user::register, user::login, user::guest, user::logout, user::me, user::update_me,
        user::change_password, user::data_export, user::delete_account, user::phone_login, user::reset_password,
        sms::send_code, sms::verify_code, dev::outbox, dev::check_due,
        file::upload, file::info, file::exists, file::remove, file::serve,
        file_center::list, file_center::remove,
        audit::list, audit::export,
        comment::of_course, comment::save_own, comment::delete_own, comment::list, comment::detail,
        comment::moderate, comment::remove,
        progress::courses, progress::table, progress::export, progress::learner, progress::message,
        progress::course_center,
        career::positions, career::create_position, career::update_position, career::delete_position,
        career::candidates, career::referrals, career::refer, career::referral, career::change, career::own,
        distributor::own_dashboard, distributor::own_codes, distributor::own_create, distributor::own_update,
        distributor::own_qr, distributor::own_learners, distributor::compare, distributor::export,
        distributor::dashboard, distributor::codes, distributor::create, distributor::update, distributor::qr,
        distributor::learners,
        course::list, course::categories, course::detail, course::sections, course::items,
        course::read_progress, course::save_progress, course::read_note, course::save_note,
        admin_course::list, admin_course::teachers, admin_course::create, admin_course::update, admin_course::remove,
        admin_course::detail, admin_course::add_section, admin_course::rename_section, admin_course::delete_section,
        admin_course::order_sections, admin_course::add_item, admin_course::update_item, admin_course::delete_item,
        admin_course::order_items,
        exam::list, exam::start, exam::paper, exam::save_answers, exam::exit, exam::event, exam::submit, exam::records,
        exam::record_detail,
        admin_exam::list_questions, admin_exam::create_question, admin_exam::update_question, admin_exam::delete_question,
        admin_exam::list_exams, admin_exam::create_exam, admin_exam::pool, admin_exam::exam_detail, admin_exam::update_exam,
        admin_exam::delete_exam, admin_exam::list_records, admin_exam::record_sheet, admin_exam::grade,
        admin_exam::void_sheet, admin_exam::reopen_sheet,
        exam_override::list, exam_override::set, exam_override::remove,
        exam_analysis::analysis, exam_analysis::export,
        exam_camera::consent_state, exam_camera::consent, exam_camera::due, exam_camera::take,
        question_bank::categories, question_bank::create_category, question_bank::update_category,
        question_bank::delete_category, question_bank::move_questions, question_bank::template,
        question_bank::sample_paper, question_bank::export, question_bank::preview, question_bank::import,
        enrolment::options, enrolment::own, enrolment::save_draft,
        enrolment::submit, enrolment::own_document, enrolment::record_document, enrolment::pay, enrolment::summary, enrolment::material_queue,
        enrolment::material_record, enrolment::decide_materials, enrolment::payment_queue,
        enrolment::payment_record, enrolment::decide_payment, enrolment::issue_invoice,
        enrolment::record_exam, enrolment::issue_certificate, enrolment::own_certificates,
        certificate::own_pdf, certificate::staff_pdf, certificate::history, certificate::revoke,
        certificate::verify_by_number, certificate::verify_by_token,
        class::list, class::choices, class::create, class::read, class::update, class::remove_class, class::events,
        class::candidates, class::add_members, class::remove_member, class::roster, class::archive,
        class::archives, class::template, class::preview, class::commit, class::imports,
        settings::site, settings::signed_in, settings::all, settings::save, settings::history,
        message::announcements, message::notices, message::unread, message::read, message::read_all,
        message::compose, message::sent, message::remove, message::recipients,
        administration::list_users, administration::statistics, administration::user_detail,
        administration::create_user, administration::edit_user, administration::delete_user,
        administration::user_roles, administration::set_user_roles, administration::permissions,
        administration::list_roles, administration::create_role, administration::update_role,
        administration::update_role_at, administration::delete_role,
        study::open, study::read, study::beat, study::answer_check, study::leave, study::credits,
        study::rules, study::set_rules, study::report_courses, study::report, study::export_report,
        study::learner_report, study::consent_state, study::consent, study::take_snapshot,
        study::review_sheet, study::review,
    ),
    tags(
        (name = "user", description = "Accounts, sessions and profiles"),
        (name = "sms", description = "SMS verification codes (expire after 5 minutes, one send per phone per 60 s, 5 wrong tries burn a code)"),
        (name = "dev", description = "Only with --dev"),
        (name = "course", description = "The course catalogue, outlines, lessons, progress and notes"),
        (name = "authoring", description = "Course authoring: teachers their own courses, administrators all"),
        (name = "exam", description = "The exam centre, taking an exam (the conduct the page reports; camera stills when the exam asks for them: consent per exam, a still at the start and at random moments the server reveals as they fall due), the learner's records"),
        (name = "exam authoring", description = "Question bank, exams, grading: teachers their own, administrators all"),
        (name = "message", description = "Inbox, unread count, read state; the administrator's notifications"),
        (name = "enrolment", description = "The learner's application: draft, submission, payment; the option lists"),
        (name = "settings", description = "The administrator's settings: site name (public), registration notice and payment accounts (signed-in), login-throttling limits (settings:manage); every change audited"),
        (name = "review", description = "Material review (reviewers, administrators) and payment review (finance, administrators); each record keeps its audit trail"),
        (name = "administration", description = "Accounts, roles and permissions (user:manage, role:manage); the server checks permissions, never role names"),
        (name = "comment", description = "Course ratings and comments (one per learner per course) and the comment center (comment:manage; teachers their own courses)"),
        (name = "learning progress", description = "Learners' progress per course (table, one learner's lessons, .xlsx export), messages to a course's learners, the course center; course:manage, teachers their own courses"),
        (name = "career", description = "Career referrals (career:manage): employers' positions, learners who passed a course's exam, hold its certificate or finished its lessons, referrals recommended → interviewing → hired or declined with their trail; the learner is messaged at each step and sees their own"),
        (name = "distributor", description = "Channel dealers: their invite codes (attribution at registration), dashboard for a period (figures grouped by the database, China-time days), attributed learners with masked phones; own data with dashboard:view, every distributor and the comparison (.xlsx) with distributor:manage"),
        (name = "study", description = "Study hours (学时): study sessions (one active per account; opening another takes over), heartbeats the server credits by its own clock with every discarded millisecond's reason in the ledger, attention checks, camera presence (consent, stills the server asks for, review 本人 / 非本人 by study:verify), the learner's credited time; a course's study rules (course:manage, teachers their own courses)"),
        (name = "certificate", description = "Certificates: the PDF (the holder's own; any for material:review and certificate:manage), the public verification by serial number and name or by the QR code's token (no login, counted, 30 per 10 minutes per address; the holder's name masked), each application's certificate history with verification counts, revocation with a reason (certificate:manage)"),
        (name = "class", description = "Classes (开班) of a course with their learners (from applications, by search, or imported), each learner's status, hours, exam result and certificate; the roster (花名册) .xlsx and training archives (培训档案) PDF / .zip; learners imported in bulk from the .xlsx template (preview with each row's errors, then all or nothing, optionally into a class and course at status 2 or 4, initial passwords by SMS or printed once and changed at the first login) and the record of imports. class:manage runs classes; a class's teacher (course:manage) reads their own; imports need user:manage; full ID numbers only for user:manage and material:review"),
        (name = "audit", description = "The audit log (操作日志, audit:read): every change a person made — logins and refused logins, accounts, roles and permissions, enrolment steps, grading, certificates, study verdicts, settings, content, deletions, exports and downloads of personal data — with who, when, the client address, the object, from → to and why; written in the change's own transaction, kept for the days the setting auditRetentionDays names (at least 180)"),
        (name = "file", description = "Uploads (avatar, cover, course media: public; material, payment, snapshot, exam-snapshot: private; study stills readable by their learner and study:verify only, exam stills by their learner and those who grade the exam's sheets) and file reads"),
    )
)]
pub struct ApiDoc;

//! Versioned schema migrations; run at start-up and by `skillcert migrate`. Never edit a landed one.

use sea_orm_migration::prelude::*;

mod m20261121_000001_identity;
mod m20261121_000002_courses;
mod m20261121_000003_exams;
mod m20261121_000004_messages;
mod m20261121_000005_indexes;
mod m20261123_000006_answer_visibility;
mod m20261123_000007_broadcast_messages;
mod m20261123_000008_file_duration;
mod m20261123_000009_applications;
mod m20261123_000010_setting_changes;
mod m20261123_000011_course_comments;
mod m20261124_000012_certificates;
mod m20261124_000013_career_referrals;
mod m20261124_000014_distributors;
mod m20261124_000015_staff_list_indexes;
mod m20261125_000016_learner_enrolments_index;
mod m20261126_000017_list_orders;
mod m20261126_000018_learner_names;
mod m20261127_000019_study_ledger;
mod m20261128_000020_camera_presence;
mod m20261128_000021_question_bank;
mod m20261128_000022_drawn_papers;
mod m20261128_000023_attempts;
mod m20261128_000024_conduct;
mod m20261129_000025_exam_camera;
mod m20261129_000026_certificates;
mod m20261129_000027_classes;
mod m20261129_000028_exam_record_fillfactor;
mod m20261129_000029_application_status;
mod m20261130_000030_queue_course_index;
mod m20261201_000031_audit_log;
mod m20261201_000032_id_card_hash;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261121_000001_identity::Migration),
            Box::new(m20261121_000002_courses::Migration),
            Box::new(m20261121_000003_exams::Migration),
            Box::new(m20261121_000004_messages::Migration),
            Box::new(m20261121_000005_indexes::Migration),
            Box::new(m20261123_000006_answer_visibility::Migration),
            Box::new(m20261123_000007_broadcast_messages::Migration),
            Box::new(m20261123_000008_file_duration::Migration),
            Box::new(m20261123_000009_applications::Migration),
            Box::new(m20261123_000010_setting_changes::Migration),
            Box::new(m20261123_000011_course_comments::Migration),
            Box::new(m20261124_000012_certificates::Migration),
            Box::new(m20261124_000013_career_referrals::Migration),
            Box::new(m20261124_000014_distributors::Migration),
            Box::new(m20261124_000015_staff_list_indexes::Migration),
            Box::new(m20261125_000016_learner_enrolments_index::Migration),
            Box::new(m20261126_000017_list_orders::Migration),
            Box::new(m20261126_000018_learner_names::Migration),
            Box::new(m20261127_000019_study_ledger::Migration),
            Box::new(m20261128_000020_camera_presence::Migration),
            Box::new(m20261128_000021_question_bank::Migration),
            Box::new(m20261128_000022_drawn_papers::Migration),
            Box::new(m20261128_000023_attempts::Migration),
            Box::new(m20261128_000024_conduct::Migration),
            Box::new(m20261129_000025_exam_camera::Migration),
            Box::new(m20261129_000026_certificates::Migration),
            Box::new(m20261129_000027_classes::Migration),
            Box::new(m20261129_000028_exam_record_fillfactor::Migration),
            Box::new(m20261129_000029_application_status::Migration),
            Box::new(m20261130_000030_queue_course_index::Migration),
            Box::new(m20261201_000031_audit_log::Migration),
            Box::new(m20261201_000032_id_card_hash::Migration),
        ]
    }
}

//! The learning-progress table as an Excel workbook (see `sheet`): one sheet 学习进度 with one row
//! per learner and course, as the staff page shows them.

use super::sheet;

/// One row of the sheet, already in words (status label, dates in China time).
pub struct SheetRow {
    pub username: String,
    pub name: String,
    pub course: String,
    pub status: String,
    pub items_done: i64,
    pub items_total: i64,
    pub percent: i64,
    pub minutes_studied: i64,
    pub last_studied: String,
    pub exam_score: String,
    pub exam_passed: String,
}

/// The columns: title and width.
pub const COLUMNS: [(&str, f64); 11] = [
    ("学员账号", 18.0),
    ("姓名", 12.0),
    ("课程", 28.0),
    ("报名状态", 12.0),
    ("已学课时", 10.0),
    ("总课时", 10.0),
    ("完成度", 10.0),
    ("学习时长（分钟）", 16.0),
    ("最近学习", 18.0),
    ("考试成绩", 12.0),
    ("考试通过", 10.0),
];

pub fn build(rows: Vec<SheetRow>) -> anyhow::Result<Vec<u8>> {
    let rows = rows
        .into_iter()
        .map(|r| {
            vec![
                r.username.into(),
                r.name.into(),
                r.course.into(),
                r.status.into(),
                r.items_done.into(),
                r.items_total.into(),
                format!("{}%", r.percent).into(),
                r.minutes_studied.into(),
                r.last_studied.into(),
                r.exam_score.into(),
                r.exam_passed.into(),
            ]
        })
        .collect();
    sheet::build("学习进度", &COLUMNS, rows)
}

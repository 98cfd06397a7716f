//! The learning-progress table as an Excel workbook (.xlsx, made with rust_xlsxwriter): one sheet
//! 学习进度 with a bold, frozen header row and one row per learner and course, as the staff page
//! shows them.

use anyhow::Context;
use rust_xlsxwriter::{Format, Workbook};

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

pub const HEADERS: [&str; 11] = [
    "学员账号",
    "姓名",
    "课程",
    "报名状态",
    "已学课时",
    "总课时",
    "完成度",
    "学习时长（分钟）",
    "最近学习",
    "考试成绩",
    "考试通过",
];

const WIDTHS: [f64; 11] = [
    18.0, 12.0, 28.0, 12.0, 10.0, 10.0, 10.0, 16.0, 18.0, 12.0, 10.0,
];

pub fn build(rows: &[SheetRow]) -> anyhow::Result<Vec<u8>> {
    let mut book = Workbook::new();
    let sheet = book.add_worksheet();
    sheet.set_name("学习进度")?;
    let bold = Format::new().set_bold();
    for (col, (title, width)) in HEADERS.iter().zip(WIDTHS).enumerate() {
        let col = col as u16;
        sheet.write_string_with_format(0, col, *title, &bold)?;
        sheet.set_column_width(col, width)?;
    }
    sheet.set_freeze_panes(1, 0)?;
    for (i, r) in rows.iter().enumerate() {
        let row = i as u32 + 1;
        sheet.write_string(row, 0, &r.username)?;
        sheet.write_string(row, 1, &r.name)?;
        sheet.write_string(row, 2, &r.course)?;
        sheet.write_string(row, 3, &r.status)?;
        sheet.write_number(row, 4, r.items_done as f64)?;
        sheet.write_number(row, 5, r.items_total as f64)?;
        sheet.write_string(row, 6, format!("{}%", r.percent))?;
        sheet.write_number(row, 7, r.minutes_studied as f64)?;
        sheet.write_string(row, 8, &r.last_studied)?;
        sheet.write_string(row, 9, &r.exam_score)?;
        sheet.write_string(row, 10, &r.exam_passed)?;
    }
    book.save_to_buffer()
        .context("writing the progress workbook")
}

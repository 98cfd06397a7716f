//! Tables as Excel workbooks (.xlsx, made with rust_xlsxwriter): one named sheet with a bold,
//! frozen header row of set widths, then one row per record. The staff exports use it.

use anyhow::Context;
use rust_xlsxwriter::{Format, Workbook};

/// One cell: text, or a number Excel can sum.
pub enum Cell {
    Text(String),
    Number(f64),
}

impl From<String> for Cell {
    fn from(text: String) -> Self {
        Self::Text(text)
    }
}

impl From<&str> for Cell {
    fn from(text: &str) -> Self {
        Self::Text(text.to_string())
    }
}

impl From<i64> for Cell {
    fn from(n: i64) -> Self {
        Self::Number(n as f64)
    }
}

impl From<f64> for Cell {
    fn from(n: f64) -> Self {
        Self::Number(n)
    }
}

/// A workbook with one sheet `name`: the columns (title, width) and the rows.
pub fn build(name: &str, columns: &[(&str, f64)], rows: Vec<Vec<Cell>>) -> anyhow::Result<Vec<u8>> {
    let mut book = Workbook::new();
    let sheet = book.add_worksheet();
    sheet.set_name(name)?;
    let bold = Format::new().set_bold();
    for (col, (title, width)) in columns.iter().enumerate() {
        let col = col as u16;
        sheet.write_string_with_format(0, col, *title, &bold)?;
        sheet.set_column_width(col, *width)?;
    }
    sheet.set_freeze_panes(1, 0)?;
    for (i, cells) in rows.into_iter().enumerate() {
        let row = i as u32 + 1;
        for (col, cell) in cells.into_iter().enumerate() {
            match cell {
                Cell::Text(text) => sheet.write_string(row, col as u16, text)?,
                Cell::Number(n) => sheet.write_number(row, col as u16, n)?,
            };
        }
    }
    book.save_to_buffer()
        .with_context(|| format!("writing the workbook {name}"))
}

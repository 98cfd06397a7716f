//! Tables as Excel workbooks: written (rust_xlsxwriter) as one named sheet with a bold, frozen
//! header row of set widths, then one row per record (the staff exports); read (calamine) as rows
//! of text from an upload whose size once unpacked is checked from the archive before anything
//! is unpacked, so a small file cannot expand into gigabytes of memory (the imports).

use std::io::{Cursor, Read};

use anyhow::Context;
use calamine::{Data, Reader, Xlsx};
use rust_xlsxwriter::{Format, Workbook};

/// The most an import file may hold once unpacked, all entries together.
pub const UNPACKED_MAX: u64 = 64 * 1024 * 1024;

/// Why a file could not be read.
#[derive(Debug, PartialEq, Eq)]
pub enum ReadError {
    /// Not a readable workbook or document (or too large unpacked).
    Unreadable,
}

/// Checks the archive: at most 10 000 entries, and [`UNPACKED_MAX`] bytes once unpacked —
/// counted by unpacking each entry into nothing, as the sizes the archive declares may lie.
pub fn check_archive(bytes: &[u8]) -> Result<(), ReadError> {
    let mut archive =
        zip::ZipArchive::new(Cursor::new(bytes)).map_err(|_| ReadError::Unreadable)?;
    if archive.len() > 10_000 {
        return Err(ReadError::Unreadable);
    }
    let mut left = UNPACKED_MAX;
    for i in 0..archive.len() {
        let entry = archive.by_index(i).map_err(|_| ReadError::Unreadable)?;
        let read = std::io::copy(&mut entry.take(left + 1), &mut std::io::sink())
            .map_err(|_| ReadError::Unreadable)?;
        left = left.checked_sub(read).ok_or(ReadError::Unreadable)?;
    }
    Ok(())
}

/// The rows of a workbook's sheet `wanted` (else its first sheet) as text, each with its 1-based
/// sheet row number. The archive is checked first (`check_archive`).
pub fn read(bytes: &[u8], wanted: &str) -> Result<Vec<(usize, Vec<String>)>, ReadError> {
    check_archive(bytes)?;
    let mut book: Xlsx<_> =
        calamine::open_workbook_from_rs(Cursor::new(bytes)).map_err(|_| ReadError::Unreadable)?;
    let names = book.sheet_names();
    let name = names
        .iter()
        .find(|n| n.as_str() == wanted)
        .or_else(|| names.first())
        .cloned()
        .ok_or(ReadError::Unreadable)?;
    let range = book
        .worksheet_range(&name)
        .map_err(|_| ReadError::Unreadable)?;
    let (first_row, first_col) = range.start().unwrap_or((0, 0));
    Ok(range
        .rows()
        .enumerate()
        .map(|(i, cells)| {
            let mut row: Vec<String> = vec![String::new(); first_col as usize];
            row.extend(cells.iter().map(|c| match c {
                Data::Empty => String::new(),
                other => other.to_string(),
            }));
            (first_row as usize + i + 1, row)
        })
        .collect())
}

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

/// An import template: sheet `name` with the columns (title, width) in bold, every column
/// formatted as text (so ID and phone numbers stay as typed, not turned into numbers), an example
/// row, and a sheet 说明 with the notes, one per line.
pub fn template(
    name: &str,
    columns: &[(&str, f64)],
    example: &[&str],
    notes: &[&str],
) -> anyhow::Result<Vec<u8>> {
    let mut book = Workbook::new();
    let sheet = book.add_worksheet();
    sheet.set_name(name)?;
    let bold = Format::new().set_bold();
    let text = Format::new().set_num_format("@");
    for (col, (title, width)) in columns.iter().enumerate() {
        let col = col as u16;
        sheet.set_column_width(col, *width)?;
        sheet.set_column_format(col, &text)?;
        sheet.write_string_with_format(0, col, *title, &bold)?;
    }
    sheet.set_freeze_panes(1, 0)?;
    for (col, value) in example.iter().enumerate() {
        sheet.write_string_with_format(1, col as u16, *value, &text)?;
    }
    let help = book.add_worksheet();
    help.set_name("说明")?;
    help.set_column_width(0, 100)?;
    for (row, note) in notes.iter().enumerate() {
        help.write_string(row as u32, 0, *note)?;
    }
    book.save_to_buffer()
        .with_context(|| format!("writing the template {name}"))
}

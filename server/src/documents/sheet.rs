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

/// The most rows and columns an uploaded sheet may reach (an import of 5 000 rows, with room).
pub const READ_ROWS_MAX: u32 = 20_000;
pub const READ_COLUMNS_MAX: u32 = 64;

/// The rows of a workbook's sheet `wanted` (else its first sheet) as text, each with its 1-based
/// sheet row number; blank rows are left out. The archive is checked first (`check_archive`), and
/// the cells are read one by one: a sheet whose cells reach past [`READ_ROWS_MAX`] rows or
/// [`READ_COLUMNS_MAX`] columns is refused as it is read (a range spanning the whole grid would
/// ask for memory for every cell between its corners).
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
    let mut cells = book
        .worksheet_cells_reader(&name)
        .map_err(|_| ReadError::Unreadable)?;
    let mut rows: std::collections::BTreeMap<u32, Vec<String>> = Default::default();
    while let Some(cell) = cells.next_cell().map_err(|_| ReadError::Unreadable)? {
        let (row, col) = cell.get_position();
        if row >= READ_ROWS_MAX || col >= READ_COLUMNS_MAX {
            return Err(ReadError::Unreadable);
        }
        let value = match Data::from(cell.get_value().clone()) {
            Data::Empty => continue,
            other => other.to_string(),
        };
        let cells = rows.entry(row).or_default();
        if cells.len() <= col as usize {
            cells.resize(col as usize + 1, String::new());
        }
        cells[col as usize] = value;
    }
    Ok(rows
        .into_iter()
        .map(|(row, cells)| (row as usize + 1, cells))
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

#[cfg(test)]
mod tests {
    use super::*;

    fn workbook(cells: &[(u32, u16, &str)]) -> Vec<u8> {
        let mut book = Workbook::new();
        let sheet = book.add_worksheet();
        for (row, col, text) in cells {
            sheet.write_string(*row, *col, *text).unwrap();
        }
        book.save_to_buffer().unwrap()
    }

    #[test]
    fn rows_are_read_as_text_with_their_numbers_and_blank_rows_left_out() {
        let bytes = workbook(&[
            (0, 0, "姓名"),
            (0, 2, "身份证号"),
            (3, 0, "张三"),
            (3, 2, "X"),
        ]);
        assert_eq!(
            read(&bytes, "Sheet1").unwrap(),
            vec![
                (
                    1,
                    vec!["姓名".to_string(), String::new(), "身份证号".into()]
                ),
                (4, vec!["张三".to_string(), String::new(), "X".into()]),
            ]
        );
    }

    #[test]
    fn a_sheet_whose_cells_span_the_grid_is_refused_without_allocating_it() {
        // Two cells at opposite corners: a range of them would be 17 billion cells.
        let corners = workbook(&[(0, 0, "a"), (1_048_575, 16_383, "z")]);
        assert_eq!(read(&corners, "Sheet1"), Err(ReadError::Unreadable));
        let wide = workbook(&[(0, READ_COLUMNS_MAX as u16, "too far")]);
        assert_eq!(read(&wide, "Sheet1"), Err(ReadError::Unreadable));
    }
}

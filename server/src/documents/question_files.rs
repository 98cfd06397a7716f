//! The files of the question bank: the .xlsx template and export (rust_xlsxwriter), and the
//! readers of an uploaded .xlsx (calamine) or .docx paper (docx-rs). Both formats are zip
//! archives; their size once unpacked is checked from the archive's directory before either
//! reader unpacks anything, so a small file cannot expand into gigabytes of memory.

use std::io::Cursor;

use anyhow::Context;
use rust_xlsxwriter::{Format, Workbook};

pub use crate::documents::sheet::ReadError;
use crate::documents::sheet::{self, check_archive};
use crate::domain::question_bank::COLUMNS;

/// The sheet of questions in the template (an upload is read from it, else from its first sheet).
pub const SHEET: &str = "题目";

/// The rows of a workbook's question sheet as text, each with its 1-based sheet row number.
pub fn read_xlsx(bytes: &[u8]) -> Result<Vec<(usize, Vec<String>)>, ReadError> {
    sheet::read(bytes, SHEET)
}

/// The paragraphs of a document's body in order: their text and whether Word numbers them.
pub fn read_docx(bytes: &[u8]) -> Result<Vec<(String, bool)>, ReadError> {
    check_archive(bytes)?;
    let doc = docx_rs::read_docx(bytes).map_err(|_| ReadError::Unreadable)?;
    Ok(doc
        .document
        .children
        .iter()
        .filter_map(|child| match child {
            docx_rs::DocumentChild::Paragraph(p) => Some((
                p.raw_text(),
                p.has_numbering || p.property.numbering_property.is_some(),
            )),
            _ => None,
        })
        .collect())
}

/// How wide each template column is.
const WIDTHS: [f64; 14] = [
    10.0, 48.0, 18.0, 18.0, 18.0, 18.0, 12.0, 12.0, 10.0, 8.0, 30.0, 22.0, 8.0, 16.0,
];

/// Rows of the template's example sheet: one question of each type.
const EXAMPLES: [[&str; 14]; 5] = [
    [
        "单选题",
        "我国交流电的频率是多少？",
        "50Hz",
        "60Hz",
        "100Hz",
        "",
        "",
        "",
        "A",
        "2",
        "我国工频为50赫兹。",
        "电工基础/交流电",
        "易",
        "工频",
    ],
    [
        "多选题",
        "下列哪些材料是导体？",
        "铜",
        "铝",
        "橡胶",
        "玻璃",
        "",
        "",
        "AB",
        "4",
        "金属导电，橡胶和玻璃绝缘。",
        "电工基础/材料",
        "中",
        "材料,导体",
    ],
    [
        "判断题",
        "湿手可以操作电气开关。",
        "",
        "",
        "",
        "",
        "",
        "",
        "错",
        "2",
        "湿手操作有触电危险。",
        "安全用电",
        "易",
        "",
    ],
    [
        "填空题",
        "电阻的单位是____。",
        "",
        "",
        "",
        "",
        "",
        "",
        "欧姆|Ω",
        "2",
        "",
        "电工基础",
        "易",
        "",
    ],
    [
        "简答题",
        "简述发现有人触电时的处置步骤。",
        "",
        "",
        "",
        "",
        "",
        "",
        "先切断电源，再施救并拨打120。",
        "10",
        "",
        "安全用电/急救",
        "难",
        "急救",
    ],
];

const NOTES: [&str; 10] = [
    "填写说明（导入时只读取“题目”工作表，本页不会被导入）",
    "题型：单选题、多选题、判断题、填空题、简答题。",
    "题干：必填，不超过5000个字符。",
    "选项A–F：选择题至少填写两个选项，按顺序从 A 开始填写；其他题型留空。",
    "正确答案：选择题填选项字母（如 A 或 ABD）；判断题填“对”或“错”；填空题填可接受的答案，多个用“|”分隔；简答题填参考答案。",
    "分值：1–100 的整数，不填为 5 分。",
    "解析：选填。",
    "知识点：选填，多级用“/”分隔（如 电工基础/交流电），不存在的知识点导入时自动创建。",
    "难度：易、中、难，不填为中。",
    "标签：选填，多个用逗号分隔，每题最多10个。",
];

/// A workbook of questions in the template's columns (`rows` of 14 texts each); the template
/// itself is one without rows, with the notes and examples on a second sheet.
pub fn write(rows: &[[String; 14]], with_notes: bool) -> anyhow::Result<Vec<u8>> {
    let mut book = Workbook::new();
    let bold = Format::new().set_bold();
    let wrap = Format::new().set_text_wrap();
    let sheet = book.add_worksheet();
    sheet.set_name(SHEET)?;
    for (col, title) in COLUMNS.iter().enumerate() {
        sheet.write_string_with_format(0, col as u16, *title, &bold)?;
        sheet.set_column_width(col as u16, WIDTHS[col])?;
    }
    sheet.set_freeze_panes(1, 0)?;
    for (i, cells) in rows.iter().enumerate() {
        for (col, text) in cells.iter().enumerate() {
            sheet.write_string(i as u32 + 1, col as u16, text)?;
        }
    }
    if with_notes {
        let notes = book.add_worksheet();
        notes.set_name("填写说明")?;
        notes.set_column_width(0, 100)?;
        for (i, line) in NOTES.iter().enumerate() {
            let format = if i == 0 { &bold } else { &wrap };
            notes.write_string_with_format(i as u32, 0, *line, format)?;
        }
        let examples = book.add_worksheet();
        examples.set_name("示例")?;
        for (col, title) in COLUMNS.iter().enumerate() {
            examples.write_string_with_format(0, col as u16, *title, &bold)?;
            examples.set_column_width(col as u16, WIDTHS[col])?;
        }
        for (i, cells) in EXAMPLES.iter().enumerate() {
            for (col, text) in cells.iter().enumerate() {
                examples.write_string(i as u32 + 1, col as u16, *text)?;
            }
        }
    }
    book.save_to_buffer()
        .context("writing the question workbook")
}

/// The paragraphs of the sample paper: the layout a .docx import reads, one example of each
/// type (the README describes the same convention).
pub const SAMPLE_PAPER: [&str; 31] = [
    "电工作业理论考试（题库导入示例）",
    "说明：题目以“1.”编号；选项以“A.”开头，可写在同一行；答案写在“答案：”后，解析写在“解析：”后；“一、单选题（每题2分）”这样的标题说明其下题目的题型和分值；也可写“知识点：”“难度：”“标签：”“分值：”行。",
    "一、单选题（每题2分）",
    "1. 我国交流电的频率是多少？",
    "A. 50Hz  B. 60Hz  C. 100Hz  D. 120Hz",
    "答案：A",
    "解析：我国工频为50赫兹。",
    "知识点：电工基础/交流电",
    "难度：易",
    "二、多选题（每题4分）",
    "2. 下列哪些材料是导体？",
    "A. 铜",
    "B. 铝",
    "C. 橡胶",
    "D. 玻璃",
    "答案：AB",
    "知识点：电工基础/材料",
    "标签：材料，导体",
    "三、判断题（每题2分）",
    "3. 湿手可以操作电气开关。",
    "答案：错",
    "知识点：安全用电",
    "四、填空题（每题2分）",
    "4. 电阻的单位是____。",
    "答案：欧姆|Ω",
    "五、简答题（每题10分）",
    "5. 简述发现有人触电时的处置步骤。",
    "答案：先切断电源，再施救并拨打120。",
    "解析：切勿直接用手拉触电者。",
    "知识点：安全用电/急救",
    "难度：难",
];

/// A Word document of the sample paper.
pub fn sample_paper() -> anyhow::Result<Vec<u8>> {
    let mut doc = docx_rs::Docx::new();
    for (i, line) in SAMPLE_PAPER.iter().enumerate() {
        let mut run = docx_rs::Run::new().add_text(*line);
        if i == 0 || line.starts_with(['一', '二', '三', '四', '五']) {
            run = run.bold();
        }
        doc = doc.add_paragraph(docx_rs::Paragraph::new().add_run(run));
    }
    let mut bytes = Vec::new();
    doc.build()
        .pack(Cursor::new(&mut bytes))
        .context("writing the sample paper")?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::question_bank::{header_columns, read_paper, read_row};
    use std::io::Write;

    #[test]
    fn the_template_reads_back_as_its_examples_once_copied_to_the_question_sheet() {
        let rows: Vec<[String; 14]> = EXAMPLES.iter().map(|r| r.map(str::to_string)).collect();
        let bytes = write(&rows, true).unwrap();
        let read = read_xlsx(&bytes).unwrap();
        assert_eq!(read.len(), 6);
        assert_eq!(read[0].0, 1);
        let header: Vec<String> = read[0].1.clone();
        let columns = header_columns(&header).unwrap();
        let drafts: Vec<_> = read[1..]
            .iter()
            .filter_map(|(at, cells)| read_row(&columns, cells, *at))
            .collect();
        assert_eq!(drafts.len(), 5);
        assert!(drafts.iter().all(|d| d.errors.is_empty()), "{drafts:?}");
        assert_eq!(drafts[1].at, 3);
        assert_eq!(drafts[4].score, Some(10));
    }

    #[test]
    fn the_template_has_no_questions_to_import() {
        let read = read_xlsx(&write(&[], true).unwrap()).unwrap();
        assert_eq!(read.len(), 1, "the header only");
    }

    #[test]
    fn the_sample_paper_reads_back_as_five_questions_without_errors() {
        let paragraphs = read_docx(&sample_paper().unwrap()).unwrap();
        let drafts = read_paper(paragraphs.iter().map(|(t, n)| (t.as_str(), *n)));
        assert_eq!(drafts.len(), 5);
        assert!(drafts.iter().all(|d| d.errors.is_empty()), "{drafts:?}");
        assert_eq!(drafts[4].score, Some(10));
        assert_eq!(drafts[1].tags, ["材料", "导体"]);
    }

    #[test]
    fn a_paper_is_read_paragraph_by_paragraph() {
        let mut doc = docx_rs::Docx::new();
        for line in ["一、单选题", "1. 工频是", "A. 50Hz B. 60Hz", "答案：A"] {
            doc = doc.add_paragraph(
                docx_rs::Paragraph::new().add_run(docx_rs::Run::new().add_text(line)),
            );
        }
        let mut bytes = Vec::new();
        doc.build().pack(Cursor::new(&mut bytes)).unwrap();
        let paragraphs = read_docx(&bytes).unwrap();
        let drafts = read_paper(paragraphs.iter().map(|(t, n)| (t.as_str(), *n)));
        assert_eq!(drafts.len(), 1);
        assert_eq!(drafts[0].options.len(), 2);
    }

    #[test]
    fn files_that_are_not_archives_or_unpack_too_far_are_refused() {
        assert_eq!(read_xlsx(b"not a workbook"), Err(ReadError::Unreadable));
        assert_eq!(read_docx(b"PK\x03\x04 broken"), Err(ReadError::Unreadable));
        // 80 MiB of zeros compress to well under 1 MiB.
        let mut bytes = Vec::new();
        {
            let mut zip = zip::ZipWriter::new(Cursor::new(&mut bytes));
            zip.start_file(
                "xl/worksheets/sheet1.xml",
                zip::write::SimpleFileOptions::default(),
            )
            .unwrap();
            let block = vec![0u8; 1024 * 1024];
            for _ in 0..80 {
                zip.write_all(&block).unwrap();
            }
            zip.finish().unwrap();
        }
        assert!(bytes.len() < 1024 * 1024);
        assert_eq!(read_xlsx(&bytes), Err(ReadError::Unreadable));
    }
}

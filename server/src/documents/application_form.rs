//! The enrolment application form, 职业技能等级认定申报表 (vocational skill level certification
//! application form), as a Word document (.docx) that a learner prints, signs and hands in.
//!
//! The page is A4 with 0.5-inch (720 twip) margins. Under the title and the line naming the
//! project (the course), the form is one bordered table on a seven-column grid, made of blocks of
//! rows as on a printed government form:
//! 1. the personal data, with the 1-inch photo (2.5 cm × 3.5 cm) at the right over five rows;
//! 2. the professional qualification certificate and the technical title already held;
//! 3. the application condition, the years of work and other remarks;
//! 4. the schooling and 5. the work history, three rows each, kept when empty so they can be
//!    filled in by hand.
//!
//! The declaration and the signature line follow the table. Chinese is set in 宋体 (SimSun), the
//! title in 黑体 (SimHei), Latin letters and digits in Times New Roman, as official forms are; a
//! machine without them (LibreOffice on Linux) substitutes Noto CJK and Liberation Serif.

use std::io::Cursor;

use anyhow::Context;
use docx_rs::{
    AlignmentType, BreakType, Docx, HeightRule, LineSpacing, PageMargin, Paragraph, Pic, Run,
    RunFonts, SpecialIndentType, Table, TableBorder, TableBorderPosition, TableBorders, TableCell,
    TableCellMargins, TableLayoutType, TableRow, VAlignType, VMergeType, WidthType,
};
use image::metadata::Orientation;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader};

use crate::domain::upload;

pub use crate::domain::enrolment::ApplicationForm;

/// The title printed at the top of the form.
pub const TITLE: &str = "职业技能等级认定申报表";
/// The learner's promise above the signature.
pub const DECLARATION: &str = "本人承诺以上信息真实有效，如有虚假，自愿承担相应责任。";

/// A4 in twips (1/20 pt).
const PAGE_WIDTH: u32 = 11906;
const PAGE_HEIGHT: u32 = 16838;
/// Every page margin, in twips (0.5 inch); headers and footers are not used.
const PAGE_MARGIN: i32 = 720;
/// The table's column widths in twips, label | value | label | value | label | value | photo;
/// they add up to the width between the margins, 11906 - 2 × 720 = 10466.
const GRID: [usize; 7] = [1500, 1555, 1300, 1555, 1300, 1556, 1700];
/// The height of an ordinary row (about 0.9 cm, room for handwriting) and of a row for free
/// text, in twips (at least: a longer text makes its row taller).
const ROW: f32 = 500.0;
const TALL_ROW: f32 = 1000.0;
/// Borders in eighths of a point: 1.5 pt around the table, 0.5 pt inside.
const OUTER_BORDER: usize = 12;
const INNER_BORDER: usize = 4;
/// Text sizes in half-points: 10.5 pt (五号) for the form, 12 pt for the project line, 18 pt
/// (小二) for the title.
const BODY_SIZE: usize = 21;
const PROJECT_SIZE: usize = 24;
const TITLE_SIZE: usize = 36;
/// The photo's box, 2.5 cm × 3.5 cm in EMU (360 000 per cm); the photo is fitted inside, its
/// proportions kept.
const PHOTO_BOX_EMU: (u32, u32) = (900_000, 1_260_000);
/// The most pixels of the photo kept in the document (about 600 dpi in the box).
const PHOTO_MAX_PX: (u32, u32) = (600, 840);
/// The most memory decoding a photo may take (a 4 096 × 4 096 RGBA image is 64 MiB).
const PHOTO_MAX_ALLOC: u64 = 80 * 1024 * 1024;

/// The application form as a .docx file.
///
/// `course_name` is the project (项目) applied for. `photo` is the learner's 1-inch photo as
/// the bytes of a JPEG or PNG file (its size is read from the image, which is turned upright by
/// its EXIF orientation, scaled down to at most 600 × 840 pixels and stored as PNG); without
/// one the photo cell reads 照片. An empty field leaves its cell blank for the hand.
///
/// Errors when the photo is not a readable JPEG or PNG image (the caller can render without
/// it), or when the document cannot be written.
pub fn render(
    form: &ApplicationForm,
    course_name: &str,
    photo: Option<&[u8]>,
) -> anyhow::Result<Vec<u8>> {
    let photo = photo.map(Photo::from_bytes).transpose()?;
    let mut rows = personal_rows(form, photo);
    rows.extend(qualification_rows(form));
    rows.extend(condition_rows(form));
    rows.extend(history_rows(
        "学习经历",
        ["起止时间", "学校", "专业", "学历"],
        [
            [
                &form.edu_time1,
                &form.edu_school1,
                &form.edu_major1,
                &form.edu_type1,
            ],
            [
                &form.edu_time2,
                &form.edu_school2,
                &form.edu_major2,
                &form.edu_type2,
            ],
            [
                &form.edu_time3,
                &form.edu_school3,
                &form.edu_major3,
                &form.edu_type3,
            ],
        ],
    ));
    rows.extend(history_rows(
        "工作经历",
        ["起止时间", "工作单位", "职务", "证明人"],
        [
            [
                &form.work_time1,
                &form.work_company1,
                &form.work_job1,
                &form.work_contact1,
            ],
            [
                &form.work_time2,
                &form.work_company2,
                &form.work_job2,
                &form.work_contact2,
            ],
            [
                &form.work_time3,
                &form.work_company3,
                &form.work_job3,
                &form.work_contact3,
            ],
        ],
    ));

    let docx = Docx::new()
        .page_size(PAGE_WIDTH, PAGE_HEIGHT)
        .page_margin(
            PageMargin::new()
                .top(PAGE_MARGIN)
                .right(PAGE_MARGIN)
                .bottom(PAGE_MARGIN)
                .left(PAGE_MARGIN)
                .header(0)
                .footer(0),
        )
        .default_fonts(fonts("Times New Roman", "宋体"))
        .default_size(BODY_SIZE)
        .add_paragraph(title())
        .add_paragraph(project_line(course_name))
        .add_table(bordered_table(rows))
        .add_paragraph(
            paragraph(DECLARATION, AlignmentType::Left)
                .indent(None, Some(SpecialIndentType::FirstLine(420)), None, None)
                .line_spacing(spacing(360, 0)),
        )
        .add_paragraph(signature_line(form).line_spacing(spacing(480, 0)));

    let mut out = Cursor::new(Vec::new());
    docx.pack(&mut out).context("writing the .docx")?;
    Ok(out.into_inner())
}

/// Block 1: 姓名 … 通讯地址, the photo at the right of the first five rows.
fn personal_rows(form: &ApplicationForm, photo: Option<Photo>) -> Vec<TableRow> {
    let subjects = joined(form.exam_subject.as_slice(), "、");
    // The place names the city and district already (广东省广州市天河区): print it once.
    let place = if form.exam_place.is_empty() {
        joined(&[&form.exam_city, &form.exam_district], " ")
    } else {
        form.exam_place.clone()
    };
    vec![
        row(
            ROW,
            vec![
                label("姓名"),
                value(&form.name, 1),
                label("性别"),
                value(&form.gender, 1),
                label("出生日期"),
                value(&form.birth, 1),
                photo_cell(photo),
            ],
        ),
        row(
            ROW,
            vec![
                label("证件类型"),
                value(&form.id_type, 1),
                label("证件号码"),
                value(&form.id_number, 3),
                merged(1),
            ],
        ),
        row(
            ROW,
            vec![
                label("联系电话"),
                value(&form.phone, 1),
                label("文化程度"),
                value(&form.education, 1),
                label("现从事职业"),
                value(&form.job, 1),
                merged(1),
            ],
        ),
        row(
            ROW,
            vec![
                label("申报级别"),
                value(&form.level, 1),
                label("考试类型"),
                value(&form.exam_type, 3),
                merged(1),
            ],
        ),
        row(
            ROW,
            vec![label("考试科目"), long_value(&subjects, 5), merged(1)],
        ),
        labelled_row("考试地点", &place, ROW),
        row(
            ROW,
            vec![
                label("证书领取方式"),
                value(&form.certificate_get_type, 1),
                label("通讯地址"),
                long_value(&form.address, 4),
            ],
        ),
    ]
}

/// How the four columns of the qualification block span the grid: 名称 | 等级 | 日期 | 编号.
const QUALIFICATION_SPANS: [usize; 4] = [2, 1, 1, 2];

/// Block 2: the qualification certificate and the technical title already held, each a
/// header row and a row of values under a label that runs down both.
fn qualification_rows(form: &ApplicationForm) -> Vec<TableRow> {
    vec![
        block_row(
            block_label("已取得\n职业资格证书"),
            QUALIFICATION_SPANS,
            ["名称", "等级", "发证日期", "证书编号"],
        ),
        block_row(
            merged(1),
            QUALIFICATION_SPANS,
            [
                &form.certificate_name1,
                &form.certificate_level1,
                &form.certificate_date1,
                &form.certificate_no1,
            ],
        ),
        block_row(
            block_label("专业技术职称"),
            QUALIFICATION_SPANS,
            ["名称", "等级", "评定日期", "证书编号"],
        ),
        block_row(
            merged(1),
            QUALIFICATION_SPANS,
            [
                &form.title_name1,
                &form.title_level1,
                &form.title_date1,
                &form.title_no1,
            ],
        ),
    ]
}

/// Block 3: 申报条件, 工作年限 and 其他说明.
fn condition_rows(form: &ApplicationForm) -> Vec<TableRow> {
    vec![
        labelled_row("申报条件", &form.declare_condition, TALL_ROW),
        labelled_row("工作年限", &form.work_year, ROW),
        labelled_row("其他说明", &form.conduction_condition, TALL_ROW),
    ]
}

/// How the four columns of a history block span the grid: 起止时间 | 学校或单位 | 专业或职务 |
/// 学历或证明人.
const HISTORY_SPANS: [usize; 4] = [2, 2, 1, 1];

/// Blocks 4 and 5, schooling and work: the title down the left, a header row and exactly
/// three rows of entries (empty ones kept).
fn history_rows(title: &str, header: [&str; 4], entries: [[&String; 4]; 3]) -> Vec<TableRow> {
    let mut rows = vec![block_row(block_label(title), HISTORY_SPANS, header)];
    rows.extend(
        entries.map(|entry| block_row(merged(1), HISTORY_SPANS, entry.map(String::as_str))),
    );
    rows
}

/// The form's one table: fixed column widths, thin single lines inside and a thicker frame.
fn bordered_table(rows: Vec<TableRow>) -> Table {
    let border = |position, size| TableBorder::new(position).size(size);
    Table::new(rows)
        .set_grid(GRID.to_vec())
        .width(GRID.iter().sum(), WidthType::Dxa)
        .layout(TableLayoutType::Fixed)
        .margins(TableCellMargins::new().margin(0, 80, 0, 80))
        .set_borders(
            TableBorders::new()
                .set(border(TableBorderPosition::Top, OUTER_BORDER))
                .set(border(TableBorderPosition::Right, OUTER_BORDER))
                .set(border(TableBorderPosition::Bottom, OUTER_BORDER))
                .set(border(TableBorderPosition::Left, OUTER_BORDER))
                .set(border(TableBorderPosition::InsideH, INNER_BORDER))
                .set(border(TableBorderPosition::InsideV, INNER_BORDER)),
        )
}

/// A table cell and the number of grid columns it spans.
struct Cell {
    cell: TableCell,
    span: usize,
}

/// A row at least `height` twips high, whose cells fill the grid from the left; each cell is as
/// wide as the columns it spans.
fn row(height: f32, cells: Vec<Cell>) -> TableRow {
    let mut column = 0;
    let cells: Vec<TableCell> = cells
        .into_iter()
        .map(|Cell { cell, span }| {
            let width = GRID[column..column + span].iter().sum();
            column += span;
            let cell = cell.width(width, WidthType::Dxa);
            if span > 1 { cell.grid_span(span) } else { cell }
        })
        .collect();
    debug_assert_eq!(column, GRID.len(), "a row fills the grid");
    TableRow::new(cells)
        .row_height(height)
        .height_rule(HeightRule::AtLeast)
        .cant_split()
}

/// A label and its (possibly long) value across the rest of the row.
fn labelled_row(name: &str, text: &str, height: f32) -> TableRow {
    row(height, vec![label(name), long_value(text, GRID.len() - 1)])
}

/// A row of a block: its first cell (the block's label or the label's continuation) and four
/// centred texts spanning `spans` columns.
fn block_row(first: Cell, spans: [usize; 4], texts: [&str; 4]) -> TableRow {
    let mut cells = vec![first];
    cells.extend(
        spans
            .iter()
            .zip(texts)
            .map(|(&span, text)| value(text, span)),
    );
    row(ROW, cells)
}

/// A centred label.
fn label(text: &str) -> Cell {
    text_cell(text, 1, AlignmentType::Center)
}

/// A short value, centred.
fn value(text: &str, span: usize) -> Cell {
    text_cell(text, span, AlignmentType::Center)
}

/// A value that may run long (an address, a condition), from the left.
fn long_value(text: &str, span: usize) -> Cell {
    text_cell(text, span, AlignmentType::Left)
}

/// The top of a label that runs down a block of rows; the rows below carry [`merged`].
fn block_label(text: &str) -> Cell {
    let Cell { cell, span } = label(text);
    Cell {
        cell: cell.vertical_merge(VMergeType::Restart),
        span,
    }
}

/// The continuation of the vertically merged cell above, `span` columns wide.
fn merged(span: usize) -> Cell {
    Cell {
        cell: TableCell::new()
            .add_paragraph(Paragraph::new())
            .vertical_merge(VMergeType::Continue),
        span,
    }
}

/// A cell of text, vertically centred.
fn text_cell(text: &str, span: usize, align: AlignmentType) -> Cell {
    Cell {
        cell: TableCell::new()
            .add_paragraph(paragraph(text, align))
            .vertical_align(VAlignType::Center),
        span,
    }
}

/// The photo (or the word 照片 where it goes) over the first five rows.
fn photo_cell(photo: Option<Photo>) -> Cell {
    let content = match photo {
        Some(photo) => Paragraph::new()
            .add_run(Run::new().add_image(photo.picture()))
            .align(AlignmentType::Center)
            .line_spacing(spacing(0, 0)),
        None => paragraph("照片", AlignmentType::Center),
    };
    Cell {
        cell: TableCell::new()
            .add_paragraph(content)
            .vertical_align(VAlignType::Center)
            .vertical_merge(VMergeType::Restart),
        span: 1,
    }
}

fn title() -> Paragraph {
    Paragraph::new()
        .add_run(
            Run::new()
                .add_text(TITLE)
                .bold()
                .size(TITLE_SIZE)
                .fonts(fonts("Times New Roman", "黑体")),
        )
        .align(AlignmentType::Center)
        .line_spacing(spacing(0, 240))
}

/// 申报项目：the course.
fn project_line(course_name: &str) -> Paragraph {
    Paragraph::new()
        .add_run(Run::new().add_text("申报项目：").bold().size(PROJECT_SIZE))
        .add_run(text_run(course_name).size(PROJECT_SIZE))
        .line_spacing(spacing(0, 120))
}

/// 申报人签名：________    日期：…年…月…日, blanks left for the parts of the date not given.
fn signature_line(form: &ApplicationForm) -> Paragraph {
    let blank = |text: &str, width: usize| {
        let text = text.trim();
        if text.is_empty() {
            "\u{3000}".repeat(width)
        } else {
            text.to_string()
        }
    };
    let line = format!(
        "申报人签名：________    日期：{}年{}月{}日",
        blank(&form.sign_date, 3),
        blank(&form.sign_month, 2),
        blank(&form.sign_day, 2)
    );
    paragraph(&line, AlignmentType::Right)
}

/// A paragraph of `text` with no space above or below.
fn paragraph(text: &str, align: AlignmentType) -> Paragraph {
    Paragraph::new()
        .add_run(text_run(text))
        .align(align)
        .line_spacing(spacing(0, 0))
}

/// A run of `text` (trimmed), its line breaks kept and the characters XML cannot carry dropped.
fn text_run(text: &str) -> Run {
    let mut run = Run::new();
    for (i, line) in text.trim().lines().enumerate() {
        if i > 0 {
            run = run.add_break(BreakType::TextWrapping);
        }
        let line: String = line
            .chars()
            .map(|c| if c == '\t' { ' ' } else { c })
            .filter(|c| !c.is_control() && !matches!(c, '\u{FFFE}' | '\u{FFFF}'))
            .collect();
        run = run.add_text(line);
    }
    run
}

/// The non-empty texts, trimmed and joined by `separator`.
fn joined(texts: &[impl AsRef<str>], separator: &str) -> String {
    texts
        .iter()
        .map(|t| t.as_ref().trim())
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(separator)
}

/// Paragraph spacing before and after, in twips.
fn spacing(before: u32, after: u32) -> LineSpacing {
    LineSpacing::new().before(before).after(after)
}

/// A font for Latin text and its East Asian counterpart.
fn fonts(latin: &str, east_asian: &str) -> RunFonts {
    RunFonts::new()
        .ascii(latin)
        .hi_ansi(latin)
        .cs(latin)
        .east_asia(east_asian)
}

/// The learner's photo as the document stores it: PNG and its size in pixels.
struct Photo {
    png: Vec<u8>,
    width: u32,
    height: u32,
}

impl Photo {
    /// Reads a JPEG or PNG file, turns it upright by its EXIF orientation, scales it down to
    /// [`PHOTO_MAX_PX`] and encodes it as PNG (the only format docx-rs stores).
    fn from_bytes(bytes: &[u8]) -> anyhow::Result<Photo> {
        let mut reader = ImageReader::new(Cursor::new(bytes))
            .with_guessed_format()
            .context("reading the photo")?;
        // A photo stored before uploads were measured may be huge: refuse it rather than
        // decode it (a 24 000 × 24 000 PNG would take 2.3 GB).
        let mut limits = image::Limits::default();
        limits.max_image_width = Some(upload::IMAGE_MAX_SIDE);
        limits.max_image_height = Some(upload::IMAGE_MAX_SIDE);
        limits.max_alloc = Some(PHOTO_MAX_ALLOC);
        reader.limits(limits);
        anyhow::ensure!(
            matches!(reader.format(), Some(ImageFormat::Png | ImageFormat::Jpeg)),
            "the photo is not a JPEG or PNG image"
        );
        let mut decoder = reader.into_decoder().context("reading the photo")?;
        let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
        let mut image = DynamicImage::from_decoder(decoder).context("decoding the photo")?;
        image.apply_orientation(orientation);
        anyhow::ensure!(
            image.width() > 0 && image.height() > 0,
            "the photo is empty"
        );
        if image.width() > PHOTO_MAX_PX.0 || image.height() > PHOTO_MAX_PX.1 {
            image = image.thumbnail(PHOTO_MAX_PX.0, PHOTO_MAX_PX.1);
        }
        let mut png = Cursor::new(Vec::new());
        image
            .write_to(&mut png, ImageFormat::Png)
            .context("encoding the photo as PNG")?;
        Ok(Photo {
            png: png.into_inner(),
            width: image.width(),
            height: image.height(),
        })
    }

    /// The inline picture, as large as fits in the 2.5 cm × 3.5 cm box.
    fn picture(self) -> Pic {
        let scale = f64::min(
            f64::from(PHOTO_BOX_EMU.0) / f64::from(self.width),
            f64::from(PHOTO_BOX_EMU.1) / f64::from(self.height),
        );
        let emu = |pixels: u32| (f64::from(pixels) * scale).round() as u32;
        let (width, height) = (emu(self.width), emu(self.height));
        Pic::new_with_dimensions(self.png, self.width, self.height).size(width, height)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;
    use std::path::{Path, PathBuf};
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};

    fn filled_form() -> ApplicationForm {
        let text = |s: &str| s.to_string();
        ApplicationForm {
            name: text("张三丰"),
            gender: text("男"),
            birth: text("1990-05-12"),
            id_type: text("居民身份证"),
            id_number: text("440106199005120011"),
            phone: text("13800138000"),
            education: text("大学专科"),
            job: text("维修电工"),
            level: text("四级/中级工"),
            exam_type: text("正常考试"),
            exam_subject: vec![text("理论知识"), text(" "), text("操作技能")],
            exam_city: text("广州"),
            exam_district: text("天河区"),
            exam_place: text("广东省广州市天河区"),
            certificate_get_type: text("现场领取"),
            address: text("广州市天河区体育西路 100 号 8 栋 1201 室"),
            certificate_name1: text("电工"),
            certificate_level1: text("五级/初级工"),
            certificate_date1: text("2015-06-30"),
            certificate_no1: text("S000044010000151234"),
            title_name1: text("助理工程师"),
            title_level1: text("初级"),
            title_date1: text("2018-12-01"),
            title_no1: text("ZC2018-0088"),
            declare_condition: text(
                "取得本职业五级/初级工证书后，累计从事本职业工作4年（含）以上。\n另附单位工作证明。",
            ),
            conduction_condition: text("无"),
            edu_time1: text("2005-09 至 2008-06"),
            edu_school1: text("广州市第一中学"),
            edu_major1: text("普通高中"),
            edu_type1: text("高中"),
            edu_time2: text("2008-09 至 2011-06"),
            edu_school2: text("广东机电职业技术学院"),
            edu_major2: text("电气自动化"),
            edu_type2: text("大专"),
            edu_time3: text("2019-03 至 2021-01"),
            edu_school3: text("广东开放大学"),
            edu_major3: text("机电一体化"),
            edu_type3: text("本科"),
            work_year: text("10年"),
            work_time1: text("2011-07 至 2015-06"),
            work_company1: text("广州某某机电设备有限公司"),
            work_job1: text("电工"),
            work_contact1: text("李四"),
            work_time2: text("2015-07 至 2019-12"),
            work_company2: text("广州地铁维保中心"),
            work_job2: text("维修电工"),
            work_contact2: text("王五"),
            work_time3: text("2020-01 至今"),
            work_company3: text("天河城物业管理公司"),
            work_job3: text("电工班长"),
            work_contact3: text("赵六"),
            sign_date: text("2024"),
            sign_month: text("5"),
            sign_day: text("20"),
            photo: text("/files/0123abcd"),
        }
    }

    /// The parts of a .docx by name.
    fn part(docx: &[u8], name: &str) -> Vec<u8> {
        let mut archive = zip::ZipArchive::new(Cursor::new(docx)).expect("a .docx is a zip");
        let mut bytes = Vec::new();
        archive
            .by_name(name)
            .unwrap_or_else(|_| panic!("{name} is in the .docx"))
            .read_to_end(&mut bytes)
            .unwrap();
        bytes
    }

    fn document_xml(docx: &[u8]) -> String {
        String::from_utf8(part(docx, "word/document.xml")).unwrap()
    }

    /// The names of the pictures stored in a .docx.
    fn media(docx: &[u8]) -> Vec<String> {
        let archive = zip::ZipArchive::new(Cursor::new(docx)).unwrap();
        archive
            .file_names()
            .filter_map(|n| n.ok().map(|n| n.to_string()))
            .filter(|n| n.starts_with("word/media/") && !n.ends_with('/'))
            .collect()
    }

    const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

    /// A PNG written by hand: `width` × `height` RGB pixels in stored (uncompressed) deflate
    /// blocks, a dark head and shoulders on light blue like an ID photo.
    fn hand_made_png(width: u32, height: u32) -> Vec<u8> {
        fn crc32(bytes: &[u8]) -> u32 {
            let mut crc = !0u32;
            for &b in bytes {
                crc ^= u32::from(b);
                for _ in 0..8 {
                    crc = if crc & 1 == 1 {
                        (crc >> 1) ^ 0xEDB8_8320
                    } else {
                        crc >> 1
                    };
                }
            }
            !crc
        }
        fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
            png.extend((data.len() as u32).to_be_bytes());
            let mut body = kind.to_vec();
            body.extend(data);
            png.extend(&body);
            png.extend(crc32(&body).to_be_bytes());
        }
        let (w, h) = (f64::from(width), f64::from(height));
        let mut raw = Vec::new();
        for y in 0..height {
            raw.push(0); // filter: none
            for x in 0..width {
                let (fx, fy) = (f64::from(x) - w / 2.0, f64::from(y));
                let head = (fx / (w * 0.22)).powi(2) + ((fy - h * 0.38) / (h * 0.2)).powi(2) <= 1.0;
                let body = (fx / (w * 0.48)).powi(2) + ((fy - h * 1.05) / (h * 0.4)).powi(2) <= 1.0;
                raw.extend(if head || body {
                    [60, 64, 84]
                } else {
                    [168, 204, 238]
                });
            }
        }
        let mut zlib = vec![0x78, 0x01];
        let blocks: Vec<&[u8]> = raw.chunks(65_535).collect();
        for (i, block) in blocks.iter().enumerate() {
            zlib.push(u8::from(i + 1 == blocks.len()));
            let len = block.len() as u16;
            zlib.extend(len.to_le_bytes());
            zlib.extend((!len).to_le_bytes());
            zlib.extend(*block);
        }
        let (mut a, mut b) = (1u32, 0u32);
        for &byte in &raw {
            a = (a + u32::from(byte)) % 65_521;
            b = (b + a) % 65_521;
        }
        zlib.extend(((b << 16) | a).to_be_bytes());

        let mut ihdr = Vec::new();
        ihdr.extend(width.to_be_bytes());
        ihdr.extend(height.to_be_bytes());
        ihdr.extend([8, 2, 0, 0, 0]); // 8 bits, RGB, deflate, no filter, no interlace
        let mut png = PNG_SIGNATURE.to_vec();
        chunk(&mut png, b"IHDR", &ihdr);
        chunk(&mut png, b"IDAT", &zlib);
        chunk(&mut png, b"IEND", &[]);
        png
    }

    #[test]
    fn a_filled_form_is_a_docx_with_every_field_and_the_photo() {
        let form = filled_form();
        let docx = render(&form, "电工（四级）", Some(&hand_made_png(60, 84))).unwrap();
        assert!(docx.starts_with(b"PK"), "a .docx is a zip");

        let xml = document_xml(&docx);
        assert_eq!(
            xml.matches("天河区").count(),
            2,
            "the place once, and the address"
        );
        for text in [
            TITLE,
            "电工（四级）",
            "张三丰",
            "440106199005120011",
            "理论知识、操作技能",
            "广东省广州市天河区",
            "S000044010000151234",
            "ZC2018-0088",
            "另附单位工作证明。",
            "10年",
            DECLARATION,
            "2024年5月20日",
        ] {
            assert!(xml.contains(text), "document.xml has {text}");
        }
        for [time, school, major, kind] in [
            [
                &form.edu_time1,
                &form.edu_school1,
                &form.edu_major1,
                &form.edu_type1,
            ],
            [
                &form.edu_time2,
                &form.edu_school2,
                &form.edu_major2,
                &form.edu_type2,
            ],
            [
                &form.edu_time3,
                &form.edu_school3,
                &form.edu_major3,
                &form.edu_type3,
            ],
            [
                &form.work_time1,
                &form.work_company1,
                &form.work_job1,
                &form.work_contact1,
            ],
            [
                &form.work_time2,
                &form.work_company2,
                &form.work_job2,
                &form.work_contact2,
            ],
            [
                &form.work_time3,
                &form.work_company3,
                &form.work_job3,
                &form.work_contact3,
            ],
        ] {
            for text in [time, school, major, kind] {
                assert!(xml.contains(text.as_str()), "document.xml has {text}");
            }
        }
        // A4, 720-twip margins.
        assert!(xml.contains(r#"w:w="11906""#), "the page is A4 wide");
        for side in ["top", "right", "bottom", "left"] {
            assert!(
                xml.contains(&format!(r#"w:{side}="720""#)),
                "the {side} margin is 720"
            );
        }
        assert!(
            !xml.contains("照片"),
            "the photo takes the place of the word"
        );
        // 7 personal rows, 4 qualification rows, 3 condition rows, 4 + 4 history rows.
        assert_eq!(xml.matches("</w:tr>").count(), 22);

        let media = media(&docx);
        assert_eq!(media.len(), 1, "one picture: {media:?}");
        assert!(part(&docx, &media[0]).starts_with(PNG_SIGNATURE));
    }

    #[test]
    fn an_empty_form_keeps_its_rows_and_blanks_for_the_hand() {
        let docx = render(&ApplicationForm::default(), "", None).unwrap();
        let xml = document_xml(&docx);
        assert!(xml.contains("照片"));
        for text in ["起止时间", "学校", "学历", "工作单位", "证明人", "评定日期"]
        {
            assert!(xml.contains(text), "document.xml has {text}");
        }
        assert_eq!(xml.matches("</w:tr>").count(), 22);
        assert!(
            xml.contains("日期：\u{3000}\u{3000}\u{3000}年\u{3000}\u{3000}月\u{3000}\u{3000}日")
        );
        assert!(media(&docx).is_empty());
    }

    #[test]
    fn text_is_escaped_and_characters_xml_cannot_carry_are_dropped() {
        let form = ApplicationForm {
            name: "张三\u{1}丰\u{FFFF}".into(),
            work_company1: "A&B <公司>".into(),
            ..Default::default()
        };
        let xml = document_xml(&render(&form, "", None).unwrap());
        assert!(xml.contains("张三丰"));
        assert!(xml.contains("A&amp;B &lt;公司&gt;"));
        assert!(!xml.contains('\u{1}') && !xml.contains('\u{FFFF}'));
    }

    #[test]
    fn a_jpeg_photo_is_stored_as_png_and_a_large_one_is_scaled_down() {
        let png = hand_made_png(900, 1260);
        let image = image::load_from_memory(&png).unwrap();
        let mut jpeg = Cursor::new(Vec::new());
        image.write_to(&mut jpeg, ImageFormat::Jpeg).unwrap();
        let jpeg = jpeg.into_inner();
        assert!(jpeg.starts_with(&[0xFF, 0xD8]));

        let photo = Photo::from_bytes(&jpeg).unwrap();
        assert_eq!((photo.width, photo.height), PHOTO_MAX_PX);
        assert!(photo.png.starts_with(PNG_SIGNATURE));

        let docx = render(&filled_form(), "电工", Some(&jpeg)).unwrap();
        let media = media(&docx);
        assert_eq!(media.len(), 1);
        assert!(part(&docx, &media[0]).starts_with(PNG_SIGNATURE));
        // 600 × 840 pixels fill the 2.5 cm × 3.5 cm box exactly.
        assert!(document_xml(&docx).contains(r#"cx="900000" cy="1260000""#));
    }

    #[test]
    fn a_photo_that_is_not_an_image_is_refused() {
        let err = render(&filled_form(), "电工", Some(b"%PDF-1.7 not a photo")).unwrap_err();
        assert!(err.to_string().contains("photo"), "{err:#}");
        let truncated = &hand_made_png(60, 84)[..60];
        assert!(render(&filled_form(), "电工", Some(truncated)).is_err());
    }

    fn on_path(program: &str) -> bool {
        std::env::var_os("PATH")
            .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
    }

    /// Runs `command` to its end, at most `limit`; panics with its output when it fails.
    fn run(command: &mut Command, limit: Duration) -> Vec<u8> {
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command:?}: {e}"));
        let deadline = Instant::now() + limit;
        while child.try_wait().unwrap().is_none() {
            if Instant::now() > deadline {
                let _ = child.kill();
                panic!("{command:?} took more than {limit:?}");
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{command:?} failed: {}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    }

    /// Prints a filled and a blank form with LibreOffice, as a learner's word processor would.
    /// The .docx and PDF files stay in $TMPDIR/skillcert-application-form/ to be looked at.
    #[test]
    fn libreoffice_prints_the_form_on_one_page_in_chinese() {
        for program in ["libreoffice", "pdftotext", "pdfinfo"] {
            assert!(
                on_path(program),
                "{program} is not installed: `make office` installs LibreOffice \
                 (libreoffice-writer-nogui), poppler-utils and fonts-noto-cjk"
            );
        }
        let dir: PathBuf = std::env::temp_dir().join("skillcert-application-form");
        std::fs::create_dir_all(&dir).unwrap();
        let filled = render(&filled_form(), "电工（四级）", Some(&hand_made_png(60, 84))).unwrap();
        let blank = render(&ApplicationForm::default(), "", None).unwrap();
        let mut docx_paths = Vec::new();
        for (name, docx) in [
            ("application-form", filled),
            ("blank-application-form", blank),
        ] {
            let _ = std::fs::remove_file(dir.join(format!("{name}.pdf")));
            let path = dir.join(format!("{name}.docx"));
            std::fs::write(&path, docx).unwrap();
            docx_paths.push(path);
        }

        let profile = dir.join("libreoffice-profile");
        run(
            Command::new("libreoffice")
                .arg(format!(
                    "-env:UserInstallation=file://{}",
                    profile.display()
                ))
                .args(["--headless", "--convert-to", "pdf", "--outdir"])
                .arg(&dir)
                .args(&docx_paths),
            Duration::from_secs(240),
        );

        let filled = pdf_text(&dir.join("application-form.pdf"));
        for expected in [TITLE, "张三丰", "广州市第一中学", "电工（四级）", "赵六"]
        {
            assert!(
                filled.contains(expected),
                "the PDF shows {expected}:\n{filled}"
            );
        }
        assert!(
            !filled.contains("照片"),
            "the photo is printed instead of the word"
        );
        let blank = pdf_text(&dir.join("blank-application-form.pdf"));
        for expected in [TITLE, "照片", "学习经历", "证明人", "本人承诺"] {
            assert!(
                blank.contains(expected),
                "the blank PDF shows {expected}:\n{blank}"
            );
        }
        for pdf in ["application-form.pdf", "blank-application-form.pdf"] {
            let info = String::from_utf8(run(
                Command::new("pdfinfo").arg(dir.join(pdf)),
                Duration::from_secs(30),
            ))
            .unwrap();
            assert!(
                info.lines()
                    .any(|l| l.split_whitespace().eq(["Pages:", "1"])),
                "{pdf} fits on one page:\n{info}"
            );
        }
    }

    /// The text of a PDF, spaces removed (pdftotext may space out CJK characters).
    fn pdf_text(pdf: &Path) -> String {
        assert!(pdf.is_file(), "LibreOffice wrote {}", pdf.display());
        let out = run(
            Command::new("pdftotext").arg(pdf).arg("-"),
            Duration::from_secs(30),
        );
        String::from_utf8_lossy(&out)
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect()
    }
}

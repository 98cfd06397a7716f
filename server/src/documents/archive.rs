//! A learner's training archive (培训档案) as a PDF: A4 pages flowing from section to section —
//! fields (label: value) and tables whose cells wrap within their columns, the header repeated on
//! each page a table continues on, the page number at the foot. The service decides what the
//! sections say; this module only lays them out (first into pages of drawing steps, then onto
//! krilla's pages).

use krilla::Document;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::text::Font;

use super::pdf::{FONT, GREY, HEIGHT, INK, Pen, WIDTH, fill, stroke, text_width, wrap};

/// One section of the archive.
pub enum Section {
    /// Label and value pairs, two to a line.
    Fields(String, Vec<(String, String)>),
    /// Columns (title, share of the width) and rows; `empty` is said when there are no rows.
    Table {
        heading: String,
        columns: Vec<(String, f32)>,
        rows: Vec<Vec<String>>,
        empty: String,
    },
}

/// What the archive shows.
pub struct ArchiveSheet {
    /// 培训档案.
    pub title: String,
    /// e.g. the organisation, the course and the class.
    pub subtitle: String,
    /// e.g. 生成时间 2026-11-29 10:00 · 导出人 管理员.
    pub footnote: String,
    /// The learner's photo (PNG or JPEG), beside the first section.
    pub photo: Option<Vec<u8>>,
    pub sections: Vec<Section>,
}

const MARGIN: f32 = 48.0;
const BODY: f32 = 9.5;
const LEADING: f32 = 14.0;
const PHOTO_W: f32 = 72.0;
const PHOTO_H: f32 = 96.0;

/// One drawing step of a page.
enum Step {
    Text(f32, f32, f32, (u8, u8, u8), String),
    Bold(f32, f32, f32, String),
    Band(f32, f32, f32, f32),
    Line(f32, f32, f32),
    Photo(f32, f32),
}

/// Lays the sheet out into pages of steps.
struct Layout {
    pages: Vec<Vec<Step>>,
    y: f32,
}

impl Layout {
    fn page(&mut self) -> &mut Vec<Step> {
        self.pages.last_mut().expect("a page")
    }

    fn new_page(&mut self) {
        self.pages.push(Vec::new());
        self.y = MARGIN + 10.0;
    }

    /// Makes room for `h` points, starting a page when they do not fit.
    fn room(&mut self, h: f32) -> bool {
        if self.y + h > HEIGHT - MARGIN - 20.0 {
            self.new_page();
            true
        } else {
            false
        }
    }

    fn heading(&mut self, text: &str) {
        // The heading, and a table's header with its first row (or two lines of fields), or none.
        self.room(34.0 + 3.0 * LEADING);
        self.y += 14.0;
        let y = self.y;
        self.page()
            .push(Step::Bold(MARGIN, y, 12.0, text.to_string()));
        self.y += 6.0;
        let y = self.y;
        self.page()
            .push(Step::Line(MARGIN, y, WIDTH - 2.0 * MARGIN));
        self.y += 14.0;
    }

    fn fields(&mut self, heading: &str, fields: &[(String, String)], beside: f32) {
        self.heading(heading);
        let width = WIDTH - 2.0 * MARGIN - beside;
        let half = width / 2.0;
        for pair in fields.chunks(2) {
            let lines: Vec<Vec<String>> = pair
                .iter()
                .map(|(label, value)| {
                    let label_w = text_width(&format!("{label}："), BODY);
                    wrap(value, half - label_w - 8.0, BODY)
                })
                .collect();
            let h = lines.iter().map(Vec::len).max().unwrap_or(1).max(1) as f32 * LEADING;
            self.room(h);
            for (i, ((label, _), value_lines)) in pair.iter().zip(lines).enumerate() {
                let x = MARGIN + i as f32 * half;
                let label = format!("{label}：");
                let label_w = text_width(&label, BODY);
                let y = self.y;
                self.page().push(Step::Text(x, y, BODY, GREY, label));
                for (n, line) in value_lines.into_iter().enumerate() {
                    let y = self.y + n as f32 * LEADING;
                    self.page()
                        .push(Step::Text(x + label_w, y, BODY, INK, line));
                }
            }
            self.y += h;
        }
    }

    fn table_header(&mut self, columns: &[(String, f32)], widths: &[f32]) {
        let y = self.y;
        self.page().push(Step::Band(
            MARGIN,
            y - BODY - 3.0,
            WIDTH - 2.0 * MARGIN,
            LEADING + 2.0,
        ));
        let mut x = MARGIN + 3.0;
        for ((title, _), w) in columns.iter().zip(widths) {
            self.page().push(Step::Text(x, y, BODY, INK, title.clone()));
            x += w;
        }
        self.y += LEADING + 4.0;
    }

    fn table(
        &mut self,
        heading: &str,
        columns: &[(String, f32)],
        rows: &[Vec<String>],
        empty: &str,
    ) {
        self.heading(heading);
        if rows.is_empty() {
            self.room(LEADING);
            let y = self.y;
            self.page()
                .push(Step::Text(MARGIN, y, BODY, GREY, empty.to_string()));
            self.y += LEADING;
            return;
        }
        let total: f32 = columns
            .iter()
            .map(|(_, share)| share)
            .sum::<f32>()
            .max(0.01);
        let widths: Vec<f32> = columns
            .iter()
            .map(|(_, share)| share / total * (WIDTH - 2.0 * MARGIN))
            .collect();
        self.room(2.0 * LEADING);
        self.table_header(columns, &widths);
        for row in rows {
            let cells: Vec<Vec<String>> = row
                .iter()
                .zip(&widths)
                .map(|(text, w)| wrap(text, w - 6.0, BODY))
                .collect();
            let h = cells.iter().map(Vec::len).max().unwrap_or(1).max(1) as f32 * LEADING;
            if self.room(h + 4.0) {
                self.table_header(columns, &widths);
            }
            let mut x = MARGIN + 3.0;
            for (lines, w) in cells.into_iter().zip(&widths) {
                for (n, line) in lines.into_iter().enumerate() {
                    let y = self.y + n as f32 * LEADING;
                    self.page().push(Step::Text(x, y, BODY, INK, line));
                }
                x += w;
            }
            self.y += h;
            let y = self.y - LEADING + 4.0;
            self.page()
                .push(Step::Line(MARGIN, y, WIDTH - 2.0 * MARGIN));
            self.y += 4.0;
        }
    }
}

fn lay_out(sheet: &ArchiveSheet) -> Vec<Vec<Step>> {
    let mut l = Layout {
        pages: Vec::new(),
        y: 0.0,
    };
    l.new_page();
    l.y = MARGIN + 22.0;
    let title_w = text_width(&sheet.title, 20.0);
    let y = l.y;
    l.page().push(Step::Bold(
        (WIDTH - title_w) / 2.0,
        y,
        20.0,
        sheet.title.clone(),
    ));
    l.y += 22.0;
    for line in wrap(&sheet.subtitle, WIDTH - 2.0 * MARGIN, 10.5) {
        let w = text_width(&line, 10.5);
        let y = l.y;
        l.page()
            .push(Step::Text((WIDTH - w) / 2.0, y, 10.5, GREY, line));
        l.y += 16.0;
    }
    for (i, section) in sheet.sections.iter().enumerate() {
        match section {
            Section::Fields(heading, fields) => {
                let beside = if i == 0 && sheet.photo.is_some() {
                    PHOTO_W + 16.0
                } else {
                    0.0
                };
                let top = l.y;
                l.fields(heading, fields, beside);
                if beside > 0.0 {
                    let page = l.pages.len() - 1;
                    l.pages[page].push(Step::Photo(WIDTH - MARGIN - PHOTO_W, top + 30.0));
                    l.y = l.y.max(top + 30.0 + PHOTO_H + 8.0);
                }
            }
            Section::Table {
                heading,
                columns,
                rows,
                empty,
            } => l.table(heading, columns, rows, empty),
        }
    }
    l.room(LEADING * 2.0);
    l.y += LEADING;
    let y = l.y;
    l.page()
        .push(Step::Text(MARGIN, y, 8.5, GREY, sheet.footnote.clone()));
    l.pages
}

/// The archive as PDF bytes.
pub fn archive_pdf(sheet: &ArchiveSheet) -> anyhow::Result<Vec<u8>> {
    let font = Font::new(FONT.to_vec().into(), 0)
        .ok_or_else(|| anyhow::anyhow!("the archive font cannot be read"))?;
    let pages = lay_out(sheet);
    let count = pages.len();
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(sheet.title.clone())
            .creator("skillcert".into())
            .language("zh-CN".into()),
    );
    let settings = PageSettings::from_wh(WIDTH, HEIGHT)
        .ok_or_else(|| anyhow::anyhow!("the page size is invalid"))?;
    for (n, steps) in pages.into_iter().enumerate() {
        let mut page = document.start_page_with(settings.clone());
        {
            let mut pen = Pen {
                surface: page.surface(),
                font: &font,
            };
            for step in steps {
                match step {
                    Step::Text(x, y, size, color, text) => pen.text(x, y, size, color, &text),
                    Step::Bold(x, y, size, text) => pen.bold(x, y, size, INK, &text),
                    Step::Band(x, y, w, h) => pen.rect(
                        x,
                        y,
                        w,
                        h,
                        stroke((236, 236, 236), 0.5),
                        Some(fill((244, 244, 244))),
                    ),
                    Step::Line(x, y, w) => {
                        pen.rect(x, y, w, 0.01, stroke((214, 214, 214), 0.5), None)
                    }
                    Step::Photo(x, y) => {
                        if let Some(photo) = &sheet.photo
                            && !pen.image(photo, x, y, PHOTO_W, PHOTO_H)
                        {
                            pen.rect(x, y, PHOTO_W, PHOTO_H, stroke(GREY, 0.5), None);
                        }
                    }
                }
            }
            let foot = format!("第 {} 页 / 共 {count} 页", n + 1);
            pen.centered(WIDTH / 2.0, HEIGHT - MARGIN + 10.0, 8.5, GREY, &foot);
            pen.surface.finish();
        }
        page.finish();
    }
    document
        .finish()
        .map_err(|e| anyhow::anyhow!("the archive PDF could not be written: {e:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(rows: usize) -> ArchiveSheet {
        ArchiveSheet {
            title: "培训档案".into(),
            subtitle: "职业技能培训与认证平台 · 低压电工作业 · 2026年秋季一班".into(),
            footnote: "生成时间 2026-11-29 10:00".into(),
            photo: None,
            sections: vec![
                Section::Fields(
                    "基本信息".into(),
                    vec![
                        ("姓名".into(), "张三".into()),
                        ("性别".into(), "男".into()),
                        ("身份证号".into(), "110101199003074514".into()),
                        ("工作单位".into(), "某某建筑工程有限公司第三项目部".into()),
                    ],
                ),
                Section::Table {
                    heading: "报名审核记录".into(),
                    columns: vec![
                        ("时间".into(), 2.0),
                        ("操作".into(), 1.5),
                        ("说明".into(), 4.0),
                    ],
                    rows: (0..rows)
                        .map(|i| {
                            vec![
                                format!("2026-11-{:02}", i % 28 + 1),
                                "审核通过".into(),
                                "材料齐全".into(),
                            ]
                        })
                        .collect(),
                    empty: "无记录".into(),
                },
            ],
        }
    }

    #[test]
    fn long_tables_flow_onto_more_pages_with_their_header_again() {
        assert_eq!(lay_out(&sheet(3)).len(), 1);
        let pages = lay_out(&sheet(120));
        assert!(pages.len() >= 3, "{} pages", pages.len());
        let headers = |page: &Vec<Step>| {
            page.iter()
                .filter(|s| matches!(s, Step::Text(_, _, _, _, t) if t == "操作"))
                .count()
        };
        assert!(pages.iter().all(|p| headers(p) == 1));
        let bytes = archive_pdf(&sheet(120)).unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
    }
}
